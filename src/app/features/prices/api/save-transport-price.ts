// Sets the transport price from a day (whole pesos, sent as ?price=&valid_from= as the API asks).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { transportPriceSchema } from '#shared/contract/prices.ts'
import { api } from '#app/lib/api-client.ts'
import { PRICES_KEY } from './prices-key.ts'

export function saveTransportPrice({ price, valid_from }: { price: number; valid_from: string }) {
  const query = new URLSearchParams({ price: String(price), valid_from })
  return api.post(`/prices/transport_price?${query}`, undefined, { schema: transportPriceSchema })
}

export function useSaveTransportPrice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveTransportPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRICES_KEY }),
  })
}

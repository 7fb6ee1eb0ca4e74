// Sets the transport price (whole pesos, sent as ?price= as the API asks).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { transportPriceSchema } from '#shared/contract/prices.ts'
import { api } from '#app/lib/api-client.ts'
import { transportPriceQuery } from './get-transport-price.ts'

export function saveTransportPrice(price: number) {
  const query = new URLSearchParams({ price: String(price) })
  return api.post(`/prices/transport_price?${query}`, undefined, { schema: transportPriceSchema })
}

export function useSaveTransportPrice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveTransportPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transportPriceQuery().queryKey }),
  })
}

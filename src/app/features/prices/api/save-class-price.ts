// Sets the price of one class type from a day; the prices and their history are then read again.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { classPriceSchema, type ClassPriceBody } from '#shared/contract/prices.ts'
import { api } from '#app/lib/api-client.ts'
import { PRICES_KEY } from './prices-key.ts'

export function saveClassPrice(body: ClassPriceBody) {
  return api.post('/prices/class_prices', body, { schema: classPriceSchema })
}

export function useSaveClassPrice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveClassPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRICES_KEY }),
  })
}

// Sets the price of one class type; the class price list is then read again.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { classPriceSchema, type ClassPriceBody } from '#shared/contract/prices.ts'
import { api } from '#app/lib/api-client.ts'
import { classPricesQuery } from './get-class-prices.ts'

export function saveClassPrice(body: ClassPriceBody) {
  return api.post('/prices/class_prices', body, { schema: classPriceSchema })
}

export function useSaveClassPrice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveClassPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPricesQuery().queryKey }),
  })
}

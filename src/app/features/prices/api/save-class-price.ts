// Sets the price of one class type from a day; the prices and their history are then read again.
import { classPriceSchema, type ClassPriceBody } from '#shared/contract/prices.ts'
import { api } from '#app/lib/api-client.ts'
import { usePricesMutation } from './prices-query.ts'

export function saveClassPrice(body: ClassPriceBody) {
  return api.post('/prices/class_prices', body, { schema: classPriceSchema })
}

export const useSaveClassPrice = () => usePricesMutation(saveClassPrice)

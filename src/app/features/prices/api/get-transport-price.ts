// The price added per class attended with transport (null until first set).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { transportPriceSchema, type TransportPrice } from '#shared/contract/prices.ts'
import { api } from '#app/lib/api-client.ts'

export function getTransportPrice(signal?: AbortSignal): Promise<TransportPrice> {
  return api.get('/prices/transport_price', transportPriceSchema, { signal })
}

export const transportPriceQuery = () =>
  queryOptions({
    queryKey: ['prices', 'transport'],
    queryFn: ({ signal }) => getTransportPrice(signal),
  })

export function useTransportPrice() {
  return useQuery(transportPriceQuery())
}

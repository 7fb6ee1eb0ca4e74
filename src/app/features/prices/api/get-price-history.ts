// Every price with its 'vigente desde' day (past, in force and scheduled), newest first.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { priceHistorySchema, type PriceHistoryBody } from '#shared/contract/prices-history.ts'
import { api } from '#app/lib/api-client.ts'

export function getPriceHistory(signal?: AbortSignal): Promise<PriceHistoryBody> {
  return api.get('/prices/history', priceHistorySchema, { signal })
}

export const priceHistoryQuery = () =>
  queryOptions({
    queryKey: ['prices', 'history'],
    queryFn: ({ signal }) => getPriceHistory(signal),
  })

export function usePriceHistory() {
  return useQuery(priceHistoryQuery())
}

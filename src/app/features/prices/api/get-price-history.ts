// Every price with its 'vigente desde' day (past, in force and scheduled), newest first.
import { useQuery } from '@tanstack/react-query'
import { priceHistorySchema } from '#shared/contract/prices-history.ts'
import { pricesQuery } from './prices-query.ts'

export const priceHistoryQuery = pricesQuery('history', '/prices/history', priceHistorySchema)

export const usePriceHistory = () => useQuery(priceHistoryQuery())

// The monthly discount tiers, lowest class count first.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { discountTierSchema, type DiscountTier } from '#shared/contract/prices.ts'
import { api } from '#app/lib/api-client.ts'

const discountTiersSchema = z.array(discountTierSchema)

export function getDiscountTiers(signal?: AbortSignal): Promise<DiscountTier[]> {
  return api.get('/prices/discount_tiers', discountTiersSchema, { signal })
}

export const discountTiersQuery = () =>
  queryOptions({ queryKey: ['prices', 'tiers'], queryFn: ({ signal }) => getDiscountTiers(signal) })

export function useDiscountTiers() {
  return useQuery(discountTiersQuery())
}

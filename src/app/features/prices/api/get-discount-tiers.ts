// The monthly discount tiers, lowest class count first.
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { discountTierSchema } from '#shared/contract/prices.ts'
import { pricesQuery } from './prices-query.ts'

export const discountTiersQuery = pricesQuery(
  'tiers',
  '/prices/discount_tiers',
  z.array(discountTierSchema),
)

export const useDiscountTiers = () => useQuery(discountTiersQuery())

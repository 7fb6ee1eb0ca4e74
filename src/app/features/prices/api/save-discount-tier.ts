// Creates a discount tier (POST) or changes one (PATCH); a clash with another tier is refused by
// the server (409 with a Spanish detail naming it).
import {
  discountTierSchema,
  type DiscountTierBody,
  type DiscountTierPatch,
} from '#shared/contract/prices.ts'
import { api } from '#app/lib/api-client.ts'
import { usePricesMutation } from './prices-query.ts'

export function createDiscountTier(body: DiscountTierBody) {
  return api.post('/prices/discount_tiers', body, { schema: discountTierSchema })
}

export function updateDiscountTier({ id, ...patch }: DiscountTierPatch & { id: string }) {
  return api.patch(`/prices/discount_tiers/${id}`, patch, { schema: discountTierSchema })
}

export const useCreateDiscountTier = () => usePricesMutation(createDiscountTier)
export const useUpdateDiscountTier = () => usePricesMutation(updateDiscountTier)

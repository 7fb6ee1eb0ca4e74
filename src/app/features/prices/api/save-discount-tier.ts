// Creates a discount tier (POST) or changes one (PATCH); a clash with another tier is refused by
// the server (409 with a Spanish detail naming it).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  discountTierSchema,
  type DiscountTierBody,
  type DiscountTierPatch,
} from '#shared/contract/prices.ts'
import { api } from '#app/lib/api-client.ts'
import { PRICES_KEY } from './prices-key.ts'

export function createDiscountTier(body: DiscountTierBody) {
  return api.post('/prices/discount_tiers', body, { schema: discountTierSchema })
}

export function updateDiscountTier({ id, ...patch }: DiscountTierPatch & { id: string }) {
  return api.patch(`/prices/discount_tiers/${id}`, patch, { schema: discountTierSchema })
}

function useTierMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRICES_KEY }),
  })
}

export const useCreateDiscountTier = () => useTierMutation(createDiscountTier)
export const useUpdateDiscountTier = () => useTierMutation(updateDiscountTier)

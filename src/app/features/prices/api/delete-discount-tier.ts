// Removes a discount tier from a day on; invoices already generated keep the discount they had.
import { api } from '#app/lib/api-client.ts'
import { usePricesMutation } from './prices-query.ts'

/** The tier stops applying from `valid_from` (its set from that day is written without it). */
export function deleteDiscountTier({ id, valid_from }: { id: string; valid_from: string }) {
  return api.delete(`/prices/discount_tiers/${id}?${new URLSearchParams({ valid_from })}`)
}

export const useDeleteDiscountTier = () => usePricesMutation(deleteDiscountTier)

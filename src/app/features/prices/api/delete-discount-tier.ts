// Removes a discount tier; invoices already generated keep the discount they had.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#app/lib/api-client.ts'
import { discountTiersQuery } from './get-discount-tiers.ts'

export function deleteDiscountTier(id: string) {
  return api.delete(`/prices/discount_tiers/${id}`)
}

export function useDeleteDiscountTier() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteDiscountTier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountTiersQuery().queryKey }),
  })
}

// Sets the service fee (may carry decimals, sent as ?fee_amount= as the API asks).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { serviceFeeSchema } from '#shared/contract/prices.ts'
import { api } from '#app/lib/api-client.ts'
import { serviceFeeQuery } from './get-service-fee.ts'

export function saveServiceFee(feeAmount: number) {
  const query = new URLSearchParams({ fee_amount: String(feeAmount) })
  return api.post(`/prices/service_fee?${query}`, undefined, { schema: serviceFeeSchema })
}

export function useSaveServiceFee() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveServiceFee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceFeeQuery().queryKey }),
  })
}

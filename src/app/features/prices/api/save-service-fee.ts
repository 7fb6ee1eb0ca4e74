// Sets the service fee from a day (may carry decimals; ?fee_amount=&valid_from= as the API asks).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { serviceFeeSchema } from '#shared/contract/prices.ts'
import { api } from '#app/lib/api-client.ts'
import { PRICES_KEY } from './prices-key.ts'

export function saveServiceFee({
  fee_amount,
  valid_from,
}: {
  fee_amount: number
  valid_from: string
}) {
  const query = new URLSearchParams({ fee_amount: String(fee_amount), valid_from })
  return api.post(`/prices/service_fee?${query}`, undefined, { schema: serviceFeeSchema })
}

export function useSaveServiceFee() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveServiceFee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRICES_KEY }),
  })
}

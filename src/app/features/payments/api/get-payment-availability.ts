// Whether the portal can take payments online right now (the server answers false in production
// without Khipu credentials), so 'Pagar' says so before anyone presses it. Asked only when there
// is something to pay; while unknown, or if the question fails, paying is offered as usual.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { paymentAvailabilitySchema } from '#shared/contract/invoices.ts'
import { api } from '#app/lib/api-client.ts'

export const paymentAvailabilityQuery = () =>
  queryOptions({
    queryKey: ['payments', 'availability'],
    queryFn: ({ signal }) =>
      api.get('/payments/availability', paymentAvailabilitySchema, { auth: false, signal }),
    retry: false,
  })

/** False only when the server said online payment is unavailable. */
export function useOnlinePaymentAvailable(enabled: boolean): boolean {
  const availability = useQuery({ ...paymentAvailabilityQuery(), enabled })
  return availability.data?.online !== false
}

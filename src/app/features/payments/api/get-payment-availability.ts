// Whether the portal can take payments online right now (the server answers false in production
// without Khipu credentials), so 'Pagar' says so before anyone presses it. Asked only when there
// is something to pay; while unknown, or if the question fails, paying is offered as usual.
import { paymentAvailabilityAnswer } from '#shared/contract/portal-schemas.ts'
import { portalRequest } from './portal-request.ts'
import { usePortalQuery } from './portal-query.ts'

/** False only when the server said online payment is unavailable. */
export function useOnlinePaymentAvailable(enabled: boolean): boolean {
  const availability = usePortalQuery(enabled ? 'availability' : null, (signal) =>
    portalRequest('/portal/availability', paymentAvailabilityAnswer, { signal }),
  )
  return availability.data?.online !== false
}

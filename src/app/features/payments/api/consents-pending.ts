// How many answers to the school's documents the recognised guardian's children still owe: the
// invoices page's notice reads only this (the documents themselves load with the signing page).
import { consentsPendingAnswer } from '#shared/contract/portal-schemas.ts'
import { portalRequest } from './portal-request.ts'
import { usePortalQuery } from './portal-query.ts'

export const CONSENTS_PENDING_KEY = 'consents-pending'

/** Fails with 401 when the portal does not recognise the guardian. */
export function useConsentsPending() {
  return usePortalQuery(CONSENTS_PENDING_KEY, (signal) =>
    portalRequest('/portal/consents', consentsPendingAnswer, { signal }),
  )
}

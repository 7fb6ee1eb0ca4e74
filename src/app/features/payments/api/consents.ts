// The documents the recognised guardian signs for their children: the versions in force with each
// child's answers, signing them, and the PDF of what was signed (a link the browser downloads).
import type { SignConsentsBody } from '#shared/contract/consent.ts'
import {
  portalConsentsAnswer,
  signedConsentsAnswer,
} from '#shared/contract/consent-portal-schemas.ts'
import { portalRequest } from './portal-request.ts'
import { usePortalQuery } from './portal-query.ts'

export const CONSENTS_KEY = 'consents'

/** The guardian's documents; fails with 401 when the portal does not recognise them. */
export function useConsents() {
  return usePortalQuery(CONSENTS_KEY, (signal) =>
    portalRequest('/portal/consents', portalConsentsAnswer, { signal }),
  )
}

/** Signs; the answer holds how many answers were stored and the documents' new state. */
export const signConsents = (body: SignConsentsBody) =>
  portalRequest('/portal/consents', signedConsentsAnswer, { method: 'POST', body })

export const consentsPdfUrl = (studentId: string) =>
  `/api/portal/consents/pdf?student_id=${encodeURIComponent(studentId)}`

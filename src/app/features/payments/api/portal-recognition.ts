// Recognising the guardian on the portal: a child's birth date, or the personal link the school
// sent. Either sets the portal proof (an HttpOnly cookie the page never reads); the invoices are
// then read again, now with names and dates.
import type { Recognition, RecognizeBody } from '#shared/contract/portal.ts'
import { personalLinkAnswer, recognitionAnswer } from '#shared/contract/portal-schemas.ts'
import { portalRequest } from './portal-request.ts'
import { refreshPortalData, usePortalAction } from './portal-query.ts'

const recognize = (body: RecognizeBody) =>
  portalRequest('/portal/recognize', recognitionAnswer, { method: 'POST', body })

const afterRecognition = (answer: Recognition) =>
  answer.recognized ? refreshPortalData() : undefined

export function useRecognize() {
  return usePortalAction(recognize, afterRecognition)
}

export const exchangePersonalLink = (token: string) =>
  portalRequest('/portal/link', personalLinkAnswer, { method: 'POST', body: { token } })

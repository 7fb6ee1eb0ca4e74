// The documents the guardian signs, as the portal's signing page reads them, in valibot (the
// portal's script budget, see portal-schemas.ts): apart, so that only the signing page, opened
// later, carries them. Checked against consent.ts in portal-schemas.test.ts.
import { array, boolean, nullable, object, picklist, string } from 'valibot'
import { DOCUMENT_KINDS } from '../documents.ts'
import { dateTime, id, int } from './portal-schemas.ts'

const consentDocument = object({
  id,
  kind: picklist(DOCUMENT_KINDS),
  title: string(),
  body: string(),
  valid_from: string(),
  content_hash: string(),
  required_to_ride: boolean(),
  refusable: boolean(),
})

/** GET /portal/consents (consent.ts portalConsentsSchema). */
export const portalConsentsAnswer = object({
  documents: array(consentDocument),
  children: array(
    object({
      id,
      name: string(),
      statuses: array(
        object({
          kind: picklist(DOCUMENT_KINDS),
          state: picklist(['pending', 'accepted', 'refused']),
          signed_at: nullable(dateTime),
          earlier_accepted: boolean(),
        }),
      ),
      has_signatures: boolean(),
    }),
  ),
  pending: int,
})

/** POST /portal/consents (consent.ts signedConsentsSchema). */
export const signedConsentsAnswer = object({ stored: int, consents: portalConsentsAnswer })

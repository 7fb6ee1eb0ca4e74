// The guardian's data requests as the portal reads them, in valibot (the portal's script budget,
// see portal-schemas.ts): the same shape as privacy.ts familyDataRequestSchema, checked against it
// in privacy-portal-schemas.test.ts.
import { array, nullable, object, picklist, string } from 'valibot'
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES } from '../data-requests.ts'

export const familyDataRequestAnswer = object({
  id: string(),
  kind: picklist(DATA_REQUEST_KINDS),
  details: string(),
  status: picklist(DATA_REQUEST_STATUSES),
  received_on: string(),
  due_on: string(),
  extension_reason: nullable(string()),
  answer: nullable(string()),
  resolved_at: nullable(string()),
})

export const familyDataRequestsAnswer = array(familyDataRequestAnswer)

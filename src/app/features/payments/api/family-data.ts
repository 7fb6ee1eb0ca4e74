// The guardian's data and requests over it (Ley 21.719): the files of everything the school
// holds (plain links: the portal proof cookie goes with them), their requests and filing one.
import type { DataRequestBody, FamilyDataRequest } from '#shared/contract/privacy.ts'
import {
  familyDataRequestAnswer,
  familyDataRequestsAnswer,
} from '#shared/contract/privacy-portal-schemas.ts'
import { portalRequest } from './portal-request.ts'
import { refreshPortalData, usePortalAction, usePortalQuery } from './portal-query.ts'

export const familyDataPdfUrl = '/api/privacy/my-data/pdf'
export const familyDataJsonUrl = '/api/privacy/my-data'

export function useFamilyDataRequests() {
  return usePortalQuery('family data requests', (signal) =>
    portalRequest('/privacy/my-requests', familyDataRequestsAnswer, { signal }),
  )
}

const fileRequest = (body: DataRequestBody): Promise<FamilyDataRequest> =>
  portalRequest('/privacy/my-requests', familyDataRequestAnswer, { method: 'POST', body })

export function useFileDataRequest() {
  return usePortalAction(fileRequest, () => refreshPortalData())
}

// A payment's receipt (comprobante), for the recognised guardian who paid it.
import { receiptAnswer } from '#shared/contract/portal-schemas.ts'
import { portalRequest } from './portal-request.ts'
import { usePortalQuery } from './portal-query.ts'

export const receiptPdfUrl = (id: string) => `/api/portal/receipts/${encodeURIComponent(id)}/pdf`

export function useReceipt(id: string) {
  return usePortalQuery(`receipt ${id}`, (signal) =>
    portalRequest(`/portal/receipts/${encodeURIComponent(id)}`, receiptAnswer, { signal }),
  )
}

// A payment's receipt (comprobante), for the recognised guardian who paid it.
import { receiptAnswer } from '#shared/contract/portal-schemas.ts'
import { portalRequest } from './portal-request.ts'
import { usePortalQuery } from './portal-query.ts'

export const receiptPdfUrl = (id: string) => `/api/portal/receipts/${encodeURIComponent(id)}/pdf`

/** The provider's PDF of the payment's boleta (when `boleta.has_pdf`). */
export const boletaPdfUrl = (id: string) => `/api/portal/receipts/${encodeURIComponent(id)}/boleta`

export function useReceipt(id: string) {
  return usePortalQuery(`receipt ${id}`, (signal) =>
    portalRequest(`/portal/receipts/${encodeURIComponent(id)}`, receiptAnswer, { signal }),
  )
}

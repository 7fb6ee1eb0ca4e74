// A payment's receipt (comprobante), for the recognised guardian who paid it.
import type { Receipt } from '#shared/contract/portal.ts'
import { portalRequest } from './portal-request.ts'
import { usePortalQuery } from './portal-query.ts'

export const receiptPdfUrl = (id: string) => `/api/portal/receipts/${encodeURIComponent(id)}/pdf`

export function useReceipt(id: string) {
  return usePortalQuery(`receipt ${id}`, (signal) =>
    portalRequest<Receipt>(`/portal/receipts/${encodeURIComponent(id)}`, { signal }),
  )
}

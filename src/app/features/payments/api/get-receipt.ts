// A payment's receipt (comprobante), for the recognised guardian who paid it.
import { useQuery } from '@tanstack/react-query'
import { receiptSchema } from '#shared/contract/portal.ts'
import { api } from '#app/lib/api-client.ts'

export const receiptPdfUrl = (id: string) => `/api/portal/receipts/${encodeURIComponent(id)}/pdf`

export function useReceipt(id: string) {
  return useQuery({
    queryKey: ['payments', 'receipt', id],
    queryFn: ({ signal }) =>
      api.get(`/portal/receipts/${encodeURIComponent(id)}`, receiptSchema, { auth: false, signal }),
    retry: false,
  })
}

// A dry run of the monthly billing for one period: what generating would create, update and
// cancel. Nothing is written; it is asked for on demand and never served stale.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { invoiceGenerationSchema, type InvoiceGeneration } from '#shared/contract/invoices.ts'
import { api } from '#app/lib/api-client.ts'

export function getInvoicePreview(
  period: string,
  signal?: AbortSignal,
): Promise<InvoiceGeneration> {
  const query = new URLSearchParams({ billing_period: period })
  return api.get(`/invoices/preview?${query}`, invoiceGenerationSchema, { signal })
}

export const invoicePreviewQuery = (period: string) =>
  queryOptions({
    queryKey: ['invoices', 'preview', period],
    queryFn: ({ signal }) => getInvoicePreview(period, signal),
    staleTime: 0,
  })

/** `period` null: nothing asked yet. */
export function useInvoicePreview(period: string | null) {
  return useQuery({ ...invoicePreviewQuery(period ?? ''), enabled: period !== null })
}

// Runs the monthly billing for a finished period (admins); afterwards the pending list, the
// previews and the dashboard's payment figures are out of date.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invoiceGenerationSchema, type InvoiceGeneration } from '#shared/contract/invoices.ts'
import { api } from '#app/lib/api-client.ts'

export function generateInvoices(period: string): Promise<InvoiceGeneration> {
  return api.post(
    '/invoices/generate',
    { billing_period: period },
    { schema: invoiceGenerationSchema },
  )
}

export function useGenerateInvoices() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: generateInvoices,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['invoices'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard', 'payments'] }),
      ]),
  })
}

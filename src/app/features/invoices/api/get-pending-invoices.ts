// The pending invoices of every payer for the staff (admins), newest billing period first.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { staffInvoiceSchema, type StaffInvoice } from '#shared/contract/invoices.ts'
import { api } from '#app/lib/api-client.ts'

const staffInvoicesSchema = z.array(staffInvoiceSchema)

export function getPendingInvoices(signal?: AbortSignal): Promise<StaffInvoice[]> {
  return api.get('/invoices/get-all', staffInvoicesSchema, { signal })
}

export const pendingInvoicesQuery = () =>
  queryOptions({
    queryKey: ['invoices', 'pending'],
    queryFn: ({ signal }) => getPendingInvoices(signal),
  })

export function usePendingInvoices() {
  return useQuery(pendingInvoicesQuery())
}

// The invoices of a payer RUT for the public portal (no login, so no token refresh on 401).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { portalInvoiceSchema, type PortalInvoice } from '#shared/contract/invoices.ts'
import { api } from '#app/lib/api-client.ts'

const portalInvoicesSchema = z.array(portalInvoiceSchema)

/** Newest billing period first ('YYYY-MM' strings sort like the months they name). */
export function newestFirst(invoices: readonly PortalInvoice[]): PortalInvoice[] {
  return [...invoices].sort((a, b) => b.billing_period.localeCompare(a.billing_period))
}

export function getPortalInvoices(rut: string, signal?: AbortSignal): Promise<PortalInvoice[]> {
  return api
    .get(`/invoices/${encodeURIComponent(rut)}`, portalInvoicesSchema, { auth: false, signal })
    .then(newestFirst)
}

export const portalInvoicesQuery = (rut: string) =>
  queryOptions({
    queryKey: ['payments', 'invoices', rut],
    queryFn: ({ signal }) => getPortalInvoices(rut, signal),
    // NOTE: a guardian coming back from the bank must see the invoice's new status at once.
    staleTime: 0,
  })

export function usePortalInvoices(rut: string) {
  return useQuery(portalInvoicesQuery(rut))
}

// The invoices of a payer RUT for the public portal (no login).
import type { PortalInvoice } from '#shared/contract/invoices.ts'
import { portalInvoicesAnswer } from '#shared/contract/portal-schemas.ts'
import { portalRequest } from './portal-request.ts'
import { usePortalQuery } from './portal-query.ts'

/** Newest billing period first ('YYYY-MM' strings sort like the months they name). */
export function newestFirst(invoices: readonly PortalInvoice[]): PortalInvoice[] {
  return [...invoices].sort((a, b) =>
    a.billing_period < b.billing_period ? 1 : a.billing_period > b.billing_period ? -1 : 0,
  )
}

export function getPortalInvoices(rut: string, signal?: AbortSignal): Promise<PortalInvoice[]> {
  return portalRequest(`/portal/invoices/${encodeURIComponent(rut)}`, portalInvoicesAnswer, {
    signal,
  }).then(newestFirst)
}

/**
 * Asked on every visit (a guardian coming back from the bank must see the invoice's new status at
 * once); `rut` null asks nothing.
 */
export function usePortalInvoices(rut: string | null) {
  return usePortalQuery(rut === null ? null : `invoices ${rut}`, (signal) =>
    getPortalInvoices(rut ?? '', signal),
  )
}

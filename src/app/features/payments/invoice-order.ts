// The order the portal lists a payer's cobros in: what is still owed first (newest month first),
// then what is paid; and the anchor of a cobro's card, so 'Pagar el siguiente' opens that one.
import type { PortalInvoice } from '#shared/contract/invoices.ts'

/** Pending before paid; the server's order (newest period first) within each. */
export function inPayingOrder<T extends Pick<PortalInvoice, 'status'>>(list: readonly T[]): T[] {
  return [
    ...list.filter((invoice) => invoice.status === 'pending'),
    ...list.filter((invoice) => invoice.status !== 'pending'),
  ]
}

/** The id of a cobro's card on the list, the part after '#' in a link to it. */
export const cobroAnchor = (invoiceId: string) => `cobro-${invoiceId}`

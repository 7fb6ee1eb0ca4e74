// Invoice and payment statuses, their Spanish labels and the invoices a payment request names:
// plain values the contract (contract/invoices.ts, which re-exports them) and the guardian's pages
// (contract/portal-schemas.ts) share. Kept apart from the contract's zod schemas so the portal's
// script does not carry zod.
import { isPeriodBeforeCurrent } from './santiago-clock.ts'

export const INVOICE_STATUSES = ['pending', 'paid', 'cancelled'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  pending: 'Pendiente',
  paid: 'Pagado',
  cancelled: 'Anulada',
}

export const PAYMENT_STATUSES = ['pending', 'completed', 'failure'] as const

/** What a payment did for one cobro it covered. */
export const COBRO_OUTCOMES = ['paid', 'refund', 'failed', 'pending'] as const
export type CobroOutcome = (typeof COBRO_OUTCOMES)[number]

/** At most this many invoices in one family payment (a year of three children's months). */
export const MAX_INVOICES_PER_PAYMENT = 36

/** The invoices a payment request names, in the order given. */
export const requestedInvoiceIds = (body: { invoice_id?: string; invoice_ids?: string[] }) =>
  body.invoice_ids ?? (body.invoice_id ? [body.invoice_id] : [])

/**
 * Whether an invoice can be paid at `now`: pending, and billed for a month already over in
 * Santiago. The portal's `payable`; paying checks the two apart, each with its own answer.
 */
export function isPayable(
  invoice: { status: InvoiceStatus; billing_period: string },
  now: Date = new Date(),
): boolean {
  return invoice.status === 'pending' && isPeriodBeforeCurrent(invoice.billing_period, now)
}

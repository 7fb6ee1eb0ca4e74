// What the portal remembers for this browser tab (sessionStorage): the payer RUT last looked up and
// the last payment request, so the return page can retry a failed payment without asking again.
import { safeParse } from 'valibot'
import type { PaymentRequestBody } from '#shared/contract/invoices.ts'
import { storedPaymentRequest } from '#shared/contract/portal-schemas.ts'
import { requestedInvoiceIds } from '#shared/invoice-rules.ts'

const RUT_KEY = 'payments:payer-rut'
const PAYMENT_KEY = 'payments:last-request'

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value)
  } catch {
    // Storage may be disabled (private mode); retrying then goes back to the invoice list.
  }
}

export const rememberPayerRut = (rut: string) => write(RUT_KEY, rut)
export const rememberedPayerRut = () => read(RUT_KEY)

export function rememberPayment(body: PaymentRequestBody): void {
  write(PAYMENT_KEY, JSON.stringify(body))
  rememberPayerRut(body.payer_rut)
}

/**
 * The last payment request of this tab, if it paid `invoiceId` (first of a family payment). What
 * is read back goes through the same parse as the server's answers: anything but what this page
 * stores (an older page's shape, an edited value) is not offered again.
 */
export function rememberedPayment(invoiceId: string): PaymentRequestBody | null {
  let stored: unknown
  try {
    stored = JSON.parse(read(PAYMENT_KEY) ?? 'null')
  } catch {
    return null
  }
  const request = safeParse(storedPaymentRequest, stored)
  return request.success && requestedInvoiceIds(request.output)[0] === invoiceId
    ? request.output
    : null
}

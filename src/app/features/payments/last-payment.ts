// What the portal remembers for this browser tab (sessionStorage): the payer RUT last looked up and
// the last payment request, so the return page can retry a failed payment without asking again.
import type { PaymentRequestBody } from '#shared/contract/invoices.ts'
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

/** The last payment request of this tab, if it paid `invoiceId` (first of a family payment). */
export function rememberedPayment(invoiceId: string): PaymentRequestBody | null {
  let stored: unknown
  try {
    stored = JSON.parse(read(PAYMENT_KEY) ?? 'null')
  } catch {
    return null
  }
  return isPaymentRequest(stored) && requestedInvoiceIds(stored)[0] === invoiceId ? stored : null
}

const isString = (value: unknown): value is string => typeof value === 'string'

/**
 * What this tab stored itself, checked for the fields a new attempt sends: anything else (an
 * older version's shape, an edited value) is not offered again. The server validates the request.
 */
function isPaymentRequest(value: unknown): value is PaymentRequestBody {
  if (typeof value !== 'object' || value === null) return false
  const body = value as Record<string, unknown>
  const ids = body.invoice_ids
  const oneOrMany =
    (isString(body.invoice_id) && ids === undefined) ||
    (body.invoice_id === undefined && Array.isArray(ids) && ids.length > 0 && ids.every(isString))
  return (
    oneOrMany &&
    typeof body.amount === 'number' &&
    body.currency === 'CLP' &&
    isString(body.payer_rut)
  )
}

// A Khipu payment's life when a payer presses 'Pagar' or 'Pagar todo': reuse a recent payment of
// the same invoices Khipu still has open, or open a new Khipu payment for a recorded one (failing
// it if Khipu will not).
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#server/db/client.ts'
import { HttpError } from '#server/http-error.ts'
import { confirmPayment } from './khipu/confirm-payment.ts'
import type { KhipuRuntime } from './khipu/runtime.ts'
import {
  markStartFailed,
  recentPendingPayment,
  recordKhipuPaymentId,
  type Invoice,
} from './start-payment-data.ts'

/** A pending payment this recent is reused rather than opening another Khipu payment. */
const REUSE_WINDOW_MS = 10 * 60 * 1000

/** The redirect URL of a recent payment of exactly these invoices Khipu still has open, if any. */
export async function reusableUrl(
  runtime: KhipuRuntime,
  db: Db,
  toPay: readonly Invoice[],
): Promise<string | null> {
  const recent = await recentPendingPayment(db, toPay, new Date(Date.now() - REUSE_WINDOW_MS))
  if (!recent?.khipu_payment_id) return null
  const payment = await runtime.client.getPayment(recent.khipu_payment_id).catch(() => null)
  if (!payment) return null
  if (payment.status === 'pending' && payment.status_detail !== 'rejected-by-payer') {
    return payment.simplified_transfer_url ?? payment.payment_url ?? null
  }
  const outcome = await confirmPayment(db, runtime.client, payment.payment_id, 'payment_start')
  if (outcome === 'paid') throw new HttpError(409, 'INVOICE_NOT_PENDING')
  return null
}

export interface KhipuPaymentRequest {
  amount: number
  subject: string
  /** The invoice the return page opens (the first one paid). */
  returnInvoiceId: string
}

/** Opens the Khipu payment `paymentId` (Khipu's transaction_id); answers its URL. */
export async function openKhipuPayment(
  context: { runtime: KhipuRuntime; db: Db; log: FastifyBaseLogger },
  paymentId: string,
  request: KhipuPaymentRequest,
  ip: string,
): Promise<string> {
  const { runtime, db, log } = context
  const base = runtime.publicUrl()
  const returnUrl = `${base}/payments-return/${request.returnInvoiceId}`
  try {
    const created = await runtime.client.createPayment({
      amount: request.amount,
      currency: 'CLP',
      subject: request.subject,
      transaction_id: paymentId,
      return_url: returnUrl,
      cancel_url: returnUrl,
      notify_url: `${base}/api/payments/khipu/notify`,
      notify_api_version: '3.0',
    })
    const url = created.simplified_transfer_url ?? created.payment_url
    if (!url) throw new Error('Khipu gave no payment URL')
    await recordKhipuPaymentId(db, paymentId, created.payment_id)
    return url
  } catch (error) {
    log.warn({ err: error, payment: paymentId }, 'khipu payment start failed')
    await markStartFailed(db, paymentId, ip)
    throw new HttpError(502, 'PAYMENT_START_FAILED')
  }
}

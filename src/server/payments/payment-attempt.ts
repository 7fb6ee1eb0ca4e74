// A payment attempt's life with Khipu when a payer presses 'Pagar': reuse a recent attempt Khipu
// still has open, or open a new Khipu payment for a recorded attempt (failing it if Khipu will not).
import type { FastifyBaseLogger } from 'fastify'
import type { PaymentRequestBody } from '#shared/contract/invoices.ts'
import type { Db } from '#server/db/client.ts'
import { HttpError } from '#server/http-error.ts'
import { confirmPayment } from './khipu/confirm-payment.ts'
import type { KhipuRuntime } from './khipu/runtime.ts'
import {
  markStartFailed,
  recentPendingAttempt,
  recordKhipuPaymentId,
  type Invoice,
} from './start-payment-data.ts'

/** A pending attempt this recent is reused rather than opening another Khipu payment. */
const REUSE_WINDOW_MS = 10 * 60 * 1000

/** The redirect URL of a recent attempt Khipu still has open, if any. */
export async function reusableUrl(
  runtime: KhipuRuntime,
  db: Db,
  invoice: Invoice,
): Promise<string | null> {
  const recent = await recentPendingAttempt(db, invoice, new Date(Date.now() - REUSE_WINDOW_MS))
  if (!recent) return null
  if (!recent.khipu_payment_id) return null
  const payment = await runtime.client.getPayment(recent.khipu_payment_id).catch(() => null)
  if (!payment) return null
  if (payment.status === 'pending' && payment.status_detail !== 'rejected-by-payer') {
    return payment.simplified_transfer_url ?? payment.payment_url ?? null
  }
  const outcome = await confirmPayment(db, runtime.client, payment.payment_id, 'payment_start')
  if (outcome === 'paid') throw new HttpError(409, 'INVOICE_NOT_PENDING')
  return null
}

/** Opens the Khipu payment of the attempt (its id is Khipu's transaction_id); answers its URL. */
export async function openKhipuPayment(
  context: { runtime: KhipuRuntime; db: Db; log: FastifyBaseLogger },
  attemptId: string,
  body: PaymentRequestBody,
  ip: string,
): Promise<string> {
  const { runtime, db, log } = context
  const base = runtime.publicUrl()
  try {
    const created = await runtime.client.createPayment({
      amount: body.amount,
      currency: 'CLP',
      subject: body.subject,
      transaction_id: attemptId,
      return_url: `${base}/payments-return/${body.invoice_id}`,
      cancel_url: `${base}/payments-return/${body.invoice_id}`,
      notify_url: `${base}/api/payments/khipu/notify`,
      notify_api_version: '3.0',
    })
    const url = created.simplified_transfer_url ?? created.payment_url
    if (!url) throw new Error('Khipu gave no payment URL')
    await recordKhipuPaymentId(db, attemptId, created.payment_id)
    return url
  } catch (error) {
    log.warn({ err: error, attempt: attemptId }, 'khipu payment start failed')
    await markStartFailed(db, attemptId, ip)
    throw new HttpError(502, 'PAYMENT_START_FAILED')
  }
}

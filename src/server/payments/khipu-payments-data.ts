// The life of an open Khipu payment, talking to Khipu outside any transaction: open a recorded
// one at Khipu, continue one (its URL, while Khipu still waits for the payer), and cancel the ones
// covering some invoices (DELETE at Khipu first, then closed here) — so an invoice is never in two
// payments a payer could complete. Used by the portal's start, manual payments and billing runs.
import { schoolAddress } from '#server/schools/school-address.ts'
import type { FastifyBaseLogger } from 'fastify'
import { paymentNotes } from '#shared/i18n/payments.ts'
import { audit as writeAudit } from '#server/audit.ts'
import type { Db } from '#server/db/client.ts'
import { HttpError } from '#server/http-error.ts'
import { isExpired, isFailed, KhipuError, type KhipuPayment } from '#server/khipu/client.ts'
import { applyKhipuPayment, type Audit } from './confirm-payment-data.ts'
import type { KhipuRuntime } from '#server/khipu/runtime.ts'
import {
  closePayment,
  openPaymentsOf,
  paymentState,
  recordKhipuPaymentId,
  type CloseOptions,
  type OpenPayment,
} from './open-payments-data.ts'

export interface KhipuDeps {
  runtime: KhipuRuntime
  db: Db
  log: FastifyBaseLogger
}

/**
 * A payment with no Khipu id yet and younger than this is being opened by another request (Khipu
 * answers or times out within 10 s); older, its start died and it is closed.
 */
export const IN_FLIGHT_MS = 30 * 1000
/** How long a request waits for another one's start to finish before answering 409. */
const WAIT_FOR_START_MS = 12 * 1000
const POLL_MS = 150
/** Khipu stops accepting a payment after this; reconciliation then closes it. */
export const PAYMENT_EXPIRY_MS = 24 * 60 * 60 * 1000

const systemAudit =
  (tx: Db, ip?: string): Audit =>
  (entry) =>
    writeAudit(tx, { ...entry, actorId: null, ip: ip ?? null })

export interface KhipuPaymentRequest {
  amount: number
  subject: string
  /** The invoice the return page opens (the first one paid). */
  returnInvoiceId: string
}

/** Opens the recorded payment `paymentId` at Khipu (its transaction_id); answers its URL. */
export async function openAtKhipu(
  deps: KhipuDeps,
  paymentId: string,
  request: KhipuPaymentRequest,
  ip: string,
): Promise<string> {
  const { runtime, db, log } = deps
  const base = (await schoolAddress(db)) ?? runtime.publicUrl()
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
      expires_date: new Date(Date.now() + PAYMENT_EXPIRY_MS).toISOString(),
    })
    const url = created.simplified_transfer_url ?? created.payment_url
    if (!url) throw new Error('Khipu gave no payment URL')
    await recordKhipuPaymentId(db, paymentId, created.payment_id)
    return url
  } catch (error) {
    log.warn({ err: error, payment: paymentId }, 'khipu payment start failed')
    await db.transaction((tx) =>
      closePayment(tx, paymentId, {
        notes: paymentNotes.startFailed,
        source: 'payment_start_failed',
        audit: systemAudit(tx, ip),
      }),
    )
    throw new HttpError(502, 'PAYMENT_START_FAILED')
  }
}

/**
 * The Khipu id of `payment` once the request opening it has it: waits while it is being opened,
 * closes it when its start died. Null when it is no longer open.
 */
async function startedKhipuId(deps: KhipuDeps, payment: OpenPayment): Promise<string | null> {
  if (payment.khipu_payment_id) return payment.khipu_payment_id
  const deadline = Date.now() + WAIT_FOR_START_MS
  for (;;) {
    const state = await paymentState(deps.db, payment.id)
    if (!state || state.status !== 'pending') return null
    if (state.khipu_payment_id) return state.khipu_payment_id
    if (Date.now() - payment.created_at.getTime() > IN_FLIGHT_MS) {
      await deps.db.transaction((tx) =>
        closePayment(tx, payment.id, {
          notes: paymentNotes.startFailed,
          source: 'payment_start_failed',
          audit: systemAudit(tx),
        }),
      )
      return null
    }
    if (Date.now() > deadline) throw new HttpError(409, 'PAYMENT_IN_PROGRESS')
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/** Asks Khipu about a payment; a connection failure is Khipu being unavailable (502). */
async function askKhipu(deps: KhipuDeps, khipuId: string): Promise<KhipuPayment | null> {
  try {
    return await deps.runtime.client.getPayment(khipuId)
  } catch (error) {
    if (error instanceof KhipuError) throw new HttpError(502, 'KHIPU_UNAVAILABLE')
    throw error
  }
}

/**
 * Applies Khipu's answer about a payment that is not waiting for the payer any more (null: Khipu
 * no longer knows it). A payment Khipu is still verifying cannot be replaced: 409.
 */
async function settle(deps: KhipuDeps, khipuId: string, answer: KhipuPayment | null) {
  const outcome = await deps.db.transaction(async (tx) => {
    if (!answer) {
      await closePayment(tx, khipuId, {
        notes: paymentNotes.deleted,
        source: 'payment_start',
        audit: systemAudit(tx),
        byKhipuId: true,
      })
      return 'failed'
    }
    return applyKhipuPayment(tx, answer, 'payment_start', systemAudit(tx))
  })
  if (outcome === 'pending') throw new HttpError(409, 'PAYMENT_VERIFYING')
}

const waitsForPayer = (answer: KhipuPayment | null): answer is KhipuPayment =>
  answer !== null &&
  answer.status === 'pending' &&
  !isFailed(answer) &&
  !isExpired(answer, new Date())

/**
 * The URL of `payment` while Khipu still waits for its payer; null once it turned out closed,
 * paid or gone (recorded), so the caller looks again.
 */
export async function continueOpenPayment(
  deps: KhipuDeps,
  payment: OpenPayment,
): Promise<string | null> {
  const khipuId = await startedKhipuId(deps, payment)
  if (!khipuId) return null
  const answer = await askKhipu(deps, khipuId)
  if (waitsForPayer(answer)) {
    const url = answer.simplified_transfer_url ?? answer.payment_url
    if (url) return url
  }
  await settle(deps, khipuId, answer)
  return null
}

export type CancelReason = Pick<CloseOptions, 'notes' | 'source'>

/**
 * Cancels `payment` at Khipu, then closes it here. Khipu refusing (the payer is paying it) means
 * its answer is applied instead: paid, it pays its invoices; being verified, 409.
 */
export async function cancelOpenPayment(
  deps: KhipuDeps,
  payment: OpenPayment,
  reason: CancelReason,
  ip?: string,
): Promise<void> {
  const close = () =>
    deps.db.transaction((tx) =>
      closePayment(tx, payment.id, {
        ...reason,
        action: 'payment_cancelled',
        audit: systemAudit(tx, ip),
      }),
    )
  // NOTE: without Khipu configured nothing can be paid there any more; it just closes here.
  if (deps.runtime.mode === 'unavailable') return void (await close())
  const khipuId = await startedKhipuId(deps, payment)
  if (!khipuId) return
  let change
  try {
    change = await deps.runtime.client.deletePayment(khipuId)
  } catch (error) {
    if (error instanceof KhipuError) throw new HttpError(502, 'KHIPU_UNAVAILABLE')
    throw error
  }
  if (change !== 'refused') return void (await close())
  await settle(deps, khipuId, await askKhipu(deps, khipuId))
}

/** Cancels every open payment covering any of `invoiceIds` (see cancelOpenPayment). */
export async function cancelOpenPayments(
  deps: KhipuDeps,
  invoiceIds: readonly string[],
  reason: CancelReason,
  ip?: string,
): Promise<void> {
  for (const payment of await openPaymentsOf(deps.db, invoiceIds)) {
    await cancelOpenPayment(deps, payment, reason, ip)
  }
}

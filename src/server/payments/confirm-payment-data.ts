// Applies what Khipu says about a payment to our records — the one confirmation path shared by
// the webhook, the reconciliation job, the return page and the starts that meet an open payment.
// Khipu's own answer (GET /v3/payments/{id}) is the truth, never the notification body;
// duplicates are no-ops. Money for a cobro no longer owed is listed for the office to refund.
import { and, eq, inArray } from 'drizzle-orm'
import { creditNoteReasons } from '#shared/i18n/boletas.ts'
import { paymentNotes } from '#shared/i18n/payments.ts'
import { audit as writeAudit, type AuditEntry } from '#server/audit.ts'
import type { Db } from '#server/db/client.ts'
import { invoices, khipuPayments, paymentAttempts } from '#server/db/schema.ts'
import { openIssue, settleRefundsOfReversed } from './payment-issues-data.ts'
import { closePayment } from './open-payments-data.ts'
import {
  isExpired,
  isFailed,
  isPaid,
  isReversed,
  type KhipuClient,
  type KhipuPayment,
} from '#server/khipu/client.ts'
import { queueCreditNote, queuePaymentBoleta } from '#server/boletas/boleta-queue-data.ts'

export type ConfirmOutcome =
  'paid' | 'duplicate' | 'not_payable' | 'mismatch' | 'failed' | 'reversed' | 'pending' | 'unknown'

export type ConfirmSource =
  'webhook' | 'reconciliation' | 'return_page' | 'payment_start' | 'office'
export type Audit = (entry: Omit<AuditEntry, 'actorId' | 'ip'>) => Promise<void>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type Payment = typeof khipuPayments.$inferSelect
type Attempt = typeof paymentAttempts.$inferSelect

/**
 * Records Khipu's answer inside `tx`. Paid for the payment's amount and currency: the payment and
 * every attempt become completed, and each invoice still pending is paid — the others (paid
 * meanwhile by another means, or cancelled) are listed as 'a devolver'. Paid another amount: no
 * invoice is paid and the whole sum is to refund. Rejected, expired (`now` past Khipu's
 * expires_date) or flagged: closed at once. Reversed after it was confirmed: its invoices go back
 * to pending and the office is told. Payments that are not ours change nothing.
 */
export async function applyKhipuPayment(
  tx: Db,
  payment: KhipuPayment,
  source: ConfirmSource,
  audit: Audit,
  now: Date = new Date(),
): Promise<ConfirmOutcome> {
  const paymentId = payment.transaction_id ?? ''
  if (!UUID.test(paymentId)) return 'unknown'
  const [ours] = await tx
    .select()
    .from(khipuPayments)
    .where(eq(khipuPayments.id, paymentId))
    .for('update')
  if (!ours) return 'unknown'
  if (ours.khipu_payment_id !== null && ours.khipu_payment_id !== payment.payment_id) {
    return 'unknown'
  }
  const attempts = await tx
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.payment_id, ours.id))
    .orderBy(paymentAttempts.invoice_id)

  if (isReversed(payment)) return reverse(tx, ours, attempts, source, audit)
  if (ours.status === 'completed') return 'duplicate'
  if (!isPaid(payment)) {
    const expired = isExpired(payment, now)
    if (!isFailed(payment) && !expired) return 'pending'
    const notes = expired ? paymentNotes.expired : paymentNotes.rejected
    await closePayment(tx, ours.id, { notes, source, audit, khipuPaymentId: payment.payment_id })
    return 'failed'
  }

  const set = (status: 'completed' | 'failure', notes: string) => ({
    status,
    notes,
    khipu_payment_id: payment.payment_id,
    updated_at: now,
  })
  // NOTE: each attempt's amount is what the payer was shown and Khipu collected; it pays its
  // invoice even if the invoice's total changed since (billing runs cancel a payment first).
  const matches = payment.currency === ours.currency && payment.amount === ours.amount
  if (!matches) {
    if (ours.notes === paymentNotes.amountMismatch) return 'mismatch'
    await tx
      .update(khipuPayments)
      .set(set('failure', paymentNotes.amountMismatch))
      .where(eq(khipuPayments.id, ours.id))
    for (const attempt of attempts) {
      await markAttempt(tx, attempt, set('failure', paymentNotes.amountMismatch), source, audit)
    }
    // The money did arrive: the whole of it goes back (Khipu's currency is CLP for us).
    await openIssue(tx, audit, {
      kind: 'refund_due',
      payment_id: ours.id,
      attempt_id: null,
      invoice_id: null,
      amount: Math.round(payment.amount),
      reason: 'amount_mismatch',
    })
    return 'mismatch'
  }

  const locked = attempts.length
    ? await tx
        .select()
        .from(invoices)
        .where(inArray(invoices.id, [...new Set(attempts.map((a) => a.invoice_id))]))
        .orderBy(invoices.id)
        .for('update')
    : []
  const byId = new Map(locked.map((i) => [i.id, i]))
  const payable = attempts.filter((a) => byId.get(a.invoice_id)?.status === 'pending')
  // The money arrived, so every attempt is completed; a cobro no longer owed is to refund.
  await tx
    .update(khipuPayments)
    .set(set('completed', paymentNotes.paid))
    .where(eq(khipuPayments.id, ours.id))
  for (const attempt of attempts) {
    const notes = payable.includes(attempt) ? paymentNotes.paid : paymentNotes.notPayable
    await markAttempt(tx, attempt, set('completed', notes), source, audit)
  }
  for (const attempt of attempts.filter((a) => !payable.includes(a))) {
    await openIssue(tx, audit, {
      kind: 'refund_due',
      payment_id: ours.id,
      attempt_id: attempt.id,
      invoice_id: attempt.invoice_id,
      amount: attempt.amount,
      reason:
        byId.get(attempt.invoice_id)?.status === 'paid' ? 'invoice_paid' : 'invoice_cancelled',
    })
  }
  for (const attempt of payable) {
    const invoice = byId.get(attempt.invoice_id)!
    await tx
      .update(invoices)
      .set({ status: 'paid', paid_at: now, updated_at: now })
      .where(eq(invoices.id, invoice.id))
    await audit({
      action: 'invoice_paid',
      entity: 'invoice',
      entityId: invoice.id,
      before: { status: invoice.status },
      after: {
        status: 'paid',
        paid_at: now.toISOString(),
        payment_attempt_id: attempt.id,
        khipu_payment: ours.id,
        paid_amount: attempt.amount,
        ...(attempt.amount === invoice.total_amount ? {} : { total_amount: invoice.total_amount }),
      },
    })
  }
  await queuePaymentBoleta(
    tx,
    { khipuPaymentId: ours.id },
    payable.map((attempt) => ({ invoiceId: attempt.invoice_id, amount: attempt.amount })),
    now,
  )
  return payable.length > 0 ? 'paid' : 'not_payable'
}

/** Sets the attempt's status and notes (and Khipu's id) and audits it, as `action` or by status. */
async function markAttempt(
  tx: Db,
  attempt: Attempt,
  set: {
    status: 'completed' | 'failure'
    notes: string
    khipu_payment_id?: string
    updated_at: Date
  },
  source: ConfirmSource,
  audit: Audit,
  action = set.status === 'completed' ? 'payment_completed' : 'payment_failed',
) {
  await tx.update(paymentAttempts).set(set).where(eq(paymentAttempts.id, attempt.id))
  const { updated_at: _, ...after } = set
  await audit({
    action,
    entity: 'payment_attempt',
    entityId: attempt.id,
    before: { status: attempt.status },
    after: { ...after, source },
  })
}

/**
 * The payer's bank took the money back. A payment never confirmed just closes; a confirmed one
 * becomes a failure with `reversed_at`, each invoice it paid returns to pending (audited) and the
 * office gets a 'reversed' issue per invoice; refunds it still owed are settled (the bank did it).
 */
async function reverse(
  tx: Db,
  ours: Payment,
  attempts: Attempt[],
  source: ConfirmSource,
  audit: Audit,
): Promise<ConfirmOutcome> {
  if (ours.reversed_at) return 'duplicate'
  if (ours.status === 'pending') {
    await closePayment(tx, ours.id, { notes: paymentNotes.rejected, source, audit })
    return 'failed'
  }
  const now = new Date()
  const wasCompleted = ours.status === 'completed'
  await tx
    .update(khipuPayments)
    .set({ status: 'failure', notes: paymentNotes.reversed, reversed_at: now, updated_at: now })
    .where(eq(khipuPayments.id, ours.id))
  const refunded = await settleRefundsOfReversed(tx, ours.id)
  if (!wasCompleted) return 'reversed'
  for (const attempt of attempts) {
    const reversed = { status: 'failure', notes: paymentNotes.reversed, updated_at: now } as const
    await markAttempt(tx, attempt, reversed, source, audit, 'payment_reversed')
    // An attempt that was to be refunded never paid its invoice.
    if (refunded.has(attempt.id)) continue
    const [unpaid] = await tx
      .update(invoices)
      .set({ status: 'pending', paid_at: null, updated_at: now })
      .where(and(eq(invoices.id, attempt.invoice_id), eq(invoices.status, 'paid')))
      .returning({ id: invoices.id })
    if (!unpaid) continue
    await audit({
      action: 'invoice_unpaid',
      entity: 'invoice',
      entityId: attempt.invoice_id,
      before: { status: 'paid', khipu_payment: ours.id },
      after: { status: 'pending', reason: 'reversed' },
    })
    await openIssue(tx, audit, {
      kind: 'reversed',
      payment_id: ours.id,
      attempt_id: attempt.id,
      invoice_id: attempt.invoice_id,
      amount: attempt.amount,
      reason: 'reversed',
    })
  }
  await queueCreditNote(tx, { khipuPaymentId: ours.id }, creditNoteReasons.reversed, now)
  return 'reversed'
}

/**
 * Asks Khipu about one payment and applies the answer in its own transaction (no actor). A
 * payment Khipu no longer knows (deleted there) is closed at once.
 */
export async function confirmPayment(
  db: Db,
  client: KhipuClient,
  khipuPaymentId: string,
  source: ConfirmSource,
): Promise<ConfirmOutcome> {
  const payment = await client.getPayment(khipuPaymentId)
  const systemAudit = (tx: Db) => (entry: Omit<AuditEntry, 'actorId' | 'ip'>) =>
    writeAudit(tx, { ...entry, actorId: null })
  if (!payment) {
    return db.transaction(async (tx) => {
      const closed = await closePayment(tx, khipuPaymentId, {
        notes: paymentNotes.deleted,
        source,
        audit: systemAudit(tx),
        byKhipuId: true,
      })
      return closed ? 'failed' : 'unknown'
    })
  }
  return db.transaction((tx) => applyKhipuPayment(tx, payment, source, systemAudit(tx)))
}

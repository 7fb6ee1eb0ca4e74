// Applies what Khipu says about a payment to our records — the one confirmation path shared by
// the webhook, the reconciliation job and the return page. Khipu's own answer (GET
// /v3/payments/{id}) is the truth, never the notification body; duplicates are no-ops.
import { eq, inArray } from 'drizzle-orm'
import { paymentNotes } from '#shared/i18n/payments.ts'
import { audit as writeAudit, type AuditEntry } from '#server/audit.ts'
import type { Db } from '#server/db/client.ts'
import { invoices, khipuPayments, paymentAttempts } from '#server/db/schema.ts'
import { isFailed, isPaid, type KhipuClient, type KhipuPayment } from './client.ts'

export type ConfirmOutcome =
  'paid' | 'duplicate' | 'not_payable' | 'mismatch' | 'failed' | 'pending' | 'unknown'

export type ConfirmSource = 'webhook' | 'reconciliation' | 'return_page' | 'payment_start'
type Audit = (entry: Omit<AuditEntry, 'actorId' | 'ip'>) => Promise<void>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Records Khipu's answer inside `tx`: the payment it names (by transaction_id) and every attempt
 * of it become completed and all their invoices paid — together or not at all — when Khipu says
 * paid the payment's amount and currency; failure when Khipu rejected it or collected another
 * amount (then no invoice is paid). Payments that are not ours change nothing.
 */
export async function applyKhipuPayment(
  tx: Db,
  payment: KhipuPayment,
  source: ConfirmSource,
  audit: Audit,
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
  if (ours.status === 'completed') return 'duplicate'
  const attempts = await tx
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.payment_id, ours.id))
    .orderBy(paymentAttempts.invoice_id)

  /** Sets the payment to `status` with `notes`, and its attempts (or those given) likewise. */
  const mark = async (
    status: 'completed' | 'failure',
    notes: string,
    which: readonly (typeof attempts)[number][] = attempts,
    attemptNotes: (attempt: (typeof attempts)[number]) => string = () => notes,
  ) => {
    const at = new Date()
    const set = { status, notes, khipu_payment_id: payment.payment_id, updated_at: at }
    await tx.update(khipuPayments).set(set).where(eq(khipuPayments.id, ours.id))
    for (const attempt of which) {
      const own = { ...set, notes: attemptNotes(attempt) }
      await tx.update(paymentAttempts).set(own).where(eq(paymentAttempts.id, attempt.id))
      await audit({
        action: status === 'completed' ? 'payment_completed' : 'payment_failed',
        entity: 'payment_attempt',
        entityId: attempt.id,
        before: { status: attempt.status },
        after: { status, notes: own.notes, khipu_payment_id: payment.payment_id, source },
      })
    }
  }

  if (!isPaid(payment)) {
    if (!isFailed(payment)) return 'pending'
    if (ours.status === 'pending') await mark('failure', paymentNotes.rejected)
    return 'failed'
  }

  // NOTE: each attempt's amount is what the payer was shown and Khipu collected; it pays its
  // invoice even if the invoice's total changed since (billing runs skip invoices being paid).
  const matches = payment.currency === ours.currency && payment.amount === ours.amount
  if (!matches) {
    if (ours.notes !== paymentNotes.amountMismatch)
      await mark('failure', paymentNotes.amountMismatch)
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
  // The money arrived, so every attempt is completed; the school sorts out invoices no longer owed.
  await mark('completed', paymentNotes.paid, attempts, (a) =>
    payable.includes(a) ? paymentNotes.paid : paymentNotes.notPayable,
  )
  const paidAt = new Date()
  for (const attempt of payable) {
    const invoice = byId.get(attempt.invoice_id)!
    await tx
      .update(invoices)
      .set({ status: 'paid', paid_at: paidAt, updated_at: paidAt })
      .where(eq(invoices.id, invoice.id))
    await audit({
      action: 'invoice_paid',
      entity: 'invoice',
      entityId: invoice.id,
      before: { status: invoice.status },
      after: {
        status: 'paid',
        paid_at: paidAt.toISOString(),
        payment_attempt_id: attempt.id,
        khipu_payment: ours.id,
        paid_amount: attempt.amount,
        ...(attempt.amount === invoice.total_amount ? {} : { total_amount: invoice.total_amount }),
      },
    })
  }
  return payable.length > 0 ? 'paid' : 'not_payable'
}

/** Asks Khipu about one payment and applies the answer in its own transaction (no actor). */
export async function confirmPayment(
  db: Db,
  client: KhipuClient,
  paymentId: string,
  source: ConfirmSource,
): Promise<ConfirmOutcome> {
  const payment = await client.getPayment(paymentId)
  if (!payment) return 'unknown'
  return db.transaction((tx) =>
    applyKhipuPayment(tx, payment, source, (entry) => writeAudit(tx, { ...entry, actorId: null })),
  )
}

// Applies what Khipu says about a payment to our records — the one confirmation path shared by
// the webhook, the reconciliation job and the return page. Khipu's own answer (GET
// /v3/payments/{id}) is the truth, never the notification body; duplicates are no-ops.
import { eq } from 'drizzle-orm'
import { paymentNotes } from '#shared/i18n/payments.ts'
import { audit as writeAudit, type AuditEntry } from '#server/audit.ts'
import type { Db } from '#server/db/client.ts'
import { invoices, paymentAttempts } from '#server/db/schema.ts'
import { isFailed, isPaid, type KhipuClient, type KhipuPayment } from './client.ts'

export type ConfirmOutcome =
  'paid' | 'duplicate' | 'not_payable' | 'mismatch' | 'failed' | 'pending' | 'unknown'

export type ConfirmSource = 'webhook' | 'reconciliation' | 'return_page' | 'payment_start'
type Audit = (entry: Omit<AuditEntry, 'actorId' | 'ip'>) => Promise<void>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Records Khipu's answer inside `tx`: the attempt it names (by transaction_id) becomes completed
 * and its invoice paid when Khipu says paid the attempt's amount and currency; failure when Khipu
 * rejected it or collected another amount. Payments that are not ours change nothing.
 */
export async function applyKhipuPayment(
  tx: Db,
  payment: KhipuPayment,
  source: ConfirmSource,
  audit: Audit,
): Promise<ConfirmOutcome> {
  const attemptId = payment.transaction_id ?? ''
  if (!UUID.test(attemptId)) return 'unknown'
  const [attempt] = await tx
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, attemptId))
    .for('update')
  if (!attempt) return 'unknown'
  if (attempt.khipu_payment_id !== null && attempt.khipu_payment_id !== payment.payment_id) {
    return 'unknown'
  }
  if (attempt.status === 'completed') return 'duplicate'

  const mark = async (status: 'completed' | 'failure', notes: string) => {
    await tx
      .update(paymentAttempts)
      .set({ status, notes, khipu_payment_id: payment.payment_id, updated_at: new Date() })
      .where(eq(paymentAttempts.id, attempt.id))
    await audit({
      action: status === 'completed' ? 'payment_completed' : 'payment_failed',
      entity: 'payment_attempt',
      entityId: attempt.id,
      before: { status: attempt.status },
      after: { status, notes, khipu_payment_id: payment.payment_id, source },
    })
  }

  if (!isPaid(payment)) {
    if (!isFailed(payment)) return 'pending'
    if (attempt.status === 'pending') await mark('failure', paymentNotes.rejected)
    return 'failed'
  }

  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.id, attempt.invoice_id))
    .for('update')
  if (!invoice) return 'unknown'
  // NOTE: the attempt's amount is what the payer was shown and Khipu collected; it pays the
  // invoice even if the invoice's total changed since (billing runs skip invoices being paid).
  const matches = payment.currency === attempt.currency && payment.amount === attempt.amount
  if (!matches) {
    if (attempt.notes !== paymentNotes.amountMismatch) {
      await mark('failure', paymentNotes.amountMismatch)
    }
    return 'mismatch'
  }
  if (invoice.status !== 'pending') {
    // The money arrived, so the attempt is completed; the school has to sort out the invoice.
    await mark('completed', paymentNotes.notPayable)
    return 'not_payable'
  }
  await mark('completed', paymentNotes.paid)
  const paidAt = new Date()
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
      paid_amount: attempt.amount,
      ...(attempt.amount === invoice.total_amount ? {} : { total_amount: invoice.total_amount }),
    },
  })
  return 'paid'
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

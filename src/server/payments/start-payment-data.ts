// What starting a payment reads and writes: the invoice to pay (with its payer's RUT) and its
// payment attempts (a recent pending one, one still being started, a new one, its Khipu id or
// its failure to start).
import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import { paymentNotes } from '#shared/i18n/payments.ts'
import { audit } from '#server/audit.ts'
import type { Db } from '#server/db/client.ts'
import { invoices, paymentAttempts, users } from '#server/db/schema.ts'

export type Invoice = { id: string; status: string; billing_period: string; total_amount: number }
export type InvoiceToPay = Invoice & { payer_rut: string | null }

/** The invoice `id` with its payer's RUT; `lock` holds its row until the transaction ends. */
export async function invoiceToPay(
  db: Db,
  id: string,
  lock = false,
): Promise<InvoiceToPay | undefined> {
  const query = db
    .select({
      id: invoices.id,
      status: invoices.status,
      billing_period: invoices.billing_period,
      total_amount: invoices.total_amount,
      payer_rut: users.rut,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.payer_id))
    .where(eq(invoices.id, id))
  const [invoice] = lock ? await query.for('update', { of: invoices }) : await query
  return invoice
}

/** The newest pending attempt for the invoice's current total created after `since`. */
export async function recentPendingAttempt(db: Db, invoice: Invoice, since: Date) {
  const [recent] = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.invoice_id, invoice.id),
        eq(paymentAttempts.status, 'pending'),
        eq(paymentAttempts.amount, invoice.total_amount),
        gt(paymentAttempts.created_at, since),
      ),
    )
    .orderBy(desc(paymentAttempts.created_at))
    .limit(1)
  return recent
}

/** Whether a pending attempt with no Khipu id yet was created after `since` (being started). */
export async function attemptBeingStarted(tx: Db, invoiceId: string, since: Date) {
  const [starting] = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.invoice_id, invoiceId),
        eq(paymentAttempts.status, 'pending'),
        isNull(paymentAttempts.khipu_payment_id),
        gt(paymentAttempts.created_at, since),
      ),
    )
    .limit(1)
  return starting !== undefined
}

/** A new pending attempt to pay `amount` CLP. */
export async function insertAttempt(tx: Db, invoiceId: string, amount: number) {
  const [row] = await tx
    .insert(paymentAttempts)
    .values({ invoice_id: invoiceId, amount, currency: 'CLP' })
    .returning()
  return row!
}

export async function recordKhipuPaymentId(db: Db, attemptId: string, khipuPaymentId: string) {
  await db
    .update(paymentAttempts)
    .set({ khipu_payment_id: khipuPaymentId, updated_at: new Date() })
    .where(eq(paymentAttempts.id, attemptId))
}

/** Marks the attempt failed (Khipu could not open it), audited with the payer's address. */
export async function markStartFailed(db: Db, attemptId: string, ip: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(paymentAttempts)
      .set({ status: 'failure', notes: paymentNotes.startFailed, updated_at: new Date() })
      .where(eq(paymentAttempts.id, attemptId))
    await audit(tx, {
      actorId: null,
      action: 'payment_failed',
      entity: 'payment_attempt',
      entityId: attemptId,
      after: { status: 'failure', notes: paymentNotes.startFailed },
      ip,
    })
  })
}

// Payments an admin records outside Khipu (cash, bank transfer): recording one marks its pending
// cobro paid, annulling it returns the cobro to pending. Both run inside the caller's transaction
// with the cobro's row locked, so a Khipu start, a billing run or a second admin cannot interleave.
import { and, eq, isNull } from 'drizzle-orm'
import type { ManualPaymentBody } from '#shared/contract/ledger.ts'
import { creditNoteReasons } from '#shared/i18n/boletas.ts'
import { queueCreditNote, queuePaymentBoleta } from '#server/boletas/boleta-queue-data.ts'
import type { Db } from '#server/db/client.ts'
import { invoices, manualPayments, paymentAttempts } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'

type Recorded = typeof manualPayments.$inferSelect

async function lockInvoice(tx: Db, id: string) {
  const [invoice] = await tx
    .select({ id: invoices.id, status: invoices.status, total_amount: invoices.total_amount })
    .from(invoices)
    .where(eq(invoices.id, id))
    .for('update')
  return invoice
}

/** Whether a Khipu attempt of the cobro is still pending (the billing run's "in progress"). */
async function khipuInProgress(tx: Db, invoiceId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.invoice_id, invoiceId), eq(paymentAttempts.status, 'pending')))
    .limit(1)
  return row !== undefined
}

/** Records the payment and marks the cobro paid; refuses (404/409) what cannot be recorded. */
export async function recordManualPayment(
  tx: Db,
  invoiceId: string,
  body: ManualPaymentBody & { paid_on: string },
  actorId: string,
): Promise<{ payment: Recorded; before: { status: string } }> {
  const invoice = await lockInvoice(tx, invoiceId)
  if (!invoice) throw new HttpError(404, 'NOT_FOUND')
  if (invoice.status !== 'pending') throw new HttpError(409, 'MANUAL_PAYMENT_NOT_PENDING')
  if (body.amount !== invoice.total_amount) {
    throw new HttpError(409, 'MANUAL_PAYMENT_AMOUNT_MISMATCH')
  }
  if (await khipuInProgress(tx, invoiceId)) {
    throw new HttpError(409, 'MANUAL_PAYMENT_KHIPU_IN_PROGRESS')
  }
  const now = new Date()
  const [payment] = await tx
    .insert(manualPayments)
    .values({
      invoice_id: invoiceId,
      amount: body.amount,
      paid_on: body.paid_on,
      method: body.method,
      reference: body.reference ?? null,
      recorded_by: actorId,
    })
    .returning()
  await tx
    .update(invoices)
    .set({ status: 'paid', paid_at: now, updated_at: now })
    .where(eq(invoices.id, invoiceId))
  await queuePaymentBoleta(
    tx,
    { manualPaymentId: payment!.id },
    [{ invoiceId, amount: body.amount }],
    now,
  )
  return { payment: payment!, before: { status: invoice.status } }
}

/** Marks the payment annulled (kept, with who and why) and returns its cobro to pending. */
export async function annulManualPayment(
  tx: Db,
  paymentId: string,
  reason: string,
  actorId: string,
): Promise<Recorded> {
  const [found] = await tx
    .select({ invoice_id: manualPayments.invoice_id })
    .from(manualPayments)
    .where(eq(manualPayments.id, paymentId))
  if (!found) throw new HttpError(404, 'NOT_FOUND')
  // The cobro first, then the payment: the same order as recording, so two admins cannot deadlock.
  const invoice = await lockInvoice(tx, found.invoice_id)
  const now = new Date()
  const [annulled] = await tx
    .update(manualPayments)
    .set({ annulled_at: now, annulled_by: actorId, annul_reason: reason })
    .where(and(eq(manualPayments.id, paymentId), isNull(manualPayments.annulled_at)))
    .returning()
  if (!annulled) throw new HttpError(409, 'MANUAL_PAYMENT_ANNULLED')
  if (invoice?.status === 'paid') {
    await tx
      .update(invoices)
      .set({ status: 'pending', paid_at: null, updated_at: now })
      .where(eq(invoices.id, found.invoice_id))
  }
  await queueCreditNote(tx, { manualPaymentId: paymentId }, creditNoteReasons.annulled(reason), now)
  return annulled
}

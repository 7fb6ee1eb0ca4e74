// What starting a payment reads and writes: the invoices to pay (with their payer's RUT), the
// Khipu payment covering them (one attempt per invoice): a recent pending one for exactly those
// invoices, one still being started, a new one, its Khipu id or its failure to start.
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm'
import { paymentNotes } from '#shared/i18n/payments.ts'
import { audit } from '#server/audit.ts'
import type { Db } from '#server/db/client.ts'
import { invoices, khipuPayments, paymentAttempts, users } from '#server/db/schema.ts'

export type Invoice = { id: string; status: string; billing_period: string; total_amount: number }
export type InvoiceToPay = Invoice & { payer_rut: string | null }

/**
 * The invoices `ids` with their payer's RUT, by id; `lock` holds their rows (in id order, so two
 * payments of overlapping invoices cannot deadlock) until the transaction ends.
 */
export async function invoicesToPay(
  db: Db,
  ids: readonly string[],
  lock = false,
): Promise<InvoiceToPay[]> {
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
    .where(inArray(invoices.id, [...ids]))
    .orderBy(invoices.id)
  return lock ? query.for('update', { of: invoices }) : query
}

/**
 * The newest pending Khipu payment created after `since` covering exactly `invoices`, each for
 * its current total (what the payer would be asked for again), with its Khipu id.
 */
export async function recentPendingPayment(db: Db, toPay: readonly Invoice[], since: Date) {
  const first = toPay[0]
  if (!first) return undefined
  const candidates = await db
    .select({ id: khipuPayments.id, khipu_payment_id: khipuPayments.khipu_payment_id })
    .from(paymentAttempts)
    .innerJoin(khipuPayments, eq(khipuPayments.id, paymentAttempts.payment_id))
    .where(
      and(
        eq(paymentAttempts.invoice_id, first.id),
        eq(khipuPayments.status, 'pending'),
        gt(khipuPayments.created_at, since),
      ),
    )
    .orderBy(desc(khipuPayments.created_at))
  const wanted = new Map(toPay.map((i) => [i.id, i.total_amount]))
  for (const candidate of candidates) {
    const shares = await db
      .select({ invoice_id: paymentAttempts.invoice_id, amount: paymentAttempts.amount })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.payment_id, candidate.id))
    const same =
      shares.length === wanted.size && shares.every((s) => wanted.get(s.invoice_id) === s.amount)
    if (same) return candidate
  }
  return undefined
}

/** Whether a pending attempt of one of `invoiceIds`, with no Khipu id yet, is being started. */
export async function attemptBeingStarted(tx: Db, invoiceIds: readonly string[], since: Date) {
  const [starting] = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        inArray(paymentAttempts.invoice_id, [...invoiceIds]),
        eq(paymentAttempts.status, 'pending'),
        isNull(paymentAttempts.khipu_payment_id),
        gt(paymentAttempts.created_at, since),
      ),
    )
    .limit(1)
  return starting !== undefined
}

/** A new pending Khipu payment of the invoices' totals, with one pending attempt per invoice. */
export async function insertPayment(tx: Db, toPay: readonly Invoice[]) {
  const amount = toPay.reduce((sum, i) => sum + i.total_amount, 0)
  const [payment] = await tx.insert(khipuPayments).values({ amount, currency: 'CLP' }).returning()
  await tx.insert(paymentAttempts).values(
    toPay.map((i) => ({
      payment_id: payment!.id,
      invoice_id: i.id,
      amount: i.total_amount,
      currency: 'CLP',
    })),
  )
  return payment!
}

export async function recordKhipuPaymentId(db: Db, paymentId: string, khipuPaymentId: string) {
  await db.transaction(async (tx) => {
    const set = { khipu_payment_id: khipuPaymentId, updated_at: new Date() }
    await tx.update(khipuPayments).set(set).where(eq(khipuPayments.id, paymentId))
    await tx.update(paymentAttempts).set(set).where(eq(paymentAttempts.payment_id, paymentId))
  })
}

/** Marks the payment and its attempts failed (Khipu could not open it), audited with the IP. */
export async function markStartFailed(db: Db, paymentId: string, ip: string) {
  await db.transaction(async (tx) => {
    const set = {
      status: 'failure' as const,
      notes: paymentNotes.startFailed,
      updated_at: new Date(),
    }
    await tx.update(khipuPayments).set(set).where(eq(khipuPayments.id, paymentId))
    await tx.update(paymentAttempts).set(set).where(eq(paymentAttempts.payment_id, paymentId))
    await audit(tx, {
      actorId: null,
      action: 'payment_failed',
      entity: 'khipu_payment',
      entityId: paymentId,
      after: { status: 'failure', notes: paymentNotes.startFailed },
      ip,
    })
  })
}

// Open Khipu payments in the database: the invoices a start would pay (locked), the open payments
// covering some of them with every invoice each one covers, a new payment with one attempt per
// invoice, its Khipu id, and closing one. An invoice is in at most one open payment: the unique
// index `payment_attempts_open_invoice_uq` guarantees it whatever races the callers.
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { isInvoicePayer, isInvoiceStudent, payers, students } from '#server/db/invoice-people.ts'
import { invoices, khipuPayments, paymentAttempts } from '#server/db/schema.ts'
import type { Audit, ConfirmSource } from './confirm-payment-data.ts'

export type Invoice = { id: string; status: string; billing_period: string; total_amount: number }
export type InvoiceToPay = Invoice & {
  payer_id: string
  payer_rut: string | null
  student_name: string
}

/**
 * The invoices `ids` with their payer and student's first name, by id; `lock` holds their rows
 * (in id order, so two starts of overlapping invoices cannot deadlock) until the transaction ends.
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
      payer_id: invoices.payer_id,
      payer_rut: payers.rut,
      student_name: students.name,
    })
    .from(invoices)
    .innerJoin(students, isInvoiceStudent)
    .innerJoin(payers, isInvoicePayer)
    .where(inArray(invoices.id, [...ids]))
    .orderBy(invoices.id)
  return lock ? query.for('update', { of: invoices }) : query
}

export interface OpenPayment {
  id: string
  khipu_payment_id: string | null
  created_at: Date
  amount: number
  /** Every invoice the payment covers, with its share. */
  shares: { invoice_id: string; amount: number }[]
}

/** The open (pending) payments covering any of `invoiceIds`, oldest first. */
export async function openPaymentsOf(db: Db, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) return []
  const touching = db
    .selectDistinct({ id: paymentAttempts.payment_id })
    .from(paymentAttempts)
    .where(
      and(
        inArray(paymentAttempts.invoice_id, [...invoiceIds]),
        eq(paymentAttempts.status, 'pending'),
      ),
    )
  const rows = await db
    .select({
      id: khipuPayments.id,
      khipu_payment_id: khipuPayments.khipu_payment_id,
      created_at: khipuPayments.created_at,
      amount: khipuPayments.amount,
      invoice_id: paymentAttempts.invoice_id,
      share: paymentAttempts.amount,
    })
    .from(khipuPayments)
    .innerJoin(paymentAttempts, eq(paymentAttempts.payment_id, khipuPayments.id))
    .where(and(inArray(khipuPayments.id, touching), eq(paymentAttempts.status, 'pending')))
    .orderBy(asc(khipuPayments.created_at), khipuPayments.id, paymentAttempts.invoice_id)
  const byId = new Map<string, OpenPayment>()
  for (const row of rows) {
    const payment = byId.get(row.id) ?? {
      id: row.id,
      khipu_payment_id: row.khipu_payment_id,
      created_at: row.created_at,
      amount: row.amount,
      shares: [],
    }
    payment.shares.push({ invoice_id: row.invoice_id, amount: row.share })
    byId.set(row.id, payment)
  }
  return [...byId.values()]
}

/** Whether any invoice of `period` is in an open payment. */
export async function hasOpenPayments(db: Db, period: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .innerJoin(invoices, eq(invoices.id, paymentAttempts.invoice_id))
    .where(and(eq(paymentAttempts.status, 'pending'), eq(invoices.billing_period, period)))
    .limit(1)
  return row !== undefined
}

/** Whether `payment` covers exactly `toPay`, each for its current total (what the payer owes). */
export function coversExactly(payment: OpenPayment, toPay: readonly Invoice[]): boolean {
  const wanted = new Map(toPay.map((i) => [i.id, i.total_amount]))
  return (
    payment.shares.length === wanted.size &&
    payment.shares.every((s) => wanted.get(s.invoice_id) === s.amount)
  )
}

/** A new pending Khipu payment of the invoices' totals, with one pending attempt per invoice. */
export async function insertPayment(tx: Db, toPay: readonly Invoice[], subject: string) {
  const amount = toPay.reduce((sum, i) => sum + i.total_amount, 0)
  const [payment] = await tx
    .insert(khipuPayments)
    .values({ amount, currency: 'CLP', subject })
    .returning()
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

/** The Khipu id of the payment `paymentId`, and whether it is still open. */
export async function paymentState(db: Db, paymentId: string) {
  const [row] = await db
    .select({ khipu_payment_id: khipuPayments.khipu_payment_id, status: khipuPayments.status })
    .from(khipuPayments)
    .where(eq(khipuPayments.id, paymentId))
  return row
}

export interface CloseOptions {
  notes: string
  source: ConfirmSource | 'payment_start_failed' | 'superseded' | 'manual_payment' | 'billing'
  audit: Audit
  /** 'payment_cancelled' when we cancelled it at Khipu; 'payment_failed' otherwise. */
  action?: 'payment_failed' | 'payment_cancelled'
  /** Recorded on the rows when Khipu's answer named it. */
  khipuPaymentId?: string
  /** `id` is Khipu's payment id rather than ours. */
  byKhipuId?: boolean
}

/**
 * Closes an open payment: it and its pending attempts become failures with `notes`, audited per
 * attempt. False when it was not open (already closed, completed, or unknown).
 */
export async function closePayment(tx: Db, id: string, options: CloseOptions): Promise<boolean> {
  const now = new Date()
  const [closed] = await tx
    .update(khipuPayments)
    .set({
      status: 'failure',
      notes: options.notes,
      updated_at: now,
      ...(options.khipuPaymentId ? { khipu_payment_id: options.khipuPaymentId } : {}),
    })
    .where(
      and(
        options.byKhipuId ? eq(khipuPayments.khipu_payment_id, id) : eq(khipuPayments.id, id),
        eq(khipuPayments.status, 'pending'),
      ),
    )
    .returning({ id: khipuPayments.id })
  if (!closed) return false
  const attempts = await tx
    .update(paymentAttempts)
    .set({ status: 'failure', notes: options.notes, updated_at: now })
    .where(and(eq(paymentAttempts.payment_id, closed.id), eq(paymentAttempts.status, 'pending')))
    .returning({ id: paymentAttempts.id })
  for (const attempt of attempts) {
    await options.audit({
      action: options.action ?? 'payment_failed',
      entity: 'payment_attempt',
      entityId: attempt.id,
      before: { status: 'pending' },
      after: { status: 'failure', notes: options.notes, source: options.source },
    })
  }
  return true
}

// What the public payment portal reads: a payer's invoices by RUT and an invoice's payment
// attempts (all of them, or those still pending after a while).
import { and, desc, eq, gte, lt, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { PortalInvoice } from '#shared/contract/invoices.ts'
import { lastTwelveMonths } from '#shared/dates.ts'
import { maskRut } from '#shared/rut.ts'
import type { Db } from '#server/db/client.ts'
import { invoices, paymentAttempts, users } from '#server/db/schema.ts'

const payers = alias(users, 'payer')
const students = alias(users, 'student')

/**
 * The invoices of the payer with `rut`: paid ones of the last twelve months and anything still
 * owed however old, newest period first. No names; the student's RUT is masked.
 */
export async function portalInvoicesOf(db: Db, rut: string): Promise<PortalInvoice[]> {
  const oldest = lastTwelveMonths().at(-1)!.value
  const rows = await db
    .select({
      id: invoices.id,
      billing_period: invoices.billing_period,
      status: invoices.status,
      student_rut: students.rut,
      line_items: invoices.line_items,
      total_amount: invoices.total_amount,
    })
    .from(invoices)
    .innerJoin(payers, eq(payers.id, invoices.payer_id))
    .innerJoin(students, eq(students.id, invoices.student_id))
    .where(
      and(
        eq(payers.rut, rut),
        or(
          eq(invoices.status, 'pending'),
          and(eq(invoices.status, 'paid'), gte(invoices.billing_period, oldest)),
        ),
      ),
    )
    .orderBy(desc(invoices.billing_period), invoices.created_at, invoices.id)
  return rows.map(({ student_rut, line_items, ...row }) => ({
    ...row,
    student_rut_masked: student_rut ? maskRut(student_rut) : null,
    line_items: line_items.map(({ description, amount }) => ({ description, amount })),
  }))
}

export async function invoiceExists(db: Db, id: string): Promise<boolean> {
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id))
  return invoice !== undefined
}

/** Every attempt to pay the invoice, the most recent first. */
export const attemptsOf = (db: Db, invoiceId: string) =>
  db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.invoice_id, invoiceId))
    .orderBy(desc(paymentAttempts.created_at), desc(paymentAttempts.id))

/** The invoice's attempts still pending and created before `before`, with their Khipu id. */
export const pendingAttemptsBefore = (db: Db, invoiceId: string, before: Date) =>
  db
    .select({ id: paymentAttempts.id, khipu: paymentAttempts.khipu_payment_id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.invoice_id, invoiceId),
        eq(paymentAttempts.status, 'pending'),
        lt(paymentAttempts.created_at, before),
      ),
    )

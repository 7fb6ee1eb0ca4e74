// What the public payment portal reads: a payer's invoices by RUT (more for the recognised
// guardian) and an invoice's payment attempts (all of them, or those still pending after a while).
import { and, desc, eq, gte, inArray, lt, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { shortName, withoutDates } from '#shared/billing/portal-lines.ts'
import type { CobroOutcome, PortalInvoice } from '#shared/contract/invoices.ts'
import { lastTwelveMonths } from '#shared/dates.ts'
import { isPayable } from '#shared/invoice-rules.ts'
import { maskRut } from '#shared/rut.ts'
import type { Db } from '#server/db/client.ts'
import { isInvoicePayer, isInvoiceStudent, payers, students } from '#server/db/invoice-people.ts'
import { personName } from '#server/db/person-ref.ts'
import { invoices, khipuPayments, paymentAttempts, paymentIssues } from '#server/db/schema.ts'

/** The invoice's student as the portal may show them: RUT (to mask) and name (to shorten). */
const portalStudent = { rut: students.rut, ...personName(students) }

const maskedRut = (rut: string | null) => (rut ? maskRut(rut) : null)

/** The label of `student` for whoever the portal recognised: shown only to their payer. */
const studentLabel = (student: { name: string; last_name: string }, shown: boolean) =>
  shown ? shortName(student.name, student.last_name) : null

/**
 * The invoices of the payer with `rut`: paid ones of the last twelve months and anything still
 * owed however old, newest period first. The student's RUT is masked. Unless `recognised` names
 * their payer (the portal proof), no names and no days attended; recognised, the child's first
 * name and last initial, the lines as billed and the receipt of each paid invoice. `payable` is
 * the payment rule's verdict at `now`.
 */
export async function portalInvoicesOf(
  db: Db,
  rut: string,
  recognised?: string,
  now: Date = new Date(),
): Promise<PortalInvoice[]> {
  const oldest = lastTwelveMonths(now).at(-1)!.value
  const rows = await db
    .select({
      id: invoices.id,
      billing_period: invoices.billing_period,
      status: invoices.status,
      payer_id: invoices.payer_id,
      student: portalStudent,
      line_items: invoices.line_items,
      total_amount: invoices.total_amount,
    })
    .from(invoices)
    .innerJoin(students, isInvoiceStudent)
    .innerJoin(payers, isInvoicePayer)
    .where(
      and(
        eq(payers.rut, rut),
        or(
          eq(invoices.status, 'pending'),
          and(eq(invoices.status, 'paid'), gte(invoices.billing_period, oldest)),
        ),
      ),
    )
    .orderBy(desc(invoices.billing_period), students.name, invoices.created_at, invoices.id)
  const known = rows.filter((r) => r.payer_id === recognised && r.status === 'paid')
  const receipts = await receiptsOf(
    db,
    known.map((r) => r.id),
  )
  return rows.map((row) => {
    const shown = row.payer_id === recognised
    return {
      id: row.id,
      billing_period: row.billing_period,
      status: row.status,
      total_amount: row.total_amount,
      student_rut_masked: maskedRut(row.student.rut),
      student_label: studentLabel(row.student, shown),
      receipt_id: shown ? (receipts.get(row.id) ?? null) : null,
      payable: isPayable(row, now),
      line_items: row.line_items.map(({ description, amount }) => ({
        description: shown ? description : withoutDates(description),
        amount,
      })),
    }
  })
}

/** The completed Khipu payment of each paid invoice, by invoice id. */
async function receiptsOf(db: Db, invoiceIds: string[]): Promise<Map<string, string>> {
  if (invoiceIds.length === 0) return new Map()
  const rows = await db
    .select({ invoice_id: paymentAttempts.invoice_id, payment_id: paymentAttempts.payment_id })
    .from(paymentAttempts)
    .where(
      and(inArray(paymentAttempts.invoice_id, invoiceIds), eq(paymentAttempts.status, 'completed')),
    )
    .orderBy(paymentAttempts.updated_at)
  return new Map(rows.map((r) => [r.invoice_id, r.payment_id]))
}

export async function invoiceExists(db: Db, id: string): Promise<boolean> {
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id))
  return invoice !== undefined
}

const siblings = alias(paymentAttempts, 'sibling')

const outcomeOf = (status: 'pending' | 'completed' | 'failure', refund: boolean): CobroOutcome =>
  refund ? 'refund' : status === 'completed' ? 'paid' : status === 'failure' ? 'failed' : 'pending'

/**
 * Every attempt to pay the invoice, the most recent first, with its Khipu payment's total and
 * every cobro that payment covers (names only when `recognised` is their payer).
 */
export async function attemptsOf(db: Db, invoiceId: string, recognised?: string) {
  const attempts = await db
    .select({
      payment_id: paymentAttempts.payment_id,
      amount: paymentAttempts.amount,
      status: paymentAttempts.status,
      updated_at: paymentAttempts.updated_at,
      notes: paymentAttempts.notes,
      payment_amount: khipuPayments.amount,
    })
    .from(paymentAttempts)
    .innerJoin(khipuPayments, eq(khipuPayments.id, paymentAttempts.payment_id))
    .where(eq(paymentAttempts.invoice_id, invoiceId))
    .orderBy(desc(paymentAttempts.created_at), desc(paymentAttempts.id))
  if (attempts.length === 0) return []
  const shares = await db
    .select({
      payment_id: siblings.payment_id,
      billing_period: invoices.billing_period,
      amount: siblings.amount,
      status: siblings.status,
      refund: paymentIssues.id,
      payer_id: invoices.payer_id,
      student: portalStudent,
    })
    .from(siblings)
    .innerJoin(invoices, eq(invoices.id, siblings.invoice_id))
    .innerJoin(students, isInvoiceStudent)
    .leftJoin(
      paymentIssues,
      and(eq(paymentIssues.attempt_id, siblings.id), eq(paymentIssues.kind, 'refund_due')),
    )
    .where(inArray(siblings.payment_id, [...new Set(attempts.map((a) => a.payment_id))]))
    .orderBy(desc(invoices.billing_period), students.name, siblings.id)
  return attempts.map(({ payment_id, ...attempt }) => {
    const cobros = shares
      .filter((share) => share.payment_id === payment_id)
      .map((share) => ({
        billing_period: share.billing_period,
        amount: share.amount,
        outcome: outcomeOf(share.status, share.refund !== null),
        student_label: studentLabel(share.student, share.payer_id === recognised),
        student_rut_masked: maskedRut(share.student.rut),
      }))
    return { ...attempt, invoice_count: cobros.length, cobros }
  })
}

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

// What recognising a guardian and their receipts read: whether a birth date is one of the
// guardian's children's (or their own, when a student pays for themselves), the guardian a
// personal link names, and a completed payment with its invoices for the receipt.
import { and, eq, inArray, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { LineItem } from '#shared/contract/invoices.ts'
import type { FastifyRequest } from 'fastify'
import type { Db } from '#server/db/client.ts'
import { signedProofOf } from './portal-proof.ts'
import {
  billedLines,
  isInvoicePayer,
  isInvoiceStudent,
  payers,
  students,
} from '#server/db/invoice-people.ts'
import { personName } from '#server/db/person-ref.ts'
import { invoices, khipuPayments, paymentAttempts, users } from '#server/db/schema.ts'

const children = alias(users, 'child')

/** The active person with `rut` who has a child (or is a student) born on `birthDate`. */
export async function guardianByBirthDate(
  db: Db,
  rut: string,
  birthDate: string,
): Promise<string | undefined> {
  const [match] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(children, or(eq(children.supporter_id, users.id), eq(children.id, users.id)))
    .where(
      and(
        eq(users.rut, rut),
        eq(users.active, true),
        eq(children.role, 'student'),
        eq(children.birth_date, birthDate),
      ),
    )
    .limit(1)
  return match?.id
}

/** The RUT of the active person `id`, if any. */
export async function rutOf(db: Db, id: string): Promise<string | undefined> {
  const [person] = await db
    .select({ rut: users.rut })
    .from(users)
    .where(and(eq(users.id, id), eq(users.active, true)))
  return person?.rut ?? undefined
}

export interface ReceiptRow {
  id: string
  amount: number
  khipu_payment_id: string
  paid_at: Date
  payer_id: string
  payer: { name: string; last_name: string; rut: string | null }
  invoices: {
    billing_period: string
    student: { name: string; last_name: string }
    amount: number
    line_items: LineItem[]
  }[]
}

/** A completed Khipu payment with the invoices it paid; undefined for any other. */
export async function receiptOf(db: Db, paymentId: string): Promise<ReceiptRow | undefined> {
  const [payment] = await db
    .select()
    .from(khipuPayments)
    .where(and(eq(khipuPayments.id, paymentId), eq(khipuPayments.status, 'completed')))
  if (!payment?.khipu_payment_id) return undefined
  const rows = await db
    .select({
      amount: paymentAttempts.amount,
      billing_period: invoices.billing_period,
      line_items: invoices.line_items,
      payer_id: invoices.payer_id,
      student: personName(students),
      payer: { ...personName(payers), rut: payers.rut },
    })
    .from(paymentAttempts)
    .innerJoin(invoices, eq(invoices.id, paymentAttempts.invoice_id))
    .innerJoin(students, isInvoiceStudent)
    .innerJoin(payers, isInvoicePayer)
    .where(and(eq(paymentAttempts.payment_id, payment.id), inArray(invoices.status, ['paid'])))
    .orderBy(invoices.billing_period, students.name)
  const first = rows[0]
  if (!first) return undefined
  return {
    id: payment.id,
    amount: payment.amount,
    khipu_payment_id: payment.khipu_payment_id,
    paid_at: payment.updated_at,
    payer_id: first.payer_id,
    payer: first.payer,
    invoices: rows.map((r) => ({
      billing_period: r.billing_period,
      student: r.student,
      amount: r.amount,
      line_items: billedLines(r.line_items),
    })),
  }
}

/** The guardian a request's portal proof names, for the areas that serve the recognised guardian. */
/**
 * The guardian the request's portal proof names, while that guardian is still an active person
 * of this school with a RUT: a family deleted (or deactivated) after its proof was signed is a
 * stranger from then on, as its personal links are (`rutOf`).
 */
export async function portalProofOf(
  db: Db,
  request: FastifyRequest,
  secret: string,
): Promise<string | undefined> {
  const guardian = signedProofOf(request, secret)
  return guardian && (await rutOf(db, guardian)) ? guardian : undefined
}

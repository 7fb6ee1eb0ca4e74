// An invoice's two people, its student and its payer, as aliases of users with the join conditions
// that bring them in, the query of invoices with both, and the invoice's lines as the API shows them (stored lines may carry more).
import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from './client.ts'
import { personRef } from './person-ref.ts'
import { invoices, users, type InvoiceLineItem } from './schema.ts'

export const students = alias(users, 'student')
export const payers = alias(users, 'payer')

/** Join conditions: the row of `students` is the invoice's student, of `payers` its payer. */
export const isInvoiceStudent = eq(students.id, invoices.student_id)
export const isInvoicePayer = eq(payers.id, invoices.payer_id)

/** Whole invoices with their student and payer (each a PersonRef) and the student's RUT. */
export const selectInvoicesWithPeople = (db: Db) =>
  db
    .select({
      invoice: invoices,
      student: personRef(students),
      student_rut: students.rut,
      payer: personRef(payers),
    })
    .from(invoices)
    .innerJoin(students, isInvoiceStudent)
    .innerJoin(payers, isInvoicePayer)

/** Each line's description, amount and tax flag (when it has one), nothing else stored with it. */
export const billedLines = (lines: readonly InvoiceLineItem[]) =>
  lines.map(({ description, amount, exempt }) =>
    typeof exempt === 'boolean' ? { description, amount, exempt } : { description, amount },
  )

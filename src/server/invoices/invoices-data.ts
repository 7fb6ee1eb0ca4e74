// The staff's invoice list: every pending invoice with its student and payer.
import { desc, eq } from 'drizzle-orm'
import type { StaffInvoice } from '#shared/contract/invoices.ts'
import type { Db } from '#server/db/client.ts'
import {
  billedLines,
  isInvoicePayer,
  isInvoiceStudent,
  students,
  payers,
} from '#server/db/invoice-people.ts'
import { personRef } from '#server/db/person-ref.ts'
import { invoices } from '#server/db/schema.ts'

/** Pending invoices, newest billing period first, then by the student's last name and name. */
export async function pendingInvoices(db: Db): Promise<StaffInvoice[]> {
  const rows = await db
    .select({
      id: invoices.id,
      billing_period: invoices.billing_period,
      status: invoices.status,
      total_amount: invoices.total_amount,
      line_items: invoices.line_items,
      student_rut: students.rut,
      student: personRef(students),
      payer: personRef(payers),
    })
    .from(invoices)
    .innerJoin(students, isInvoiceStudent)
    .innerJoin(payers, isInvoicePayer)
    .where(eq(invoices.status, 'pending'))
    .orderBy(desc(invoices.billing_period), students.last_name, students.name, invoices.id)
  return rows.map((row) => ({ ...row, line_items: billedLines(row.line_items) }))
}

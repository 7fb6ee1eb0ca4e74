// The staff's invoice list: every pending invoice with its student and payer.
import { desc, eq } from 'drizzle-orm'
import type { StaffInvoice } from '#shared/contract/invoices.ts'
import type { Db } from '#server/db/client.ts'
import { billedLines, selectInvoicesWithPeople, students } from '#server/db/invoice-people.ts'
import { invoices } from '#server/db/schema.ts'

/** Pending invoices, newest billing period first, then by the student's last name and name. */
export async function pendingInvoices(db: Db): Promise<StaffInvoice[]> {
  const rows = await selectInvoicesWithPeople(db)
    .where(eq(invoices.status, 'pending'))
    .orderBy(desc(invoices.billing_period), students.last_name, students.name, invoices.id)
  return rows.map(({ invoice, student, student_rut, payer }) => ({
    id: invoice.id,
    billing_period: invoice.billing_period,
    status: invoice.status,
    total_amount: invoice.total_amount,
    line_items: billedLines(invoice.line_items),
    student_rut,
    student,
    payer,
  }))
}

// The staff's invoice list: every pending invoice with its student and payer.
import { desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { StaffInvoice } from '#shared/contract/invoices.ts'
import type { Db } from '#server/db/client.ts'
import { personRef } from '#server/db/person-ref.ts'
import { invoices, users } from '#server/db/schema.ts'

const payers = alias(users, 'payer')

/** Pending invoices, newest billing period first, then by the student's last name and name. */
export async function pendingInvoices(db: Db): Promise<StaffInvoice[]> {
  const rows = await db
    .select({
      id: invoices.id,
      billing_period: invoices.billing_period,
      status: invoices.status,
      total_amount: invoices.total_amount,
      line_items: invoices.line_items,
      student_rut: users.rut,
      student: personRef(users),
      payer: personRef(payers),
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.student_id))
    .innerJoin(payers, eq(payers.id, invoices.payer_id))
    .where(eq(invoices.status, 'pending'))
    .orderBy(desc(invoices.billing_period), users.last_name, users.name, invoices.id)
  return rows.map((row) => ({
    ...row,
    line_items: row.line_items.map(({ description, amount }) => ({ description, amount })),
  }))
}

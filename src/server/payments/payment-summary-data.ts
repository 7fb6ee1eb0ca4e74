// The dashboard's payment card: whole CLP sums of one billing period's invoices.
import { eq, ne, sql, type SQL } from 'drizzle-orm'
import type { PaymentSummary } from '#shared/contract/dashboard.ts'
import type { Db } from '#server/db/client.ts'
import { invoices } from '#server/db/schema.ts'

/** A sum of total_amount over the rows matching `filter`; 0 when none. bigint, read as a number. */
const sumWhere = (filter: SQL) =>
  sql<number>`coalesce(sum(${invoices.total_amount}) filter (where ${filter}), 0)::bigint`.mapWith(
    Number,
  )

/** All but cancelled, still pending and paid totals of `billingPeriod` (YYYY-MM). */
export async function paymentSummary(db: Db, billingPeriod: string): Promise<PaymentSummary> {
  const [row] = await db
    .select({
      total_billings: sumWhere(ne(invoices.status, 'cancelled')),
      pending_payments: sumWhere(eq(invoices.status, 'pending')),
      completed_payments: sumWhere(eq(invoices.status, 'paid')),
    })
    .from(invoices)
    .where(eq(invoices.billing_period, billingPeriod))
  return row ?? { total_billings: 0, pending_payments: 0, completed_payments: 0 }
}

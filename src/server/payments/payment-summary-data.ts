// The dashboard's payment card: whole CLP sums of one billing period's invoices.
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { PaymentSummary } from '#shared/contract/dashboard.ts'
import type { Db } from '#server/db/client.ts'
import { invoices, manualPayments } from '#server/db/schema.ts'

/** A sum of total_amount over the rows matching `filter`; 0 when none. bigint, read as a number. */
const sumWhere = (filter: SQL) =>
  sql<number>`coalesce(sum(${invoices.total_amount}) filter (where ${filter}), 0)::bigint`.mapWith(
    Number,
  )

const paid = eq(invoices.status, 'paid')

/**
 * All but cancelled, still pending and paid totals of `billingPeriod` (YYYY-MM), the paid split by
 * method: a cobro's live payment recorded by hand (at most one) says cash or transfer, else Khipu.
 */
export async function paymentSummary(db: Db, billingPeriod: string): Promise<PaymentSummary> {
  const [row] = await db
    .select({
      total_billings: sumWhere(ne(invoices.status, 'cancelled')),
      pending_payments: sumWhere(eq(invoices.status, 'pending')),
      completed_payments: sumWhere(paid),
      khipu: sumWhere(and(paid, isNull(manualPayments.id))!),
      cash: sumWhere(and(paid, eq(manualPayments.method, 'cash'))!),
      transfer: sumWhere(and(paid, eq(manualPayments.method, 'transfer'))!),
    })
    .from(invoices)
    .leftJoin(
      manualPayments,
      and(eq(manualPayments.invoice_id, invoices.id), isNull(manualPayments.annulled_at)),
    )
    .where(eq(invoices.billing_period, billingPeriod))
  // An aggregate without GROUP BY always answers one row.
  const { khipu, cash, transfer, ...totals } = row!
  return { ...totals, paid_by_method: { khipu, cash, transfer } }
}

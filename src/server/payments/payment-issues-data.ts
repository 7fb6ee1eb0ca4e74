// Money the office must act on (table payment_issues): Khipu money for a cobro no longer owed
// ('refund_due') and confirmed payments the bank reversed ('reversed'). Opening one is idempotent
// (one per attempt and kind); a Khipu refund is claimed before it is asked for, so two admins or
// two instances never refund the same money twice.
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { PaymentIssue } from '#shared/contract/payment-issues.ts'
import { santiagoIso } from '#shared/dates.ts'
import type { Db } from '#server/db/client.ts'
import { isInvoicePayer, isInvoiceStudent, payers, students } from '#server/db/invoice-people.ts'
import { personRef } from '#server/db/person-ref.ts'
import { invoices, khipuPayments, paymentIssues, users } from '#server/db/schema.ts'
import type { Audit } from './confirm-payment-data.ts'

type NewIssue = Pick<
  typeof paymentIssues.$inferInsert,
  'kind' | 'payment_id' | 'attempt_id' | 'invoice_id' | 'amount' | 'reason'
>

/** Lists an issue for the office, once: a second call for the same attempt and kind is a no-op. */
export async function openIssue(tx: Db, audit: Audit, issue: NewIssue): Promise<void> {
  const [row] = await tx
    .insert(paymentIssues)
    .values(issue)
    .onConflictDoNothing()
    .returning({ id: paymentIssues.id })
  if (!row) return
  await audit({
    action: issue.kind === 'refund_due' ? 'refund_due' : 'payment_reversed_notice',
    entity: 'payment_issue',
    entityId: row.id,
    after: { ...issue },
  })
}

/**
 * The bank reversed payment `paymentId`: refunds it still owed are settled (the money went back).
 * Answers the attempts that had a refund listed (they never paid their invoice).
 */
export async function settleRefundsOfReversed(tx: Db, paymentId: string): Promise<Set<string>> {
  await tx
    .update(paymentIssues)
    .set({ resolved_at: new Date(), resolution: 'acknowledged', reference: 'reversed' })
    .where(
      and(
        eq(paymentIssues.payment_id, paymentId),
        eq(paymentIssues.kind, 'refund_due'),
        isNull(paymentIssues.resolved_at),
      ),
    )
  const rows = await tx
    .select({ attempt_id: paymentIssues.attempt_id })
    .from(paymentIssues)
    .where(
      and(
        eq(paymentIssues.payment_id, paymentId),
        eq(paymentIssues.kind, 'refund_due'),
        isNotNull(paymentIssues.attempt_id),
      ),
    )
  return new Set(rows.map((r) => r.attempt_id!))
}

const resolvers = alias(users, 'resolver')

function issueQuery(db: Db) {
  return db
    .select({
      issue: paymentIssues,
      khipu_payment_id: khipuPayments.khipu_payment_id,
      billing_period: invoices.billing_period,
      student: personRef(students),
      payer: personRef(payers),
      resolver: sql<string | null>`trim(${resolvers.name} || ' ' || ${resolvers.last_name})`,
    })
    .from(paymentIssues)
    .innerJoin(khipuPayments, eq(khipuPayments.id, paymentIssues.payment_id))
    .leftJoin(invoices, eq(invoices.id, paymentIssues.invoice_id))
    .leftJoin(students, isInvoiceStudent)
    .leftJoin(payers, isInvoicePayer)
    .leftJoin(resolvers, eq(resolvers.id, paymentIssues.resolved_by))
}

type IssueQueryRow = Awaited<ReturnType<typeof issueQuery>>[number]

function toIssue(row: IssueQueryRow): PaymentIssue {
  return {
    id: row.issue.id,
    kind: row.issue.kind,
    reason: row.issue.reason as PaymentIssue['reason'],
    amount: row.issue.amount,
    created_at: santiagoIso(row.issue.created_at),
    khipu_payment_id: row.khipu_payment_id,
    invoice: row.issue.invoice_id
      ? {
          id: row.issue.invoice_id,
          billing_period: row.billing_period!,
          student: row.student!,
          payer: row.payer!,
        }
      : null,
    refund_started_at: row.issue.refund_started_at
      ? santiagoIso(row.issue.refund_started_at)
      : null,
    resolved_at: row.issue.resolved_at ? santiagoIso(row.issue.resolved_at) : null,
    resolution: row.issue.resolution,
    resolved_by: row.resolver,
    reference: row.issue.reference,
  }
}

/** Open issues first (oldest first), then the last `resolvedLimit` resolved ones (newest first). */
export async function listIssues(db: Db, resolvedLimit = 50): Promise<PaymentIssue[]> {
  const open = await issueQuery(db)
    .where(isNull(paymentIssues.resolved_at))
    .orderBy(asc(paymentIssues.created_at), paymentIssues.id)
  const resolved = await issueQuery(db)
    .where(isNotNull(paymentIssues.resolved_at))
    .orderBy(desc(paymentIssues.resolved_at), paymentIssues.id)
    .limit(resolvedLimit)
  return [...open, ...resolved].map(toIssue)
}

export async function loadIssue(db: Db, id: string): Promise<PaymentIssue | undefined> {
  const [row] = await issueQuery(db).where(eq(paymentIssues.id, id))
  return row ? toIssue(row) : undefined
}

export type IssueRow = typeof paymentIssues.$inferSelect

/** The issue `id` with its Khipu payment id, locked until the transaction ends. */
export async function lockIssue(tx: Db, id: string) {
  const [row] = await tx
    .select({ issue: paymentIssues, khipu_payment_id: khipuPayments.khipu_payment_id })
    .from(paymentIssues)
    .innerJoin(khipuPayments, eq(khipuPayments.id, paymentIssues.payment_id))
    .where(eq(paymentIssues.id, id))
    .for('update', { of: paymentIssues })
  return row
}

/** Marks the issue's Khipu refund as being asked for (false: someone else already is). */
export async function claimRefund(db: Db, id: string): Promise<boolean> {
  const claimed = await db
    .update(paymentIssues)
    .set({ refund_started_at: new Date() })
    .where(
      and(
        eq(paymentIssues.id, id),
        eq(paymentIssues.kind, 'refund_due'),
        isNull(paymentIssues.resolved_at),
        isNull(paymentIssues.refund_started_at),
      ),
    )
    .returning({ id: paymentIssues.id })
  return claimed.length > 0
}

/** Gives a claim back (Khipu refused or could not be reached): the office may try again. */
export async function releaseRefund(db: Db, id: string): Promise<void> {
  await db
    .update(paymentIssues)
    .set({ refund_started_at: null })
    .where(and(eq(paymentIssues.id, id), isNull(paymentIssues.resolved_at)))
}

export async function resolveIssue(
  tx: Db,
  id: string,
  resolution: NonNullable<IssueRow['resolution']>,
  by: string,
  reference: string | null,
): Promise<IssueRow | undefined> {
  const [row] = await tx
    .update(paymentIssues)
    .set({ resolved_at: new Date(), resolved_by: by, resolution, reference })
    .where(and(eq(paymentIssues.id, id), isNull(paymentIssues.resolved_at)))
    .returning()
  return row
}

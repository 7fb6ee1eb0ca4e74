// The monthly billing run (DESIGN §7): computes a period's invoices from attendance and prices,
// diffs them against the stored ones and applies creates, updates and cancellations in ONE
// transaction under an advisory lock (one run at a time across instances). Paid never changes.
// An invoice with an open payment is changed once that payment is cancelled at Khipu; only one
// whose payment Khipu is already verifying is held (skipped, with the reason, until it ends).
import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  buildPeriodInvoices,
  carriesServiceFee,
  diffInvoices,
  type InvoiceDiff,
  type InvoiceDraft,
} from '#shared/billing/period-invoices.ts'
import type { InvoiceChange, InvoiceGeneration } from '#shared/contract/invoices.ts'
import { paymentInProgressReason } from '#shared/i18n/billing.ts'
import { audit as writeAudit, type AuditEntry } from '#server/audit.ts'
import { queryRows, type Db } from '#server/db/client.ts'
import { auditLog, invoices } from '#server/db/schema.ts'
import {
  loadAttendance,
  loadPaying,
  loadPeople,
  loadPeriodInvoices,
  loadPrices,
  type StoredInvoice,
} from './load-period.ts'

/** pg advisory lock key of the billing run ('bill' in ASCII). */
const BILLING_LOCK = 0x62696c6c
export const GENERATE_ACTION = 'invoices_generate'

export interface GenerateOptions {
  dryRun?: boolean
  /** Records the audit row; defaults to a system entry (no actor). */
  audit?: (entry: Omit<AuditEntry, 'actorId' | 'ip'>) => Promise<void>
  /** For the scheduler: do nothing (and return null) when the period was already generated. */
  onlyIfNotGenerated?: boolean
}

interface Plan {
  diff: InvoiceDiff<StoredInvoice>
  existing: Map<string, StoredInvoice>
  people: Map<string, { id: string; name: string; last_name: string }>
}

async function plan(db: Db, period: string, lock: boolean): Promise<Plan> {
  const [attendance, prices, existing] = [
    await loadAttendance(db, period),
    await loadPrices(db, period),
    await loadPeriodInvoices(db, period, lock),
  ]
  const pending = existing.filter((i) => i.status === 'pending').map((i) => i.id)
  const paying = await loadPaying(db, pending)
  const rows = attendance.rows
  // A payer whose invoice that will not change (paid, or being paid) carries the fee owes no other.
  const feeCarriers = new Map(
    existing
      .filter((i) => i.status === 'paid' || (i.status === 'pending' && paying.has(i.id)))
      .filter((i) => carriesServiceFee(i.lines))
      .map((i) => [i.payer_id, i.student_id] as const),
  )
  const drafts = buildPeriodInvoices(period, rows, prices, feeCarriers)
  const diff = diffInvoices(existing, drafts, paying)
  const ids = [
    ...[...diff.create, ...diff.update.map((u) => u.draft)].flatMap((d) => [
      d.student_id,
      d.payer_id,
    ]),
    ...[...diff.cancel, ...diff.held.map((h) => h.invoice)].flatMap((i) => [
      i.student_id,
      i.payer_id,
    ]),
  ]
  return {
    diff,
    existing: new Map(existing.map((i) => [i.id, i])),
    people: await loadPeople(db, ids, attendance.people),
  }
}

function summarise(
  period: string,
  dryRun: boolean,
  { diff, existing, people }: Plan,
  createdIds: ReadonlyMap<string, string>,
): InvoiceGeneration {
  const person = (id: string) => people.get(id) ?? { id, name: '', last_name: '' }
  const fromDraft = (
    action: 'create' | 'update',
    draft: InvoiceDraft,
    id: string | null,
  ): InvoiceChange => ({
    action,
    invoice_id: id,
    student: person(draft.student_id),
    payer: person(draft.payer_id),
    total_amount: draft.total,
    previous_total: id && action === 'update' ? (existing.get(id)?.total ?? null) : null,
    line_items: draft.lines,
  })
  const changes: InvoiceChange[] = [
    ...diff.create.map((d) => fromDraft('create', d, createdIds.get(d.student_id) ?? null)),
    ...diff.update.map((u) => fromDraft('update', u.draft, u.id)),
    ...diff.cancel.map((i) => ({
      action: 'cancel' as const,
      invoice_id: i.id,
      student: person(i.student_id),
      payer: person(i.payer_id),
      total_amount: i.total,
      previous_total: null,
      line_items: [...i.lines],
    })),
    ...diff.held.map(({ invoice, draft }) => ({
      action: 'skip' as const,
      invoice_id: invoice.id,
      student: person(invoice.student_id),
      payer: person(invoice.payer_id),
      total_amount: invoice.total,
      previous_total: null,
      line_items: [...invoice.lines],
      reason: paymentInProgressReason(draft?.total ?? null, dryRun),
    })),
  ]
  const liveUntouched = diff.untouched.filter((i) => i.status !== 'cancelled')
  const total =
    [...diff.create, ...diff.update.map((u) => u.draft)].reduce((sum, d) => sum + d.total, 0) +
    [...liveUntouched, ...diff.held.map((h) => h.invoice)].reduce((sum, i) => sum + i.total, 0)
  return {
    billing_period: period,
    dry_run: dryRun,
    created: diff.create.length,
    updated: diff.update.length,
    cancelled: diff.cancel.length,
    unchanged: liveUntouched.length,
    skipped: diff.held.length,
    total_amount: total,
    changes,
  }
}

async function apply(tx: Db, period: string, diff: InvoiceDiff<StoredInvoice>) {
  const createdIds = new Map<string, string>()
  if (diff.create.length > 0) {
    const values = diff.create.map((d) => ({
      student_id: d.student_id,
      payer_id: d.payer_id,
      total: d.total,
      lines: d.lines,
    }))
    // One statement and one parameter for every new invoice: building a multi-row insert value
    // by value cost more than the database's work for it.
    const rows = await queryRows<{ id: string; student_id: string }>(
      tx,
      sql`
        insert into ${invoices} (billing_period, student_id, payer_id, status, total_amount, line_items)
        select ${period}, v.student_id, v.payer_id, 'pending', v.total, v.lines
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
          as v(student_id uuid, payer_id uuid, total integer, lines jsonb)
        returning id, student_id`,
    )
    for (const row of rows) createdIds.set(row.student_id, row.id)
  }
  if (diff.update.length > 0) {
    const values = diff.update.map(({ id, draft }) => ({
      id,
      payer_id: draft.payer_id,
      total: draft.total,
      lines: draft.lines,
    }))
    // One statement for every update; the status guard keeps a just-paid invoice untouched.
    await tx.execute(sql`
      update invoices as i
      set payer_id = v.payer_id, total_amount = v.total, line_items = v.lines, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
        as v(id uuid, payer_id uuid, total integer, lines jsonb)
      where i.id = v.id and i.status = 'pending'`)
  }
  if (diff.cancel.length > 0) {
    await tx
      .update(invoices)
      .set({ status: 'cancelled', updated_at: new Date() })
      .where(
        and(
          inArray(
            invoices.id,
            diff.cancel.map((i) => i.id),
          ),
          eq(invoices.status, 'pending'),
        ),
      )
  }
  return createdIds
}

export async function wasGenerated(db: Db, period: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, GENERATE_ACTION), eq(auditLog.entity_id, period)))
    .limit(1)
  return row !== undefined
}

/**
 * Generates (or regenerates) the invoices of `period` ('YYYY-MM'); with `dryRun`, only says what
 * it would do. Idempotent: a second run finds nothing to change. Null only with
 * `onlyIfNotGenerated` when the period already had a run.
 */
export async function generateInvoices(
  db: Db,
  period: string,
  options: GenerateOptions = {},
): Promise<InvoiceGeneration | null> {
  if (options.dryRun) return summarise(period, true, await plan(db, period, false), new Map())

  return db.transaction(async (tx) => {
    // Blocking, so a second run waits for the first and then finds nothing left to do.
    await tx.execute(sql`select pg_advisory_xact_lock(${BILLING_LOCK})`)
    if (options.onlyIfNotGenerated && (await wasGenerated(tx, period))) return null
    const planned = await plan(tx, period, true)
    const createdIds = await apply(tx, period, planned.diff)
    const summary = summarise(period, false, planned, createdIds)
    const { changes: _changes, ...counts } = summary
    const entry = {
      action: GENERATE_ACTION,
      entity: 'billing_period',
      entityId: period,
      after: counts,
    }
    await (options.audit ? options.audit(entry) : writeAudit(tx, { ...entry, actorId: null }))
    return summary
  })
}

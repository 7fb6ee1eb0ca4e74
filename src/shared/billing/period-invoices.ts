// A billing period's invoices for every student (DESIGN §7): drafts from flat attendance rows, and
// the diff against the period's stored invoices that makes regeneration idempotent.
import type { InvoiceStatus, LineItem } from '../contract/invoices.ts'
import { SERVICE_FEE_PREFIX } from '../i18n/billing.ts'
import {
  computeInvoice,
  type AttendedSession,
  type InvoiceComputation,
  type PriceList,
} from './compute-invoice.ts'

/** One attended session of one student, as a join of session_students and users gives it. */
export interface AttendanceRow extends AttendedSession {
  student_id: string
  /** The student's supporter (apoderado), who pays; null when the student pays. */
  supporter_id: string | null
}

export interface InvoiceDraft extends InvoiceComputation {
  billing_period: string
  student_id: string
  payer_id: string
}

function byString(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * One draft per student who owes something in `period`, sorted by student id. The payer is the
 * supporter, or the student when none. Rows of one student should agree on the supporter; if they
 * do not, the smallest id wins so the result does not depend on row order.
 *
 * The service fee is charged once per payer and month: on the payer's invoice of the student with
 * the smallest id among those who owe something, unless `feeCarriers` names the payer's student
 * whose invoice already carries it and will not change (a paid one, or one being paid).
 */
export function buildPeriodInvoices(
  period: string,
  rows: readonly AttendanceRow[],
  prices: PriceList,
  feeCarriers: ReadonlyMap<string, string> = new Map(),
): InvoiceDraft[] {
  const students = new Map<string, { supporter: string | null; sessions: AttendanceRow[] }>()
  for (const row of rows) {
    const entry = students.get(row.student_id) ?? { supporter: null, sessions: [] }
    if (
      row.supporter_id !== null &&
      (entry.supporter === null || row.supporter_id < entry.supporter)
    ) {
      entry.supporter = row.supporter_id
    }
    entry.sessions.push(row)
    students.set(row.student_id, entry)
  }
  const drafts: InvoiceDraft[] = []
  const charged = new Set<string>()
  const sorted = [...students].sort(([a], [b]) => byString(a, b))
  for (const [studentId, { supporter, sessions }] of sorted) {
    const payer = supporter ?? studentId
    const carrier = feeCarriers.get(payer)
    const serviceFee = carrier === undefined ? !charged.has(payer) : carrier === studentId
    const invoice = computeInvoice(period, sessions, prices, { serviceFee })
    if (invoice) {
      charged.add(payer)
      drafts.push({ billing_period: period, student_id: studentId, payer_id: payer, ...invoice })
    }
  }
  return drafts
}

/** Whether a stored invoice's lines carry the service fee. */
export const carriesServiceFee = (lines: readonly LineItem[]) =>
  lines.some((line) => line.description.startsWith(SERVICE_FEE_PREFIX))

/** A stored invoice of the period being regenerated. */
export interface ExistingInvoice {
  id: string
  student_id: string
  /** When given, a pending invoice whose payer changed is updated too. */
  payer_id?: string
  status: InvoiceStatus
  total: number
  lines: readonly LineItem[]
}

export interface InvoiceDiff<E extends ExistingInvoice = ExistingInvoice> {
  /** Students who owe something and have no pending or paid invoice for the period. */
  create: InvoiceDraft[]
  /** Pending invoices whose lines, total or payer changed; write `draft` over `id`. */
  update: { id: string; draft: InvoiceDraft }[]
  /** Pending invoices of students who no longer owe anything, or a second live one for a student. */
  cancel: E[]
  /** Paid and cancelled invoices (never changed) and pending ones already up to date. */
  untouched: E[]
  /**
   * Pending invoices a guardian is paying right now that the run would otherwise update or
   * cancel: kept as they are, so Khipu collects exactly what the bank page showed.
   */
  held: { invoice: E; draft: InvoiceDraft | null }[]
}

function sameContent(existing: ExistingInvoice, draft: InvoiceDraft): boolean {
  return (
    existing.total === draft.total &&
    (existing.payer_id === undefined || existing.payer_id === draft.payer_id) &&
    existing.lines.length === draft.lines.length &&
    existing.lines.every(
      // NOTE: the tax flag counts too: a pending cobro billed before lines carried it (or before
      // a price's flag changed) is rewritten, so its boleta reads the flag in force.
      (line, i) =>
        line.description === draft.lines[i]?.description &&
        line.amount === draft.lines[i]?.amount &&
        line.exempt === draft.lines[i]?.exempt,
    )
  )
}

/**
 * What regenerating a period does to its stored invoices. Paid invoices never change, even when
 * attendance did; a cancelled one is history, so a student who owes again gets a new invoice.
 * A pending invoice in `paying` (ids with a payment in progress) is held rather than changed.
 * Every output list is sorted (drafts by student, invoices by id).
 */
export function diffInvoices<E extends ExistingInvoice>(
  existing: readonly E[],
  drafts: readonly InvoiceDraft[],
  paying: ReadonlySet<string> = new Set(),
): InvoiceDiff<E> {
  const diff: InvoiceDiff<E> = { create: [], update: [], cancel: [], untouched: [], held: [] }
  const live = new Map<string, E[]>()
  for (const invoice of [...existing].sort((a, b) => byString(a.id, b.id))) {
    if (invoice.status === 'cancelled') diff.untouched.push(invoice)
    else live.set(invoice.student_id, [...(live.get(invoice.student_id) ?? []), invoice])
  }
  const draftFor = new Map(drafts.map((d) => [d.student_id, d]))

  for (const [studentId, invoices] of live) {
    const draft = draftFor.get(studentId)
    // The database allows one live invoice per student and period; a paid one outranks the rest.
    const keep = invoices.find((i) => i.status === 'paid') ?? (draft ? invoices[0] : undefined)
    for (const invoice of invoices) {
      const held = invoice.status === 'pending' && paying.has(invoice.id)
      if (invoice !== keep) {
        if (held) diff.held.push({ invoice, draft: null })
        else diff[invoice.status === 'paid' ? 'untouched' : 'cancel'].push(invoice)
      } else if (invoice.status === 'paid' || (draft && sameContent(invoice, draft))) {
        diff.untouched.push(invoice)
      } else if (held) diff.held.push({ invoice, draft: draft ?? null })
      else if (draft) diff.update.push({ id: invoice.id, draft })
    }
  }
  diff.create = [...draftFor.values()]
    .filter((d) => !live.has(d.student_id))
    .sort((a, b) => byString(a.student_id, b.student_id))
  diff.update.sort((a, b) => byString(a.id, b.id))
  diff.cancel.sort((a, b) => byString(a.id, b.id))
  diff.untouched.sort((a, b) => byString(a.id, b.id))
  diff.held.sort((a, b) => byString(a.invoice.id, b.invoice.id))
  return diff
}

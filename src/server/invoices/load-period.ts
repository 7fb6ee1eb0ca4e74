// Reads what generating a billing period needs, in a handful of set-based queries (never one per
// student): the period's attendance rows with the names of students and payers, the prices in
// force for the period (from every price's history), the stored invoices, and any other names.
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm'
import type { AttendanceRow, ExistingInvoice } from '#shared/billing/period-invoices.ts'
import type { PriceList } from '#shared/billing/compute-invoice.ts'
import { priceListFor } from '#shared/billing/price-in-force.ts'
import type { PersonRef } from '#shared/contract/common.ts'
import { periodBounds } from '#shared/dates.ts'
import { groupPriceForPeriod, loadGroupPrices } from '#server/classes/group-prices-data.ts'
import { queryRows, type Db } from '#server/db/client.ts'
import { isAnyOf } from '#server/db/id-array.ts'
import { billedLines } from '#server/db/invoice-people.ts'
import { personRef } from '#server/db/person-ref.ts'
import {
  classSessions,
  invoices,
  paymentAttempts,
  sessionStudents,
  users,
} from '#server/db/schema.ts'
import { loadPriceHistory } from '#server/prices/price-history-data.ts'

/** A PostgreSQL array literal of uuids read from the database (nothing to quote). */

interface StudentAttendance {
  student_id: string
  name: string
  last_name: string
  supporter_id: string | null
  supporter_name: string | null
  supporter_last_name: string | null
  /** 'session-id+' (used transport) or 'session-id-', comma separated. */
  sessions: string
}

export interface PeriodAttendance {
  rows: AttendanceRow[]
  /** Names of the students and their payers, so a run needs no extra query for them. */
  people: Map<string, PersonRef>
}

/**
 * Attended sessions of active students in the period (non-deleted sessions and links). The payer
 * is the student's supporter while that supporter is active, else the student.
 */
export async function loadAttendance(db: Db, period: string): Promise<PeriodAttendance> {
  // NOTE: two reads joined here rather than one SQL join: without fresh table statistics (PGlite
  // never auto-analyzes) the planner nests loops over every student × session. The links come
  // one row per student with their sessions in one text (not one row per link): decoding ~50,000
  // rows was most of a billing run on PGlite.
  const { start, end } = periodBounds(period)
  const sessions = await db
    .select({
      id: classSessions.id,
      session_date: classSessions.session_date,
      class_type: classSessions.class_type,
      group_id: classSessions.group_id,
    })
    .from(classSessions)
    .where(
      and(
        isNull(classSessions.deleted_at),
        isNull(classSessions.cancelled_at),
        gte(classSessions.session_date, start),
        lt(classSessions.session_date, end),
      ),
    )
  const people = new Map<string, PersonRef>()
  if (sessions.length === 0) return { rows: [], people }
  const students = await queryRows<StudentAttendance>(
    db,
    sql`select a.student_id, s.name, s.last_name,
        case when p.active then p.id end as supporter_id,
        p.name as supporter_name, p.last_name as supporter_last_name, a.sessions
      from (
        select ${sessionStudents.student_id} as student_id,
          string_agg(${sessionStudents.session_id}::text
            || case when ${sessionStudents.used_transport} then '+' else '-' end, ',') as sessions
        from ${sessionStudents}
        where ${isAnyOf(
          sessionStudents.session_id,
          sessions.map((row) => row.id),
        )}
          and ${sessionStudents.deleted_at} is null
          and ${sessionStudents.status} = 'present'
        group by ${sessionStudents.student_id}
      ) as a
      join ${users} as s on s.id = a.student_id and s.active and s.role = 'student'
      left join ${users} as p on p.id = s.supporter_id`,
  )
  // A group's own price is the one in force on the month's last day, like every other price.
  const groupIds = [...new Set(sessions.flatMap((row) => (row.group_id ? [row.group_id] : [])))]
  const groupPrices = await loadGroupPrices(db, groupIds)
  const priceOf = new Map(
    groupIds.map((id) => [id, groupPriceForPeriod(groupPrices.get(id), period)]),
  )
  const byId = new Map(sessions.map((row) => [row.id, row]))
  const rows: AttendanceRow[] = []
  for (const student of students) {
    const { student_id, supporter_id } = student
    people.set(student_id, { id: student_id, name: student.name, last_name: student.last_name })
    if (supporter_id) {
      people.set(supporter_id, {
        id: supporter_id,
        name: student.supporter_name ?? '',
        last_name: student.supporter_last_name ?? '',
      })
    }
    for (const link of student.sessions.split(',')) {
      const session = byId.get(link.slice(0, -1))
      if (!session) continue
      const groupPrice = session.group_id ? priceOf.get(session.group_id) : null
      rows.push({
        session_id: session.id,
        session_date: session.session_date,
        class_type: session.class_type,
        group_price_per_session: groupPrice?.price ?? null,
        group_price_exempt: groupPrice?.exempt,
        used_transport: link.endsWith('+'),
        student_id,
        supporter_id,
      })
    }
  }
  return { rows, people }
}

/** The prices that bill `period`: those in force on its last day (see price-in-force.ts). */
export async function loadPrices(db: Db, period: string): Promise<PriceList> {
  return priceListFor(period, await loadPriceHistory(db))
}

export interface StoredInvoice extends ExistingInvoice {
  payer_id: string
}

/**
 * The period's stored invoices. With `lock` (a real run), their rows stay locked until the run
 * commits, so a payment cannot start on one between the run reading it and changing it.
 */
export async function loadPeriodInvoices(
  db: Db,
  period: string,
  lock = false,
): Promise<StoredInvoice[]> {
  const query = db
    .select({
      id: invoices.id,
      student_id: invoices.student_id,
      payer_id: invoices.payer_id,
      status: invoices.status,
      total: invoices.total_amount,
      lines: invoices.line_items,
    })
    .from(invoices)
    .where(eq(invoices.billing_period, period))
  const rows = lock ? await query.for('update') : await query
  return rows.map((row) => ({ ...row, lines: billedLines(row.lines) }))
}

/** Ids of the pending invoices among `invoiceIds` with a payment in progress (a pending attempt). */
export async function loadPaying(db: Db, invoiceIds: readonly string[]): Promise<Set<string>> {
  if (invoiceIds.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ id: paymentAttempts.invoice_id })
    .from(paymentAttempts)
    .where(
      and(eq(paymentAttempts.status, 'pending'), isAnyOf(paymentAttempts.invoice_id, invoiceIds)),
    )
  return new Set(rows.map((row) => row.id))
}

/** Name and last name of each id, reading only those `known` does not have. */
export async function loadPeople(
  db: Db,
  ids: Iterable<string>,
  known: ReadonlyMap<string, PersonRef> = new Map(),
): Promise<Map<string, PersonRef>> {
  const people = new Map(known)
  const missing = [...new Set(ids)].filter((id) => !people.has(id))
  if (missing.length === 0) return people
  const rows = await db.select(personRef(users)).from(users).where(isAnyOf(users.id, missing))
  for (const row of rows) people.set(row.id, row)
  return people
}

// Reads what generating a billing period needs, in a handful of set-based queries (never one per
// student): the period's attendance rows, the price list, the stored invoices, and names.
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AttendanceRow, ExistingInvoice } from '#shared/billing/period-invoices.ts'
import type { PriceList } from '#shared/billing/compute-invoice.ts'
import type { PersonRef } from '#shared/contract/common.ts'
import { periodBounds } from '#shared/dates.ts'
import type { Db } from '#server/db/client.ts'
import {
  classPrices,
  classSessions,
  discountTiers,
  groups,
  invoices,
  serviceFee,
  sessionStudents,
  transportPrice,
  users,
} from '#server/db/schema.ts'

const supporters = alias(users, 'supporter')

const ID_CHUNK = 5000

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += ID_CHUNK) out.push(items.slice(i, i + ID_CHUNK))
  return out
}

/**
 * Attended sessions of active students in the period (non-deleted sessions and links). The payer
 * is the student's supporter while that supporter is active, else the student.
 */
export async function loadAttendance(db: Db, period: string): Promise<AttendanceRow[]> {
  // NOTE: three index-driven reads joined here rather than one SQL join: without fresh table
  // statistics (PGlite never auto-analyzes) the planner nests loops over every student × session.
  const { start, end } = periodBounds(period)
  const sessions = await db
    .select({
      id: classSessions.id,
      session_date: classSessions.session_date,
      class_type: classSessions.class_type,
      group_price_per_session: groups.price_per_session,
    })
    .from(classSessions)
    .leftJoin(groups, eq(groups.id, classSessions.group_id))
    .where(
      and(
        isNull(classSessions.deleted_at),
        gte(classSessions.session_date, start),
        lt(classSessions.session_date, end),
      ),
    )
  const links = []
  for (const ids of chunks(sessions.map((s) => s.id))) {
    links.push(
      ...(await db
        .select({
          session_id: sessionStudents.session_id,
          student_id: sessionStudents.student_id,
          used_transport: sessionStudents.used_transport,
        })
        .from(sessionStudents)
        .where(and(inArray(sessionStudents.session_id, ids), isNull(sessionStudents.deleted_at)))),
    )
  }
  const payers = new Map<string, string | null>()
  for (const ids of chunks([...new Set(links.map((l) => l.student_id))])) {
    const rows = await db
      .select({
        id: users.id,
        supporter_id: sql<string | null>`case when ${supporters.active} then ${supporters.id} end`,
      })
      .from(users)
      .leftJoin(supporters, eq(supporters.id, users.supporter_id))
      .where(and(inArray(users.id, ids), eq(users.active, true), eq(users.role, 'student')))
    for (const row of rows) payers.set(row.id, row.supporter_id)
  }
  const byId = new Map(sessions.map((s) => [s.id, s]))
  return links.flatMap((link) => {
    const session = byId.get(link.session_id)
    const supporter = payers.get(link.student_id)
    if (!session || supporter === undefined) return []
    return [
      {
        session_id: session.id,
        session_date: session.session_date,
        class_type: session.class_type,
        group_price_per_session: session.group_price_per_session,
        used_transport: link.used_transport,
        student_id: link.student_id,
        supporter_id: supporter,
      },
    ]
  })
}

export async function loadPrices(db: Db): Promise<PriceList> {
  const classes = await db
    .select({ class_type: classPrices.class_type, price: classPrices.price })
    .from(classPrices)
  const [transport] = await db.select({ price: transportPrice.price }).from(transportPrice)
  const [fee] = await db.select({ fee_amount: serviceFee.fee_amount }).from(serviceFee)
  const tiers = await db
    .select({
      min_classes: discountTiers.min_classes,
      max_classes: discountTiers.max_classes,
      discount_percentage: discountTiers.discount_percentage,
    })
    .from(discountTiers)
  return {
    class_prices: classes,
    transport_price: transport?.price ?? null,
    service_fee: fee?.fee_amount ?? null,
    discount_tiers: tiers,
  }
}

export interface StoredInvoice extends ExistingInvoice {
  payer_id: string
}

export async function loadPeriodInvoices(db: Db, period: string): Promise<StoredInvoice[]> {
  const rows = await db
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
  return rows.map((row) => ({
    ...row,
    lines: row.lines.map(({ description, amount }) => ({ description, amount })),
  }))
}

/** Name and last name of each id (one query per 5,000 ids). */
export async function loadPeople(db: Db, ids: Iterable<string>): Promise<Map<string, PersonRef>> {
  const unique = [...new Set(ids)]
  const people = new Map<string, PersonRef>()
  for (const chunk of chunks(unique)) {
    const rows = await db
      .select({ id: users.id, name: users.name, last_name: users.last_name })
      .from(users)
      .where(inArray(users.id, chunk))
    for (const row of rows) people.set(row.id, row)
  }
  return people
}

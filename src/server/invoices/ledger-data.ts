// The ledger of one student or one guardian: attendance by month, every cobro in every status
// with its lines, its Khipu attempts and its payments recorded by hand (annulled ones included).
import { and, asc, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { currentBillingPeriod } from '#shared/dates.ts'
import type { Ledger, LedgerInvoice, ManualPayment } from '#shared/contract/ledger.ts'
import type { PersonRef } from '#shared/contract/common.ts'
import type { Db } from '#server/db/client.ts'
import { billedLines, selectInvoicesWithPeople, students } from '#server/db/invoice-people.ts'
import { personRef } from '#server/db/person-ref.ts'
import {
  classSessions,
  groups,
  invoices,
  manualPayments,
  paymentAttempts,
  sessionStudents,
  users,
} from '#server/db/schema.ts'

export type LedgerKind = 'student' | 'guardian'

const ref = personRef(users)

async function subjects(db: Db, kind: LedgerKind, id: string) {
  const role = kind === 'student' ? 'student' : 'supporter'
  const [person] = await db
    .select(ref)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, role)))
  if (!person) return null
  if (kind === 'student') return { person, students: [person] }
  const children = await db
    .select(ref)
    .from(users)
    .where(and(eq(users.supporter_id, id), eq(users.role, 'student')))
    .orderBy(asc(users.name), asc(users.last_name))
  return { person, students: children }
}

async function attendance(db: Db, studentIds: string[]): Promise<Ledger['attendance']> {
  if (studentIds.length === 0) return []
  const rows = await db
    .select({
      session_id: classSessions.id,
      student: personRef(users),
      date: classSessions.session_date,
      class_type: classSessions.class_type,
      group_name: groups.name,
      session_name: classSessions.name,
      used_transport: sessionStudents.used_transport,
    })
    .from(sessionStudents)
    .innerJoin(classSessions, eq(classSessions.id, sessionStudents.session_id))
    .innerJoin(users, eq(users.id, sessionStudents.student_id))
    .leftJoin(groups, eq(groups.id, classSessions.group_id))
    .where(
      and(
        inArray(sessionStudents.student_id, studentIds),
        isNull(sessionStudents.deleted_at),
        isNull(classSessions.deleted_at),
      ),
    )
    .orderBy(desc(classSessions.session_date), asc(users.name))
  const months = new Map<string, Ledger['attendance'][number]['classes']>()
  for (const row of rows) {
    const month = currentBillingPeriod(row.date)
    const list = months.get(month) ?? []
    list.push({
      session_id: row.session_id,
      student: row.student,
      date: row.date.toISOString(),
      class_type: row.class_type,
      name: row.group_name ?? row.session_name,
      used_transport: row.used_transport,
    })
    months.set(month, list)
  }
  return [...months].map(([month, classes]) => ({ month, classes }))
}

async function manualPaymentsWhere(db: Db, where: SQL) {
  const recorders = alias(users, 'recorder')
  const annullers = alias(users, 'annuller')
  const rows = await db
    .select({
      payment: manualPayments,
      recorded_by: personRef(recorders),
      annulled_by: personRef(annullers),
    })
    .from(manualPayments)
    .innerJoin(recorders, eq(recorders.id, manualPayments.recorded_by))
    .leftJoin(annullers, eq(annullers.id, manualPayments.annulled_by))
    .where(where)
    .orderBy(asc(manualPayments.created_at))
  return rows.map(({ payment, recorded_by, annulled_by }) =>
    toManualPayment(payment, recorded_by, annulled_by),
  )
}

/** One manual payment as the API answers it. */
export async function loadManualPayment(db: Db, id: string): Promise<ManualPayment> {
  const [payment] = await manualPaymentsWhere(db, eq(manualPayments.id, id))
  return payment!
}

function toManualPayment(
  row: typeof manualPayments.$inferSelect,
  recordedBy: PersonRef,
  annulledBy: PersonRef | null,
): ManualPayment {
  return {
    id: row.id,
    invoice_id: row.invoice_id,
    amount: row.amount,
    paid_on: row.paid_on,
    method: row.method,
    reference: row.reference,
    recorded_by: recordedBy,
    created_at: row.created_at.toISOString(),
    annulled_at: row.annulled_at?.toISOString() ?? null,
    annulled_by: row.annulled_at ? annulledBy : null,
    annul_reason: row.annul_reason,
  }
}

function ownInvoices(kind: LedgerKind, id: string, studentIds: string[]): SQL | undefined {
  if (kind === 'student') return eq(invoices.student_id, id)
  if (studentIds.length === 0) return eq(invoices.payer_id, id)
  return or(eq(invoices.payer_id, id), inArray(invoices.student_id, studentIds))
}

async function invoicesWhere(db: Db, mine: SQL | undefined): Promise<LedgerInvoice[]> {
  const rows = await selectInvoicesWithPeople(db)
    .where(mine)
    .orderBy(desc(invoices.billing_period), asc(students.name), desc(invoices.created_at))
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.invoice.id)
  const attempts = await db
    .select()
    .from(paymentAttempts)
    .where(inArray(paymentAttempts.invoice_id, ids))
    .orderBy(asc(paymentAttempts.created_at))
  const manual = await manualPaymentsWhere(db, inArray(manualPayments.invoice_id, ids))
  return rows.map(({ invoice, student, payer }): LedgerInvoice => {
    const own = manual.filter((p) => p.invoice_id === invoice.id)
    const live = own.find((p) => p.annulled_at === null)
    return {
      id: invoice.id,
      billing_period: invoice.billing_period,
      status: invoice.status,
      total_amount: invoice.total_amount,
      line_items: billedLines(invoice.line_items),
      student,
      payer,
      paid_at: invoice.paid_at?.toISOString() ?? null,
      paid_by: invoice.status !== 'paid' ? null : (live?.method ?? 'khipu'),
      attempts: attempts
        .filter((a) => a.invoice_id === invoice.id)
        .map((a) => ({
          id: a.id,
          amount: a.amount,
          status: a.status,
          notes: a.notes,
          created_at: a.created_at.toISOString(),
          updated_at: a.updated_at.toISOString(),
        })),
      manual_payments: own,
    }
  })
}

/** The ledger, or null when `id` is not a student (or a guardian, for kind 'guardian'). */
export async function loadLedger(db: Db, kind: LedgerKind, id: string): Promise<Ledger | null> {
  const found = await subjects(db, kind, id)
  if (!found) return null
  const studentIds = found.students.map((s) => s.id)
  return {
    person: found.person,
    students: found.students,
    attendance: await attendance(db, studentIds),
    invoices: await invoicesWhere(db, ownInvoices(kind, id, studentIds)),
  }
}

/** One cobro with its lines, attempts and payments recorded by hand; null when there is none. */
export async function loadLedgerInvoice(db: Db, id: string): Promise<LedgerInvoice | null> {
  const [invoice] = await invoicesWhere(db, eq(invoices.id, id))
  return invoice ?? null
}

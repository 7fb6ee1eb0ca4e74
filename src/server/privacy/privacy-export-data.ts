// Everything the school holds about one family (the guardian and the children they answer for),
// for the guardian's right of access and portability (Ley 21.719) and for admins answering a
// request: one section per kind of record, rows as plain JSON values, staff ids and internal ids
// left out. EXPORT_COVERAGE says, for every table with a column naming a person, whether the
// export carries the family's rows or why not; a test holds it to the schema.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { FamilyExport } from '#shared/contract/privacy.ts'
import { santiagoIso, todayInSantiago } from '#shared/dates.ts'
import { DOCUMENT_NAMES } from '#shared/documents.ts'
import {
  EXPORT_NOT_INCLUDED,
  EXPORT_SECTION_TITLES,
  type ExportSectionKey,
} from '#shared/i18n/privacy.ts'
import { audit } from '#server/audit.ts'
import type { Db } from '#server/db/client.ts'
import {
  auditLog,
  boletas,
  cardDeliveries,
  classSessions,
  dataRequests,
  documentSignatures,
  emergencyCards,
  enquiries,
  groups,
  groupStudents,
  invoices,
  khipuPayments,
  manualPayments,
  paymentAttempts,
  paymentIssues,
  reminders,
  schoolDocuments,
  sessionStudents,
  users,
} from '#server/db/schema.ts'

type Row = Record<string, unknown>

/**
 * Every table with a column referencing `users`: `exported` names the section that carries the
 * family's rows and, for each such column, whether it names the family (how rows are found) or
 * a staff member (left out of the row); `excluded` says why the family has no rows there.
 */
export const EXPORT_COVERAGE: {
  exported: Record<
    string,
    { section: ExportSectionKey; columns: Record<string, 'family' | 'staff'> }
  >
  excluded: Record<string, string>
} = {
  exported: {
    users: { section: 'children', columns: { supporter_id: 'family' } },
    group_students: { section: 'groups', columns: { student_id: 'family' } },
    session_students: { section: 'attendance', columns: { student_id: 'family' } },
    class_sessions: { section: 'attendance', columns: { created_by: 'staff' } },
    invoices: { section: 'invoices', columns: { student_id: 'family', payer_id: 'family' } },
    manual_payments: {
      section: 'manual_payments',
      columns: { recorded_by: 'staff', annulled_by: 'staff' },
    },
    payment_issues: { section: 'payment_issues', columns: { resolved_by: 'staff' } },
    document_signatures: {
      section: 'signatures',
      columns: { guardian_id: 'family', student_id: 'family' },
    },
    reminders: { section: 'reminders', columns: { guardian_id: 'family', sent_by: 'staff' } },
    emergency_cards: {
      section: 'emergency_cards',
      columns: { student_id: 'family', consent_recorded_by: 'staff' },
    },
    card_deliveries: {
      section: 'card_deliveries',
      columns: { student_id: 'family', user_id: 'staff' },
    },
    audit_log: { section: 'card_reads', columns: { actor_id: 'staff' } },
    data_requests: {
      section: 'data_requests',
      columns: { guardian_id: 'family', resolved_by: 'staff' },
    },
  },
  excluded: {
    group_teachers: 'Which teachers teach a group: staff data (the child’s groups are exported).',
    session_teachers:
      'Which teachers taught a class: staff data (the child’s classes are exported).',
    class_session_aliases: 'Other ids a class is known by on staff devices: internal.',
    refresh_tokens: 'Staff sign-in sessions: guardians and students have no account.',
    idempotency_keys: 'Replays of staff writes: internal, and guardians have no account.',
    sync_devices: 'Staff devices’ sync counters: internal.',
    school_holidays: 'The school’s own holidays, naming the admin who added them.',
    school_documents:
      'The school’s own texts (public at /terms and /privacy); each signed version is named in the signatures with its hash.',
  },
}

const students = alias(users, 'student')
const staff = alias(users, 'staff')

/** ISO instant in Santiago, or null. */
const at = (value: Date | null | undefined) => (value ? santiagoIso(value) : null)
const fullName = (p: { name: string; last_name: string } | null | undefined) =>
  p ? `${p.name} ${p.last_name}`.trim() : null

interface Family {
  guardianId: string
  /** The children the guardian answers for (and the guardian, when a student pays for themself). */
  studentIds: string[]
  memberIds: string[]
}

async function familyOf(db: Db, guardianId: string): Promise<Family | undefined> {
  const [guardian] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, guardianId))
  if (!guardian || (guardian.role !== 'supporter' && guardian.role !== 'student')) return undefined
  const children = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.supporter_id, guardianId), eq(users.role, 'student')))
  const studentIds = children.map((c) => c.id)
  if (guardian.role === 'student') studentIds.push(guardian.id)
  return { guardianId, studentIds, memberIds: [...new Set([guardianId, ...studentIds])] }
}

/** `inArray` that stays valid SQL for an empty list (a family without children). */
const within = (column: Parameters<typeof inArray>[0], ids: string[]): SQL =>
  inArray(column, ids.length ? ids : ['00000000-0000-0000-0000-000000000000'])

const personFields = (p: typeof users.$inferSelect): Row => ({
  name: p.name,
  last_name: p.last_name,
  rut: p.rut,
  email: p.email,
  phone: p.phone,
  birth_date: p.birth_date,
  active: p.active,
  created_at: at(p.created_at),
})

async function peopleSections(db: Db, family: Family) {
  const [guardian] = await db.select().from(users).where(eq(users.id, family.guardianId))
  const children = await db
    .select()
    .from(users)
    .where(and(within(users.id, family.studentIds), eq(users.role, 'student')))
    .orderBy(users.name)
  return {
    guardian: guardian!,
    rows: {
      guardian: [personFields(guardian!)],
      children: children.filter((c) => c.id !== family.guardianId).map(personFields),
    },
  }
}

async function classSections(db: Db, family: Family) {
  const enrolments = await db
    .select({
      student: students,
      group: groups.name,
      location: groups.location,
      joined_at: groupStudents.created_at,
      left_at: groupStudents.deleted_at,
    })
    .from(groupStudents)
    .innerJoin(groups, eq(groups.id, groupStudents.group_id))
    .innerJoin(students, eq(students.id, groupStudents.student_id))
    .where(within(groupStudents.student_id, family.studentIds))
    .orderBy(students.name, groups.name)
  const classes = await db
    .select({
      student: students,
      session: classSessions,
      group: groups.name,
      status: sessionStudents.status,
      used_transport: sessionStudents.used_transport,
      removed: sessionStudents.deleted_at,
    })
    .from(sessionStudents)
    .innerJoin(classSessions, eq(classSessions.id, sessionStudents.session_id))
    .leftJoin(groups, eq(groups.id, classSessions.group_id))
    .innerJoin(students, eq(students.id, sessionStudents.student_id))
    .where(within(sessionStudents.student_id, family.studentIds))
    .orderBy(classSessions.session_date, students.name)
  return {
    groups: enrolments.map((e) => ({
      student: fullName(e.student),
      group: e.group,
      location: e.location,
      joined_at: at(e.joined_at),
      left_at: at(e.left_at),
    })),
    attendance: classes.map((c) => ({
      student: fullName(c.student),
      date: at(c.session.session_date),
      class_type: c.session.class_type,
      group: c.group ?? c.session.name,
      location: c.session.location,
      status: c.removed ? 'removed' : c.status,
      used_transport: c.used_transport,
      cancelled: c.session.cancelled_at !== null,
    })),
  }
}

async function moneySections(db: Db, family: Family) {
  const invoiceRows = await db
    .select({ invoice: invoices, student: students })
    .from(invoices)
    .innerJoin(students, eq(students.id, invoices.student_id))
    .where(
      or(eq(invoices.payer_id, family.guardianId), within(invoices.student_id, family.studentIds)),
    )
    .orderBy(invoices.billing_period, students.name)
  const invoiceIds = invoiceRows.map((r) => r.invoice.id)
  const attempts = await db
    .select({ attempt: paymentAttempts, payment: khipuPayments, period: invoices.billing_period })
    .from(paymentAttempts)
    .innerJoin(khipuPayments, eq(khipuPayments.id, paymentAttempts.payment_id))
    .innerJoin(invoices, eq(invoices.id, paymentAttempts.invoice_id))
    .where(within(paymentAttempts.invoice_id, invoiceIds))
    .orderBy(paymentAttempts.created_at)
  const manual = await db
    .select({ payment: manualPayments, period: invoices.billing_period })
    .from(manualPayments)
    .innerJoin(invoices, eq(invoices.id, manualPayments.invoice_id))
    .where(within(manualPayments.invoice_id, invoiceIds))
    .orderBy(manualPayments.created_at)
  const paymentIds = [...new Set(attempts.map((a) => a.payment.id))]
  const issues = await db
    .select()
    .from(paymentIssues)
    .where(
      or(
        within(paymentIssues.invoice_id, invoiceIds),
        within(paymentIssues.payment_id, paymentIds),
      ),
    )
    .orderBy(paymentIssues.created_at)
  const documents = await db
    .select()
    .from(boletas)
    .where(
      or(
        within(boletas.khipu_payment_id, paymentIds),
        within(
          boletas.manual_payment_id,
          manual.map((m) => m.payment.id),
        ),
      ),
    )
    .orderBy(boletas.issue_date, boletas.created_at)
  return {
    invoices: invoiceRows.map(({ invoice, student }) => ({
      billing_period: invoice.billing_period,
      student: fullName(student),
      status: invoice.status,
      total: invoice.total_amount,
      lines: invoice.line_items.map((l) => ({ description: l.description, amount: l.amount })),
      paid_at: at(invoice.paid_at),
      created_at: at(invoice.created_at),
    })),
    khipu_payments: attempts.map(({ attempt, payment, period }) => ({
      billing_period: period,
      amount: attempt.amount,
      status: attempt.status,
      khipu_id: payment.khipu_payment_id,
      subject: payment.subject,
      created_at: at(attempt.created_at),
      reversed_at: at(payment.reversed_at),
    })),
    manual_payments: manual.map(({ payment, period }) => ({
      billing_period: period,
      amount: payment.amount,
      paid_on: payment.paid_on,
      method: payment.method,
      reference: payment.reference,
      annulled_at: at(payment.annulled_at),
      annul_reason: payment.annul_reason,
    })),
    payment_issues: issues.map((i) => ({
      kind: i.kind,
      amount: i.amount,
      reason: i.reason,
      created_at: at(i.created_at),
      resolved_at: at(i.resolved_at),
      resolution: i.resolution,
    })),
    boletas: documents.map((b) => ({
      type: b.type,
      folio: b.folio,
      status: b.status,
      issue_date: b.issue_date,
      receiver_name: b.receiver_name,
      receiver_rut: b.receiver_rut,
      total: b.total,
      items: b.items,
      reason: b.reason,
    })),
  }
}

async function consentSections(db: Db, family: Family) {
  const signatures = await db
    .select({ signature: documentSignatures, document: schoolDocuments, student: students })
    .from(documentSignatures)
    .innerJoin(schoolDocuments, eq(schoolDocuments.id, documentSignatures.document_id))
    .innerJoin(students, eq(students.id, documentSignatures.student_id))
    .where(
      or(
        eq(documentSignatures.guardian_id, family.guardianId),
        within(documentSignatures.student_id, family.studentIds),
      ),
    )
    .orderBy(documentSignatures.signed_at)
  const cards = await db
    .select({ card: emergencyCards, student: students })
    .from(emergencyCards)
    .innerJoin(students, eq(students.id, emergencyCards.student_id))
    .where(within(emergencyCards.student_id, family.studentIds))
  const deliveries = await db
    .select({ delivery: cardDeliveries, student: students, staff })
    .from(cardDeliveries)
    .innerJoin(students, eq(students.id, cardDeliveries.student_id))
    .innerJoin(staff, eq(staff.id, cardDeliveries.user_id))
    .where(within(cardDeliveries.student_id, family.studentIds))
    .orderBy(cardDeliveries.first_at)
  const reads = await db
    .select({ entry: auditLog, student: students, staff })
    .from(auditLog)
    .innerJoin(students, sql`${students.id}::text = ${auditLog.entity_id}`)
    .leftJoin(staff, eq(staff.id, auditLog.actor_id))
    .where(
      and(
        eq(auditLog.action, 'view_emergency_card'),
        eq(auditLog.entity, 'student'),
        within(auditLog.entity_id, family.studentIds),
      ),
    )
    .orderBy(auditLog.at)
  return {
    signatures: signatures.map(({ signature: s, document, student }) => ({
      document: DOCUMENT_NAMES[document.kind],
      version_from: document.valid_from,
      student: fullName(student),
      accepted: s.accepted,
      signer_name: s.signer_name,
      signer_rut: s.signer_rut,
      content_hash: s.content_hash,
      ip: s.ip,
      user_agent: s.user_agent,
      signed_at: at(s.signed_at),
    })),
    emergency_cards: cards.map(({ card, student }) => ({
      student: fullName(student),
      contacts: card.contacts,
      allergies: card.allergies,
      conditions: card.conditions,
      medication: card.medication,
      insurance_provider: card.insurance_provider,
      insurance_plan: card.insurance_plan,
      consent: card.consent,
      consent_date: card.consent_date,
    })),
    card_deliveries: deliveries.map(({ delivery, student, staff: person }) => ({
      student: fullName(student),
      staff: fullName(person),
      first_at: at(delivery.first_at),
      last_at: at(delivery.last_at),
      deliveries: delivery.deliveries,
    })),
    card_reads: reads.map(({ entry, student, staff: person }) => {
      const viewed = (entry.after as { viewed_at?: unknown } | null)?.viewed_at
      return {
        student: fullName(student),
        staff: fullName(person),
        read_at: typeof viewed === 'string' ? viewed : at(entry.at),
      }
    }),
  }
}

/** Keys of audited values that are never the family's data (nor safe to hand out). */
const SECRET_KEY = /password|hash|token|secret/i

function withoutSecrets(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value
  return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_KEY.test(key)))
}

async function contactSections(db: Db, family: Family, guardianPhone: string | null) {
  const sent = await db
    .select()
    .from(reminders)
    .where(eq(reminders.guardian_id, family.guardianId))
    .orderBy(reminders.sent_at)
  const changes = await db
    .select()
    .from(auditLog)
    .where(
      and(
        within(auditLog.entity_id, family.memberIds),
        // NOTE: card reads are their own section.
        or(
          eq(auditLog.entity, 'user'),
          eq(auditLog.entity, 'student'),
          eq(auditLog.entity, 'supporter'),
        ),
      ),
    )
    .orderBy(auditLog.at)
  // A trial-class request names no person of the school: it is the family's when it came from
  // the guardian's phone.
  const asked = guardianPhone
    ? await db
        .select()
        .from(enquiries)
        .where(eq(enquiries.phone, guardianPhone))
        .orderBy(enquiries.created_at)
    : []
  const requests = await db
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.guardian_id, family.guardianId))
    .orderBy(dataRequests.created_at)
  return {
    reminders: sent.map((r) => ({ channel: r.channel, sent_at: at(r.sent_at) })),
    record_changes: changes
      .filter((c) => c.action !== 'view_emergency_card')
      .map((c) => ({
        action: c.action,
        record: c.entity,
        at: at(c.at),
        before: withoutSecrets(c.before),
        after: withoutSecrets(c.after),
      })),
    enquiries: asked.map((e) => ({
      name: e.name,
      child_age: e.child_age,
      level: e.level,
      phone: e.phone,
      message: e.message,
      status: e.status,
      created_at: at(e.created_at),
    })),
    data_requests: requests.map((r) => ({
      kind: r.kind,
      details: r.details,
      status: r.status,
      received_on: todayInSantiago(r.created_at),
      due_on: r.due_on,
      answer: r.answer,
      resolved_at: at(r.resolved_at),
    })),
  }
}

/** Everything the school holds about the family of guardian `guardianId`; undefined if none. */
export async function familyExport(
  db: Db,
  guardianId: string,
  schoolName: string,
  now: Date = new Date(),
): Promise<FamilyExport | undefined> {
  const family = await familyOf(db, guardianId)
  if (!family) return undefined
  const people = await peopleSections(db, family)
  const rows: Record<ExportSectionKey, Row[]> = {
    ...people.rows,
    ...(await classSections(db, family)),
    ...(await moneySections(db, family)),
    ...(await consentSections(db, family)),
    ...(await contactSections(db, family, people.guardian.phone)),
  }
  const keys = Object.keys(EXPORT_SECTION_TITLES) as ExportSectionKey[]
  return {
    format: 'escuela-mtb/datos-familia/1',
    generated_at: santiagoIso(now),
    school: { name: schoolName },
    guardian: {
      name: people.guardian.name,
      last_name: people.guardian.last_name,
      rut: people.guardian.rut,
    },
    sections: keys.map((key) => ({ key, title: EXPORT_SECTION_TITLES[key], rows: rows[key] })),
    not_included: [...EXPORT_NOT_INCLUDED],
  }
}

/** Records that the family's data was handed out (to the guardian: actor null; or to an admin). */
export async function recordExport(
  db: Db,
  entry: { actorId: string | null; guardianId: string; format: 'json' | 'pdf'; ip: string },
) {
  await audit(db, {
    actorId: entry.actorId,
    action: 'export_family_data',
    entity: 'supporter',
    entityId: entry.guardianId,
    after: { format: entry.format },
    ip: entry.ip,
  })
}

// Everything the school holds about one family (the guardian and the children they answer for),
// for the guardian's right of access and portability (Ley 21.719) and for admins answering a
// request: one section per kind of record, rows as plain JSON values, staff ids and internal ids
// left out. Which tables it reads: privacy-export-coverage.ts; the money sections:
// privacy-export-money.ts.
import { and, eq, or, sql } from 'drizzle-orm'
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
  cardDeliveries,
  classSessions,
  dataRequests,
  documentSignatures,
  emergencyCards,
  enquiries,
  groups,
  groupStudents,
  reminders,
  schoolDocuments,
  sessionStudents,
  users,
} from '#server/db/schema.ts'
import { moneySections } from './privacy-export-money.ts'
import {
  at,
  familyOf,
  fullName,
  personFields,
  staff,
  students,
  within,
  type Family,
  type Row,
} from './privacy-export-rows.ts'

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
  // A trial-class request is the family's when it enrolled one of its children, or when it came
  // from the guardian's phone.
  const asked = await db
    .select()
    .from(enquiries)
    .where(
      or(
        within(enquiries.student_id, family.studentIds),
        guardianPhone ? eq(enquiries.phone, guardianPhone) : undefined,
      ),
    )
    .orderBy(enquiries.created_at)
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
      email: e.email,
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
      extension_reason: r.extension_reason,
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

// The emergency card of a student: read (admins all, a teacher only their own students, see
// teacher-scope-data.ts), written
// by admins (audited without the health notes themselves), and every read of it logged.
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type {
  EmergencyCard,
  EmergencyCardViewsBody,
  EmergencyContact,
} from '#shared/contract/emergency.ts'
import { isAdminRole } from '#shared/roles.ts'
import { audit } from '#server/audit.ts'
import type { Db } from '#server/db/client.ts'
import { isAnyOf } from '#server/db/id-array.ts'
import { emergencyCards, users } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import type { WriteContext } from '#server/writes.ts'
import { isOwnStudentOf, type SyncWindow } from '#server/classes/teacher-scope-data.ts'
import { withHealthConsent } from '#server/documents/consent-status-data.ts'

export interface CardReader {
  id: string
  role: string
}

/**
 * The rows of the cards `reader` may see (all for admins; a teacher's own students, the rule of
 * `teacher-scope-data.ts` in the sync window `window`), as a filter on `student`.
 */
export function readableBy(
  reader: CardReader,
  student: AnyPgColumn,
  window?: SyncWindow,
): SQL | undefined {
  return isAdminRole(reader.role) ? undefined : isOwnStudentOf(reader.id, student, window)
}

async function assertStudent(db: Db, studentId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'student'), eq(users.active, true)))
  if (!row) throw new HttpError(404, 'NOT_FOUND')
}

export async function assertMayRead(db: Db, reader: CardReader, studentId: string) {
  await assertStudent(db, studentId)
  const filter = readableBy(reader, users.id)
  if (!filter) return
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, studentId), filter))
  if (!row) throw new HttpError(403, 'FORBIDDEN')
}

const recorder = sql<
  string | null
>`(select trim(u.name || ' ' || u.last_name) from users u where u.id = ${emergencyCards.consent_recorded_by})`

export const cardColumns = {
  student_id: emergencyCards.student_id,
  contacts: emergencyCards.contacts,
  allergies: emergencyCards.allergies,
  conditions: emergencyCards.conditions,
  medication: emergencyCards.medication,
  insurance_provider: emergencyCards.insurance_provider,
  insurance_plan: emergencyCards.insurance_plan,
  consent: emergencyCards.consent,
  consent_date: emergencyCards.consent_date,
  consent_recorded_by: recorder,
  consent_recorded_at: emergencyCards.consent_recorded_at,
  updated_at: emergencyCards.updated_at,
}

type CardRow = Omit<EmergencyCard, 'consent_recorded_at' | 'updated_at'> & {
  consent_recorded_at: Date | null
  updated_at: Date | null
}

export function toCard(row: CardRow): EmergencyCard {
  return {
    ...row,
    consent_recorded_at: row.consent_recorded_at?.toISOString() ?? null,
    updated_at: row.updated_at?.toISOString() ?? null,
  }
}

export const emptyCard = (studentId: string): EmergencyCard => ({
  student_id: studentId,
  contacts: [],
  allergies: '',
  conditions: '',
  medication: '',
  insurance_provider: '',
  insurance_plan: '',
  consent: false,
  consent_date: null,
  consent_recorded_by: null,
  consent_recorded_at: null,
  updated_at: null,
})

export async function readCard(db: Db, studentId: string): Promise<EmergencyCard> {
  const [row] = await db
    .select(cardColumns)
    .from(emergencyCards)
    .where(eq(emergencyCards.student_id, studentId))
  return row ? toCard(row) : emptyCard(studentId)
}

/** The card without health notes nor insurance: what leaves the server without a signed consent. */
function contactsOnly(card: EmergencyCard): EmergencyCard {
  return {
    ...card,
    allergies: '',
    conditions: '',
    medication: '',
    insurance_provider: '',
    insurance_plan: '',
    health_consent_signed: false,
  }
}

/**
 * The cards as `reader` may hold them: health notes only for children with a signed health
 * consent; `online` admins (the card's form) get everything, with the flag saying whether it
 * was signed. Every device (an admin's too) gets the same minimum.
 */
export async function underConsent(
  db: Db,
  reader: CardReader,
  cards: EmergencyCard[],
  online: boolean,
): Promise<EmergencyCard[]> {
  const signed = await withHealthConsent(
    db,
    cards.map((card) => card.student_id),
  )
  const full = online && isAdminRole(reader.role)
  return cards.map((card) =>
    signed.has(card.student_id)
      ? { ...card, health_consent_signed: true }
      : full
        ? { ...card, health_consent_signed: false }
        : contactsOnly(card),
  )
}

/** One card read through the API: GET /students/{id}/emergency. */
export async function readCardFor(db: Db, reader: CardReader, studentId: string) {
  const [card] = await underConsent(db, reader, [await readCard(db, studentId)], true)
  return card!
}

/**
 * The cards `reader` may read, of active students (the sync pull's `emergency_cards`, with the
 * pull's window: the same students the pull sends; a teacher's `students`, worked out by the pull
 * already, when given), health notes only under a signed consent.
 */
export async function readableCards(
  db: Db,
  reader: CardReader,
  window: SyncWindow,
  students?: ReadonlySet<string>,
): Promise<EmergencyCard[]> {
  const readable =
    students && !isAdminRole(reader.role)
      ? isAnyOf(emergencyCards.student_id, students)
      : readableBy(reader, emergencyCards.student_id, window)
  const rows = await db
    .select(cardColumns)
    .from(emergencyCards)
    .innerJoin(users, eq(users.id, emergencyCards.student_id))
    .where(and(eq(users.active, true), readable))
  return underConsent(db, reader, rows.map(toCard), false)
}

/** A read of the card through the API (the admins' form): audited like a read on a device. */
export async function auditRead(db: Db, reader: CardReader, studentId: string, ip: string) {
  await audit(db, {
    actorId: reader.id,
    action: 'view_emergency_card',
    entity: 'student',
    entityId: studentId,
    ip,
  })
}

export interface CardInput {
  contacts: EmergencyContact[]
  allergies: string
  conditions: string
  medication: string
  insurance_provider: string
  insurance_plan: string
  consent: boolean
  consent_date: string | null
}

/** Replaces the card; the audit row names the fields changed, never the health notes. */
export async function saveCard(ctx: WriteContext, studentId: string, input: CardInput) {
  await assertStudent(ctx.tx, studentId)
  const before = await readCard(ctx.tx, studentId)
  const consentChanged =
    before.consent !== input.consent || before.consent_date !== input.consent_date
  const values = {
    ...input,
    updated_at: new Date(),
    ...(consentChanged
      ? {
          consent_recorded_by: input.consent ? ctx.actorId : null,
          consent_recorded_at: input.consent ? new Date() : null,
        }
      : {}),
  }
  await ctx.tx
    .insert(emergencyCards)
    .values({ student_id: studentId, ...values })
    .onConflictDoUpdate({ target: emergencyCards.student_id, set: values })
  const fields = (Object.keys(input) as (keyof CardInput)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(input[key]),
  )
  await ctx.audit({
    action: 'update_emergency_card',
    entity: 'student',
    entityId: studentId,
    before: { consent: before.consent, consent_date: before.consent_date },
    after: { fields, consent: input.consent, consent_date: input.consent_date },
  })
  // Only admins write cards: the answer is the admin's online card.
  const admin = { id: ctx.actorId ?? '', role: 'admin' }
  const [card] = await underConsent(ctx.tx, admin, [await readCard(ctx.tx, studentId)], true)
  return card!
}

/**
 * One audit row per card read on a device. Reads of students the reader may not see are refused
 * as a whole (403): a device only holds its own students' cards.
 */
export async function recordViews(
  ctx: WriteContext,
  reader: CardReader,
  body: EmergencyCardViewsBody,
) {
  const ids = [...new Set(body.views.map((v) => v.student_id))]
  for (const id of ids) await assertMayRead(ctx.tx, reader, id)
  for (const view of body.views) {
    await ctx.audit({
      action: 'view_emergency_card',
      entity: 'student',
      entityId: view.student_id,
      after: { viewed_at: view.viewed_at },
    })
  }
}

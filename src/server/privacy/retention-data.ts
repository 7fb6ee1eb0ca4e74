// Retention (Ley 21.719, principio de proporcionalidad): once a day, students inactive for
// RETENTION_STUDENT_YEARS are anonymised (anonymize-data.ts), then each guardian none of whose
// children remains; the reads and deliveries of emergency cards older than RETENTION_CARD_READS_MONTHS are
// deleted. A student is inactive when all of these hold: deactivated before the cut-off, no class
// of theirs (present or absent) after it, no live membership of a group that is not deleted and
// had not ended by then, and no cobro of theirs still pending (a debt the school may still collect).
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import { todayInSantiago } from '#shared/dates.ts'
import type { Db } from '#server/db/client.ts'
import { audit } from '#server/audit.ts'
import type { RetentionConfig } from '#server/config.ts'
import { auditLog, cardDeliveries, users } from '#server/db/schema.ts'
import { anonymizePeople } from './anonymize-data.ts'

export interface RetentionResult {
  students: number
  guardians: number
  cardReads: number
  cardDeliveries: number
}

const yearsBefore = (now: Date, years: number) => {
  const at = new Date(now)
  at.setUTCFullYear(at.getUTCFullYear() - years)
  return at
}
const monthsBefore = (now: Date, months: number) => {
  const at = new Date(now)
  at.setUTCMonth(at.getUTCMonth() - months)
  return at
}

/** Students past retention, with their guardian's id. */
async function inactiveStudents(db: Db, cutoff: Date) {
  const cutoffDay = todayInSantiago(cutoff)
  return db
    .select({ id: users.id, supporter_id: users.supporter_id })
    .from(users)
    .where(
      and(
        eq(users.role, 'student'),
        isNull(users.anonymized_at),
        eq(users.active, false),
        lt(users.deactivated_at, cutoff),
        sql`not exists (select 1 from session_students ss
              join class_sessions cs on cs.id = ss.session_id
              where ss.student_id = ${users.id} and ss.deleted_at is null
                and cs.deleted_at is null and cs.session_date >= ${cutoff})`,
        sql`not exists (select 1 from group_students gs
              join groups g on g.id = gs.group_id
              where gs.student_id = ${users.id} and gs.deleted_at is null
                and g.deleted_at is null and (g.end_date is null or g.end_date >= ${cutoffDay}))`,
        sql`not exists (select 1 from invoices i
              where i.student_id = ${users.id} and i.status = 'pending')`,
      ),
    )
}

/**
 * Guardians left without a child to keep them for: every child of theirs anonymised (at least
 * one), and nothing they pay for still pending.
 */
async function guardiansWithoutChildren(db: Db) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'supporter'),
        isNull(users.anonymized_at),
        sql`exists (select 1 from users c where c.supporter_id = ${users.id})`,
        sql`not exists (select 1 from users c
              where c.supporter_id = ${users.id} and c.anonymized_at is null)`,
        sql`not exists (select 1 from invoices i
              where i.payer_id = ${users.id} and i.status = 'pending')`,
      ),
    )
}

/** Anonymises these people in one transaction, each with its audit row (no names in it). */
async function anonymizeAudited(db: Db, ids: readonly string[], years: number, now: Date) {
  return db.transaction(async (tx) => {
    const people = await tx
      .select()
      .from(users)
      .where(and(inArray(users.id, [...ids]), isNull(users.anonymized_at)))
      .for('update')
    await anonymizePeople(tx, people, now)
    for (const person of people) {
      await audit(tx, {
        actorId: null,
        action: 'anonymize_retention',
        entity: 'user',
        entityId: person.id,
        after: { role: person.role, years },
      })
    }
    return people.length
  })
}

/**
 * Anonymises the students past retention, family by family (one transaction each: one family's
 * failure leaves the others done), then the guardians left without children.
 */
export async function anonymizeInactiveStudents(
  db: Db,
  settings: Pick<RetentionConfig, 'studentYears'>,
  now: Date = new Date(),
): Promise<{ students: number; guardians: number }> {
  const years = settings.studentYears
  const found = await inactiveStudents(db, yearsBefore(now, years))
  const families = new Map<string, string[]>()
  for (const student of found) {
    const key = student.supporter_id ?? student.id
    families.set(key, [...(families.get(key) ?? []), student.id])
  }
  let students = 0
  for (const ids of families.values()) students += await anonymizeAudited(db, ids, years, now)
  let guardians = 0
  for (const { id } of await guardiansWithoutChildren(db)) {
    guardians += await anonymizeAudited(db, [id], years, now)
  }
  return { students, guardians }
}

/** Deletes the reads of emergency cards and their deliveries older than the retention. */
export async function pruneCardReads(
  db: Db,
  settings: Pick<RetentionConfig, 'cardReadMonths'>,
  now: Date = new Date(),
): Promise<{ cardReads: number; cardDeliveries: number }> {
  const cutoff = monthsBefore(now, settings.cardReadMonths)
  const reads = await db
    .delete(auditLog)
    .where(and(eq(auditLog.action, 'view_emergency_card'), lt(auditLog.at, cutoff)))
    .returning({ id: auditLog.id })
  const deliveries = await db
    .delete(cardDeliveries)
    .where(lt(cardDeliveries.last_at, cutoff))
    .returning({ student_id: cardDeliveries.student_id })
  return { cardReads: reads.length, cardDeliveries: deliveries.length }
}

/** The whole daily retention run. */
export async function applyRetention(
  db: Db,
  settings: RetentionConfig,
  now: Date = new Date(),
): Promise<RetentionResult> {
  const people = await anonymizeInactiveStudents(db, settings, now)
  const reads = await pruneCardReads(db, settings, now)
  return { ...people, ...reads }
}

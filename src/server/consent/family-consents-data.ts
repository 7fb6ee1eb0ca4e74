// Each family's answers to the school's documents, as admins follow them (GET
// /reminders/consents): per guardian, each active child's state for every version in force, and
// when the school last sent them the link to sign, which POST /reminders/consents/send logs here.
import { and, eq, inArray, isNull, max, or } from 'drizzle-orm'
import { REQUIRED_TO_RIDE } from '#shared/documents.ts'
import type { FamilyConsents } from '#shared/contract/consent.ts'
import { todayInSantiago } from '#shared/dates.ts'
import { audit } from '#server/audit.ts'
import type { Db } from '#server/db/client.ts'
import { auditLog, users } from '#server/db/schema.ts'
import {
  fullName,
  latestAnswers,
  signaturesOf,
  statusesOf,
  versionsInForce,
} from './consent-data.ts'

/** The audit action of a link to sign sent to a guardian (its entity_id is the guardian). */
const LINK_SENT = 'consent_link_sent'

/**
 * Every guardian with an active child (a student who pays for themselves is their own guardian),
 * those who owe an answer first, then by name. With `guardianId`, that family alone.
 */
export async function familiesConsents(
  db: Db,
  { day = todayInSantiago(), guardianId }: { day?: string; guardianId?: string } = {},
): Promise<FamilyConsents[]> {
  const students = await db
    .select({
      id: users.id,
      name: users.name,
      last_name: users.last_name,
      supporter_id: users.supporter_id,
    })
    .from(users)
    .where(
      and(
        eq(users.role, 'student'),
        eq(users.active, true),
        isNull(users.anonymized_at),
        // One family: its children, or the student who is their own guardian.
        guardianId === undefined
          ? undefined
          : or(
              eq(users.supporter_id, guardianId),
              and(eq(users.id, guardianId), isNull(users.supporter_id)),
            ),
      ),
    )
  const byGuardian = new Map<string, typeof students>()
  for (const student of students) {
    const guardian = student.supporter_id ?? student.id
    byGuardian.set(guardian, [...(byGuardian.get(guardian) ?? []), student])
  }
  const guardianIds = [...byGuardian.keys()]
  if (guardianIds.length === 0) return []
  const [inForce, rows, guardians, links] = await Promise.all([
    versionsInForce(db, day),
    signaturesOf(
      db,
      [...byGuardian.values()].flat().map((s) => s.id),
    ),
    db
      .select({
        id: users.id,
        name: users.name,
        last_name: users.last_name,
        phone: users.phone,
        email: users.email,
      })
      .from(users)
      .where(and(inArray(users.id, guardianIds), isNull(users.anonymized_at))),
    db
      .select({ id: auditLog.entity_id, at: max(auditLog.at) })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, LINK_SENT),
          eq(auditLog.entity, 'users'),
          inArray(auditLog.entity_id, guardianIds),
        ),
      )
      .groupBy(auditLog.entity_id),
  ])
  const signed = latestAnswers(rows)
  const lastLink = new Map(links.map((link) => [link.id, link.at]))
  const families = guardians.map((guardian): FamilyConsents => {
    const children = byGuardian
      .get(guardian.id)!
      .map((child) => ({
        id: child.id,
        name: fullName(child),
        statuses: statusesOf(child.id, inForce, signed),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es'))
    const statuses = children.flatMap((child) => child.statuses)
    return {
      guardian: { id: guardian.id, name: guardian.name, last_name: guardian.last_name },
      phone: guardian.phone,
      email: guardian.email,
      children,
      pending: statuses.filter((s) => s.state === 'pending').length,
      missing_to_ride: statuses.some(
        (s) => REQUIRED_TO_RIDE.includes(s.kind) && s.state !== 'accepted',
      ),
      last_link_at: lastLink.get(guardian.id)?.toISOString() ?? null,
    }
  })
  const owing = (f: FamilyConsents) => (f.missing_to_ride ? 0 : f.pending > 0 ? 1 : 2)
  return families.sort(
    (a, b) =>
      owing(a) - owing(b) ||
      fullName(a.guardian).localeCompare(fullName(b.guardian), 'es') ||
      a.guardian.id.localeCompare(b.guardian.id),
  )
}

/** Logs that the link to sign went to the guardian (the list's 'último enlace'). */
export async function logConsentLinkSent(
  db: Db,
  entry: { guardianId: string; channel: string; actorId: string; ip: string },
): Promise<Date> {
  const sentAt = new Date()
  await audit(db, {
    actorId: entry.actorId,
    action: LINK_SENT,
    entity: 'users',
    entityId: entry.guardianId,
    after: { channel: entry.channel },
    ip: entry.ip,
  })
  return sentAt
}

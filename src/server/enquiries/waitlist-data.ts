// A group's waiting list (its places: classes/group-places-data.ts): which places are held by an
// open or accepted offer, each waiting enquiry's place in line, offering a place to the first in
// line (a link whose secret is stored only as its sha256), the visitor's answer, and lapsing
// offers past their deadline. Offers past their deadline count as lapsed even before the job runs.
import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, lte, notInArray } from 'drizzle-orm'
import type { PublicOffer } from '#shared/contract/enquiries.ts'
import { WAITLIST_OFFER_DAYS } from '#shared/waitlist.ts'
import { audit } from '#server/audit.ts'
import type { Db } from '#server/db/client.ts'
import { enquiries, groups } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import type { WriteContext } from '#server/writes.ts'
import { CLOSED, freePlaces, placesOf } from '#server/classes/group-places-data.ts'

type Row = typeof enquiries.$inferSelect

const DAY_MS = 24 * 60 * 60 * 1000

/** Whether an enquiry is still in its group's line (waiting, or holding an offer). */
export function isInLine(row: Row, now: Date): boolean {
  if (!row.waitlist || !row.group_id || row.spam) return false
  if ((CLOSED as readonly string[]).includes(row.status)) return false
  if (row.offer_status === 'lapsed' || row.offer_status === 'declined') return false
  if (row.offer_status === 'offered') return row.offer_expires_at! > now
  return true
}

/** Whether a new request for the group lands on its waiting list (no free place left). */
export async function isGroupFull(db: Db, groupId: string, now = new Date()): Promise<boolean> {
  const places = (await placesOf(db, [groupId], now)).get(groupId)
  return places ? freePlaces(places) <= 0 : false
}

export interface LineInfo {
  /** Enquiry id → its place in its group's line, 1 first. */
  positions: Map<string, number>
  /** The enquiries the admin may offer a place to now: first waiting in a group with a place. */
  nextToOffer: Set<string>
}

/** Every group's line, in order of arrival. */
export async function waitingLines(db: Db, now: Date): Promise<LineInfo> {
  const rows = await db
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.waitlist, true), notInArray(enquiries.status, [...CLOSED])))
    .orderBy(asc(enquiries.created_at), asc(enquiries.id))
  const lines = new Map<string, Row[]>()
  for (const row of rows.filter((r) => isInLine(r, now))) {
    const line = lines.get(row.group_id!) ?? []
    line.push(row)
    lines.set(row.group_id!, line)
  }
  const places = await placesOf(db, [...lines.keys()], now)
  const positions = new Map<string, number>()
  const nextToOffer = new Set<string>()
  for (const [groupId, line] of lines) {
    line.forEach((row, i) => positions.set(row.id, i + 1))
    const first = line.find((row) => row.offer_status === null)
    if (first && freePlaces(places.get(groupId)!) > 0) nextToOffer.add(first.id)
  }
  return { positions, nextToOffer }
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Offers a free place of the enquiry's group to it, when it is the first waiting in line: 409
 * otherwise. Returns the link's secret (shown once, never stored) and the updated row.
 */
export async function openOffer(
  { tx, audit }: WriteContext,
  id: string,
  channel: 'whatsapp' | 'email',
  now = new Date(),
): Promise<{ row: Row; token: string; groupName: string }> {
  const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update')
  if (!row) throw new HttpError(404, 'NOT_FOUND')
  if (!isInLine(row, now)) throw new HttpError(409, 'ENQUIRY_NOT_WAITLISTED')
  // NOTE: the group's row lock makes two admins' offers for one place wait for each other.
  const [group] = await tx
    .select({ name: groups.name })
    .from(groups)
    .where(eq(groups.id, row.group_id!))
    .for('update')
  const { nextToOffer } = await waitingLines(tx, now)
  if (!nextToOffer.has(id)) {
    const places = (await placesOf(tx, [row.group_id!], now)).get(row.group_id!)!
    throw new HttpError(409, freePlaces(places) > 0 ? 'OFFER_NOT_FIRST' : 'OFFER_NO_PLACE')
  }
  const token = randomBytes(32).toString('base64url')
  const expires = new Date(now.getTime() + WAITLIST_OFFER_DAYS * DAY_MS)
  const [after] = await tx
    .update(enquiries)
    .set({
      offer_status: 'offered',
      offered_at: now,
      offer_expires_at: expires,
      offer_token_hash: tokenHash(token),
      updated_at: now,
    })
    .where(eq(enquiries.id, id))
    .returning()
  await audit({
    action: 'enquiry.offer',
    entity: 'enquiry',
    entityId: id,
    before: { offer_status: row.offer_status },
    after: { offer_status: 'offered', channel, offer_expires_at: expires.toISOString() },
  })
  return { row: after!, token, groupName: group!.name }
}

async function offerByToken(db: Db, token: string, lock: boolean) {
  const query = db
    .select({ row: enquiries, group_name: groups.name })
    .from(enquiries)
    .innerJoin(groups, eq(groups.id, enquiries.group_id))
    .where(eq(enquiries.offer_token_hash, tokenHash(token)))
  const [found] = lock ? await query.for('update', { of: enquiries }) : await query
  return found
}

const publicOffer = (row: Row, groupName: string): PublicOffer => ({
  group_name: groupName,
  expires_at: row.offer_expires_at!.toISOString(),
  status: row.offer_status!,
})

/** What the visitor's link shows; 404 for an unknown, lapsed or expired offer. */
export async function readOffer(db: Db, token: string, now = new Date()): Promise<PublicOffer> {
  const found = await offerByToken(db, token, false)
  if (!found || !isAnswerable(found.row, now)) throw new HttpError(404, 'OFFER_UNAVAILABLE')
  return publicOffer(found.row, found.group_name)
}

/** Open and in time, or already answered by the visitor (who may reload the page). */
function isAnswerable(row: Row, now: Date): boolean {
  if (row.offer_status === 'offered') return row.offer_expires_at! > now
  return row.offer_status === 'accepted' || row.offer_status === 'declined'
}

/**
 * The visitor's answer. Repeating it answers the same; changing it, or answering an expired
 * offer, is refused (404).
 */
export async function answerOffer(
  { tx, audit }: WriteContext,
  token: string,
  answer: 'accepted' | 'declined',
  now = new Date(),
): Promise<PublicOffer> {
  const found = await offerByToken(tx, token, true)
  if (!found) throw new HttpError(404, 'OFFER_UNAVAILABLE')
  const { row, group_name } = found
  if (row.offer_status === answer) return publicOffer(row, group_name)
  if (row.offer_status !== 'offered' || row.offer_expires_at! <= now) {
    throw new HttpError(404, 'OFFER_UNAVAILABLE')
  }
  const [after] = await tx
    .update(enquiries)
    .set({ offer_status: answer, updated_at: now })
    .where(eq(enquiries.id, row.id))
    .returning()
  await audit({
    action: answer === 'accepted' ? 'enquiry.offer.accept' : 'enquiry.offer.decline',
    entity: 'enquiry',
    entityId: row.id,
    before: { offer_status: 'offered' },
    after: { offer_status: answer },
  })
  return publicOffer(after!, group_name)
}

/**
 * Marks offers past their deadline 'lapsed' (audited, no actor); the next in line then shows as
 * 'Siguiente en la lista: ofrecer cupo' on the admins' list. Returns how many lapsed.
 */
export async function lapseOffers(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const lapsed = await tx
      .update(enquiries)
      .set({ offer_status: 'lapsed', updated_at: now })
      .where(and(eq(enquiries.offer_status, 'offered'), lte(enquiries.offer_expires_at, now)))
      .returning({ id: enquiries.id })
    for (const { id } of lapsed) {
      await audit(tx, {
        actorId: null,
        action: 'enquiry.offer.lapse',
        entity: 'enquiry',
        entityId: id,
        before: { offer_status: 'offered' },
        after: { offer_status: 'lapsed' },
      })
    }
    return lapsed.length
  })
}

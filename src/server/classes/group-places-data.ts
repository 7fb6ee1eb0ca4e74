// A group's places: its capacity, its active members and the places held by waiting-list offers
// (open and in time, or accepted and not yet enrolled). Read by the waiting list (enquiries/) and
// by every way a child joins a group, under the group's row lock (group-members-data.ts).
import { and, eq, gt, inArray, isNull, notInArray, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { enquiries, groups, groupStudents, users } from '#server/db/schema.ts'

/** Enquiry statuses that hold no place and are out of every line. */
export const CLOSED = ['enrolled', 'discarded'] as const

/** An offer that still holds a place: accepted, or offered and not yet past its deadline. */
const holdsPlace = (now: Date) =>
  or(
    eq(enquiries.offer_status, 'accepted'),
    and(eq(enquiries.offer_status, 'offered'), gt(enquiries.offer_expires_at, now)),
  )

export interface Places {
  capacity: number | null
  members: number
  /** Places held by offers (open or accepted) not yet enrolled. */
  held: number
}

/** Free places (Infinity without a capacity): capacity less members and held offers. */
export const freePlaces = (p: Places) =>
  p.capacity === null ? Infinity : p.capacity - p.members - p.held

/** Each group's capacity, active members and held places; `except` leaves one enquiry out. */
export async function placesOf(
  db: Db,
  groupIds: readonly string[],
  now: Date,
  except?: string,
): Promise<Map<string, Places>> {
  const result = new Map<string, Places>()
  if (groupIds.length === 0) return result
  const ids = [...new Set(groupIds)]
  const caps = await db
    .select({ id: groups.id, capacity: groups.capacity })
    .from(groups)
    .where(inArray(groups.id, ids))
  for (const g of caps) result.set(g.id, { capacity: g.capacity, members: 0, held: 0 })
  const members = await db
    .select({ group: groupStudents.group_id, n: sql<number>`count(*)::int` })
    .from(groupStudents)
    .innerJoin(users, eq(users.id, groupStudents.student_id))
    .where(
      and(
        inArray(groupStudents.group_id, ids),
        isNull(groupStudents.deleted_at),
        eq(users.active, true),
      ),
    )
    .groupBy(groupStudents.group_id)
  for (const m of members) result.get(m.group)!.members = m.n
  const held = await db
    .select({ group: enquiries.group_id, n: sql<number>`count(*)::int` })
    .from(enquiries)
    .where(
      and(
        inArray(enquiries.group_id, ids),
        holdsPlace(now),
        notInArray(enquiries.status, [...CLOSED]),
        except ? sql`${enquiries.id} <> ${except}` : undefined,
      ),
    )
    .groupBy(enquiries.group_id)
  for (const h of held) if (h.group) result.get(h.group)!.held = h.n
  return result
}

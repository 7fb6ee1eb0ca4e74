// Who belongs to a group (teachers, students) and which sessions it holds: assigning, removing
// and detaching a session. Every change is audited; repeating one changes nothing. A teacher
// changes the students of their own groups only, and no group takes more riders than its places
// (an admin may, knowingly: `over_capacity`, audited).
import { and, eq, isNull, sql } from 'drizzle-orm'
import { classMessages } from '#shared/i18n/classes.ts'
import { isAdminRole } from '#shared/roles.ts'
import { placesRefusal } from '#shared/waitlist.ts'
import { queryRows } from '#server/db/client.ts'
import { uuidArray } from '#server/db/id-array.ts'
import { classSessions, groups } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'
import { requireOwnGroup, type ClassActor } from './class-access-data.ts'
import { placesOf } from './group-places-data.ts'
import { requireLiveGroup } from './groups-data.ts'
import { addAudited, addGroupLinks, LINKS, removeAudited } from './links.ts'
import { notFound, requireActivePeople } from './people-check.ts'

export type GroupMemberKind = 'teachers' | 'students'

const setup = {
  teachers: {
    link: LINKS.groupTeachers,
    role: 'teacher',
    missing: classMessages.teacherNotInGroup,
  },
  students: {
    link: LINKS.groupStudents,
    role: 'student',
    missing: classMessages.studentNotInGroup,
  },
} as const

const NO_CONTENT: WriteResult<null> = { status: 204, body: null }

export async function assignToGroup(
  ctx: WriteContext,
  kind: GroupMemberKind,
  groupId: string,
  personIds: string[],
): Promise<WriteResult<null>> {
  const { link, role } = setup[kind]
  await requireLiveGroup(ctx.tx, groupId)
  await requireActivePeople(ctx.tx, role, personIds)
  await addAudited(
    ctx,
    link,
    { entity: 'group', id: groupId },
    personIds,
    `group.${kind}.add`,
    () => addGroupLinks(ctx.tx, link, groupId, personIds),
  )
  return NO_CONTENT
}

/**
 * Students joining a group (POST /groups/{id}/students, the push's group.addStudents): a teacher
 * only into a group they teach. The group's row is locked, then its places counted (members and
 * held offers): two adds for the last place at once wait for each other and one wins. Past the
 * places, 409 GROUP_FULL with the Spanish reason, unless an admin sends `overCapacity`, which is
 * audited (`group.students.over_capacity`).
 */
export async function addStudentsToGroup(
  ctx: WriteContext,
  actor: ClassActor,
  groupId: string,
  studentIds: string[],
  overCapacity = false,
): Promise<WriteResult<null>> {
  await requireLiveGroup(ctx.tx, groupId)
  await requireOwnGroup(ctx.tx, actor, groupId)
  if (overCapacity && !isAdminRole(actor.role)) {
    throw new HttpError(403, 'FORBIDDEN', { detail: classMessages.overCapacityAdminsOnly })
  }
  await requireActivePeople(ctx.tx, 'student', studentIds)
  await ctx.tx.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).for('update')
  const places = (await placesOf(ctx.tx, [groupId], new Date())).get(groupId)!
  const [row] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int as n from unnest(${uuidArray(studentIds)}) s(id)
      where not exists (select 1 from group_students gs
        where gs.group_id = ${groupId}::uuid and gs.student_id = s.id and gs.deleted_at is null)`,
  )
  const adding = row?.n ?? 0
  const taken = places.members + places.held
  const refusal = placesRefusal(places.capacity, taken, adding)
  if (refusal && !overCapacity) throw new HttpError(409, 'GROUP_FULL', { detail: refusal })
  const result = await assignToGroup(ctx, 'students', groupId, studentIds)
  if (refusal) {
    await ctx.audit({
      action: 'group.students.over_capacity',
      entity: 'group',
      entityId: groupId,
      before: { capacity: places.capacity, taken },
      after: { taken: taken + adding, student_ids: studentIds },
    })
  }
  return result
}

/**
 * 204 also when the person was already removed; 404 when they never were in the group. A
 * teacher takes students only off the groups they teach.
 */
export async function removeFromGroup(
  ctx: WriteContext,
  kind: GroupMemberKind,
  groupId: string,
  personId: string,
  actor?: ClassActor,
): Promise<WriteResult<null>> {
  const { link, missing } = setup[kind]
  await requireLiveGroup(ctx.tx, groupId)
  if (actor) await requireOwnGroup(ctx.tx, actor, groupId)
  const owner = { entity: 'group', id: groupId } as const
  const outcome = await removeAudited(ctx, link, owner, personId, `group.${kind}.remove`)
  if (outcome === 'never-linked') throw notFound(missing)
  return NO_CONTENT
}

/**
 * Takes a session out of a group: its group_id becomes null and the session, with its
 * attendance (billing data), stays. 404 when the session is not (or no longer) in that group.
 */
export async function detachSession(
  { tx, audit }: WriteContext,
  groupId: string,
  sessionId: string,
): Promise<WriteResult<null>> {
  await requireLiveGroup(tx, groupId)
  const [row] = await tx
    .update(classSessions)
    .set({ group_id: null, updated_at: new Date() })
    .where(
      and(
        eq(classSessions.id, sessionId),
        eq(classSessions.group_id, groupId),
        isNull(classSessions.deleted_at),
      ),
    )
    .returning({ id: classSessions.id })
  if (!row) throw notFound(classMessages.sessionNotInGroup)
  await audit({
    action: 'group.class_sessions.remove',
    entity: 'class_session',
    entityId: sessionId,
    before: { group_id: groupId },
    after: { group_id: null },
  })
  return NO_CONTENT
}

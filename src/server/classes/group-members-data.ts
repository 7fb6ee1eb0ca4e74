// Who belongs to a group (teachers, students) and which sessions it holds: assigning, removing
// and detaching a session. Every change is audited; repeating one changes nothing.
import { and, eq, isNull } from 'drizzle-orm'
import { classMessages } from '#shared/i18n/classes.ts'
import { classSessions } from '#server/db/schema.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'
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

/** 204 also when the person was already removed; 404 when they never were in the group. */
export async function removeFromGroup(
  ctx: WriteContext,
  kind: GroupMemberKind,
  groupId: string,
  personId: string,
): Promise<WriteResult<null>> {
  const { link, missing } = setup[kind]
  await requireLiveGroup(ctx.tx, groupId)
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

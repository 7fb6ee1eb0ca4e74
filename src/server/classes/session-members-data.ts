// Attendance of one class session: adding students (with transport intent) and teachers,
// removing them and setting a student's transport. Writes are audited and safe to replay.
import { sql } from 'drizzle-orm'
import type { AttendanceInput } from '#shared/contract/class-sessions.ts'
import { classMessages } from '#shared/i18n/classes.ts'
import { queryRows } from '#server/db/client.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'
import { requireOwnClass, requireOwnStudents, type ClassActor } from './class-access-data.ts'
import {
  addAudited,
  addSessionStudentLinks,
  addSessionTeacherLinks,
  LINKS,
  removeAudited,
} from './links.ts'
import { notFound, requireActivePeople } from './people-check.ts'
import { requireLiveSession } from './sessions-data.ts'

const NO_CONTENT: WriteResult<null> = { status: 204, body: null }

/**
 * Students with an explicit `used_transport` get that value; the others keep theirs when already
 * present, or false when new or re-added. One upsert, whatever the number of students. A teacher
 * fills only their own classes, with the children of their groups (class-access-data.ts).
 */
export async function addSessionStudents(
  ctx: WriteContext,
  actor: ClassActor,
  idOrAlias: string,
  items: readonly AttendanceInput[],
): Promise<WriteResult<null>> {
  const ids = items.map((i) => i.student_id)
  const sessionId = await requireLiveSession(ctx.tx, idOrAlias)
  await requireOwnClass(ctx.tx, actor, sessionId, { students: true })
  await requireActivePeople(ctx.tx, 'student', ids)
  await requireOwnStudents(ctx.tx, actor, sessionId, ids)
  const owner = { entity: 'class_session', id: sessionId } as const
  await addAudited(ctx, LINKS.sessionStudents, owner, ids, 'class_session.students.add', () =>
    addSessionStudentLinks(ctx.tx, sessionId, items),
  )
  return NO_CONTENT
}

/** A teacher staffs only their own classes (class-access-data.ts); `assigned_by` keeps who did it. */
export async function addSessionTeachers(
  ctx: WriteContext,
  actor: ClassActor,
  idOrAlias: string,
  ids: string[],
): Promise<WriteResult<null>> {
  const sessionId = await requireLiveSession(ctx.tx, idOrAlias)
  await requireOwnClass(ctx.tx, actor, sessionId, { teacherIds: ids })
  await requireActivePeople(ctx.tx, 'teacher', ids)
  const owner = { entity: 'class_session', id: sessionId } as const
  await addAudited(ctx, LINKS.sessionTeachers, owner, ids, 'class_session.teachers.add', () =>
    addSessionTeacherLinks(ctx.tx, sessionId, ids, actor.id),
  )
  return NO_CONTENT
}

/** 204 also when the person was already removed; 404 when they never were on the session. */
export async function removeFromSession(
  ctx: WriteContext,
  kind: 'teachers' | 'students',
  idOrAlias: string,
  personId: string,
): Promise<WriteResult<null>> {
  const sessionId = await requireLiveSession(ctx.tx, idOrAlias)
  const link = kind === 'teachers' ? LINKS.sessionTeachers : LINKS.sessionStudents
  const owner = { entity: 'class_session', id: sessionId } as const
  const outcome = await removeAudited(ctx, link, owner, personId, `class_session.${kind}.remove`)
  if (outcome === 'never-linked') {
    throw notFound(
      kind === 'teachers' ? classMessages.teacherNotOnSession : classMessages.studentNotOnSession,
    )
  }
  return NO_CONTENT
}

/** Sets (never toggles) a present student's transport; 404 when they are not on the session. */
export async function setStudentTransport(
  { tx, audit }: WriteContext,
  idOrAlias: string,
  studentId: string,
  usedTransport: boolean,
): Promise<WriteResult<null>> {
  const sessionId = await requireLiveSession(tx, idOrAlias)
  const [row] = await queryRows<{ used_transport: boolean }>(
    tx,
    sql`select used_transport from session_students
        where session_id = ${sessionId}::uuid and student_id = ${studentId}::uuid
          and deleted_at is null
        for update`,
  )
  if (!row) throw notFound(classMessages.studentNotOnSession)
  if (row.used_transport === usedTransport) return NO_CONTENT
  await queryRows(
    tx,
    sql`update session_students set used_transport = ${usedTransport}, updated_at = now()
        where session_id = ${sessionId}::uuid and student_id = ${studentId}::uuid`,
  )
  await audit({
    action: 'class_session.students.transport',
    entity: 'class_session',
    entityId: sessionId,
    before: { student_id: studentId, used_transport: row.used_transport },
    after: { student_id: studentId, used_transport: usedTransport },
  })
  return NO_CONTENT
}

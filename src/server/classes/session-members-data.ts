// Attendance of one class session: adding students (with transport intent) and teachers,
// removing them and setting a student's transport. Writes are audited and safe to replay.
import { sql } from 'drizzle-orm'
import type { AttendanceInput } from '#shared/contract/class-sessions.ts'
import { classMessages } from '#shared/i18n/classes.ts'
import { queryRows } from '#server/db/client.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'
import { requireOwnClass, type ClassActor } from './class-access.ts'
import {
  addSessionStudentLinks,
  addSessionTeacherLinks,
  LINKS,
  linkRows,
  removeLink,
  type LinkRow,
} from './links.ts'
import { notFound, requireActivePeople } from './people-check.ts'
import { requireLiveSession } from './sessions-data.ts'

const NO_CONTENT: WriteResult<null> = { status: 204, body: null }

const changedOnly = (before: LinkRow[], changed: LinkRow[]) =>
  before.filter((row) => changed.some((c) => c.person_id === row.person_id))

/**
 * Students with an explicit `used_transport` get that value; the others keep theirs when already
 * present, or false when new or re-added. One upsert, whatever the number of students. A teacher
 * fills only their own classes (class-access.ts).
 */
export async function addSessionStudents(
  { tx, audit }: WriteContext,
  actor: ClassActor,
  idOrAlias: string,
  items: readonly AttendanceInput[],
): Promise<WriteResult<null>> {
  const ids = items.map((i) => i.student_id)
  const sessionId = await requireLiveSession(tx, idOrAlias)
  await requireOwnClass(tx, actor, sessionId, { students: true })
  await requireActivePeople(tx, 'student', ids)
  const before = await linkRows(tx, LINKS.sessionStudents, sessionId, ids)
  const changed = await addSessionStudentLinks(tx, sessionId, items)
  if (changed.length > 0) {
    await audit({
      action: 'class_session.students.add',
      entity: 'class_session',
      entityId: sessionId,
      before: changedOnly(before, changed),
      after: changed,
    })
  }
  return NO_CONTENT
}

/** A teacher staffs only their own classes (class-access.ts); `assigned_by` keeps who did it. */
export async function addSessionTeachers(
  { tx, audit }: WriteContext,
  actor: ClassActor,
  idOrAlias: string,
  ids: string[],
): Promise<WriteResult<null>> {
  const sessionId = await requireLiveSession(tx, idOrAlias)
  await requireOwnClass(tx, actor, sessionId, { teacherIds: ids })
  await requireActivePeople(tx, 'teacher', ids)
  const before = await linkRows(tx, LINKS.sessionTeachers, sessionId, ids)
  const changed = await addSessionTeacherLinks(tx, sessionId, ids, actor.id)
  if (changed.length > 0) {
    await audit({
      action: 'class_session.teachers.add',
      entity: 'class_session',
      entityId: sessionId,
      before: changedOnly(before, changed),
      after: changed,
    })
  }
  return NO_CONTENT
}

/** 204 also when the person was already removed; 404 when they never were on the session. */
export async function removeFromSession(
  { tx, audit }: WriteContext,
  kind: 'teachers' | 'students',
  idOrAlias: string,
  personId: string,
): Promise<WriteResult<null>> {
  const sessionId = await requireLiveSession(tx, idOrAlias)
  const link = kind === 'teachers' ? LINKS.sessionTeachers : LINKS.sessionStudents
  const { outcome, row } = await removeLink(tx, link, sessionId, personId)
  if (outcome === 'never-linked') {
    throw notFound(
      kind === 'teachers' ? classMessages.teacherNotOnSession : classMessages.studentNotOnSession,
    )
  }
  if (row) {
    await audit({
      action: `class_session.${kind}.remove`,
      entity: 'class_session',
      entityId: sessionId,
      before: { ...row, deleted_at: null },
      after: row,
    })
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

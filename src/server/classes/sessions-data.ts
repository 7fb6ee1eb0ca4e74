// Class sessions themselves: the newest-first list with attendance counts, one session with its
// teachers and students, and soft deletion (creation: session-create-data.ts). Every id given may
// be an alias of the class (session-aliases-data.ts).
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type {
  ClassSession,
  ClassSessionDetail,
  ClassSessionListItem,
  SessionStudent,
} from '#shared/contract/class-sessions.ts'
import { classMessages } from '#shared/i18n/classes.ts'
import { sortByFullName } from '#shared/name-order.ts'
import { queryRows, type Db } from '#server/db/client.ts'
import { jsonList, jsonLists, readJsonList } from '#server/db/json-rows.ts'
import { personWithEmail } from '#server/db/person-ref.ts'
import { classSessions, sessionStudents, sessionTeachers, users } from '#server/db/schema.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'
import { requireOwnClass, type ClassActor } from './class-access-data.ts'
import { notFound } from './people-check.ts'
import { resolvedSessionId } from './session-aliases-data.ts'

/** A class session's columns as the contract names them (the date as stored). */
export const sessionColumns = {
  id: classSessions.id,
  name: classSessions.name,
  description: classSessions.description,
  session_date: classSessions.session_date,
  class_type: classSessions.class_type,
  group_id: classSessions.group_id,
  location: classSessions.location,
}

const detailColumns = {
  ...sessionColumns,
  cancel_reason: classSessions.cancel_reason,
  cancel_note: classSessions.cancel_note,
}

const live = (id: string) => and(eq(classSessions.id, id), isNull(classSessions.deleted_at))
export const toApi = <T extends { session_date: Date }>(row: T) => ({
  ...row,
  session_date: row.session_date.toISOString(),
})

export async function listSessions(
  db: Db,
  { limit, before }: { limit: number; before?: { at: string; id: string | null } },
): Promise<ClassSessionListItem[]> {
  const at = before ? new Date(before.at) : null
  const older = !at
    ? undefined
    : before?.id
      ? or(
          lt(classSessions.session_date, at),
          and(eq(classSessions.session_date, at), lt(classSessions.id, before.id)),
        )
      : lt(classSessions.session_date, at)
  const rows = await db
    .select({
      ...sessionColumns,
      student_count: sql<number>`(select count(*) from ${sessionStudents}
        where ${sessionStudents.session_id} = ${classSessions.id}
          and ${sessionStudents.deleted_at} is null
          and ${sessionStudents.status} = 'present')`.mapWith(Number),
    })
    .from(classSessions)
    .where(and(isNull(classSessions.deleted_at), older))
    .orderBy(desc(classSessions.session_date), desc(classSessions.id))
    .limit(limit)
  return rows.map(toApi)
}

const teacherColumns = personWithEmail(users)
const studentColumns = {
  id: users.id,
  student_id: users.id,
  name: users.name,
  last_name: users.last_name,
  rut: users.rut,
  used_transport: sessionStudents.used_transport,
  status: sessionStudents.status,
}

export async function getSessionDetail(
  db: Db,
  idOrAlias: string,
): Promise<ClassSessionDetail | null> {
  // ONE statement, the alias resolved in it. Students deactivated since still show: attendance is
  // history (and billing).
  const id = resolvedSessionId(idOrAlias)
  const [sessionCells, teacherCells, studentCells] = await jsonLists(db, [
    jsonList(
      detailColumns,
      sql`from ${classSessions} where ${classSessions.id} = ${id} and ${isNull(classSessions.deleted_at)}`,
    ),
    jsonList(
      teacherColumns,
      sql`from ${sessionTeachers} inner join ${users} on ${users.id} = ${sessionTeachers.teacher_id}
        where ${sessionTeachers.session_id} = ${id} and ${isNull(sessionTeachers.deleted_at)}`,
    ),
    jsonList(
      studentColumns,
      sql`from ${sessionStudents} inner join ${users} on ${users.id} = ${sessionStudents.student_id}
        where ${sessionStudents.session_id} = ${id} and ${isNull(sessionStudents.deleted_at)}`,
    ),
  ])
  const [session] = readJsonList<
    ClassSession & Pick<ClassSessionDetail, 'cancel_reason' | 'cancel_note'>
  >(detailColumns, sessionCells!)
  if (!session) return null
  return {
    ...session,
    // json gives the database's timestamp text; the API's form is toISOString's.
    session_date: new Date(session.session_date).toISOString(),
    teachers: sortByFullName(
      readJsonList<ClassSessionDetail['teachers'][number]>(teacherColumns, teacherCells!),
    ),
    students: sortByFullName(readJsonList<SessionStudent>(studentColumns, studentCells!)),
  }
}

/** The class an id names: the class itself, or the one it is an alias of. */
async function resolveSessionId(db: Db, id: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(db, sql`select ${resolvedSessionId(id)} as id`)
  return row!.id
}

/**
 * 404 unless the session exists and is not deleted (the guard of every attendance write); a
 * deleted one says so, since an offline device may still show it. Answers the class's own id
 * (`id` may be an alias of it): the id every write that follows must use.
 */
export async function requireLiveSession(db: Db, id: string): Promise<string> {
  const [row] = await db
    .select({ id: classSessions.id, deleted_at: classSessions.deleted_at })
    .from(classSessions)
    .where(sql`${classSessions.id} = ${resolvedSessionId(id)}`)
  if (!row) throw notFound(classMessages.sessionNotFound)
  if (row.deleted_at) throw notFound(classMessages.sessionDeleted)
  return row.id
}

/**
 * Soft delete; deleting an already-deleted session answers 204 again. A teacher deletes only their
 * own classes (class-access-data.ts).
 */
export async function deleteSession(
  { tx, audit }: WriteContext,
  actor: ClassActor,
  idOrAlias: string,
): Promise<WriteResult<null>> {
  const id = await resolveSessionId(tx, idOrAlias)
  const [known] = await tx
    .select({ id: classSessions.id })
    .from(classSessions)
    .where(eq(classSessions.id, id))
  if (!known) throw notFound(classMessages.sessionNotFound)
  await requireOwnClass(tx, actor, id, { delete: true })
  const now = new Date()
  const [row] = await tx
    .update(classSessions)
    .set({ deleted_at: now, updated_at: now })
    .where(live(id))
    .returning(sessionColumns)
  if (row) {
    const before = toApi(row)
    await audit({
      action: 'class_session.delete',
      entity: 'class_session',
      entityId: id,
      before,
      after: { ...before, deleted_at: now.toISOString() },
    })
  }
  return { status: 204, body: null }
}

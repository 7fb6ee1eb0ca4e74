// Class sessions themselves: the newest-first list with attendance counts, one session with its
// teachers and students, creation with a client-chosen id (replay-safe) and soft deletion.
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  ClassSession,
  ClassSessionDetail,
  ClassSessionListItem,
  SessionStudent,
  classSessionCreateBodySchema,
} from '#shared/contract/class-sessions.ts'
import { classMessages } from '#shared/i18n/classes.ts'
import { sortByFullName } from '#shared/name-order.ts'
import type { Db } from '#server/db/client.ts'
import { jsonList, jsonLists, readJsonList } from '#server/db/json-rows.ts'
import {
  classSessions,
  groups,
  sessionStudents,
  sessionTeachers,
  users,
} from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'
import { mayCreateClassOf, type ClassActor } from './class-access.ts'
import { notFound } from './people-check.ts'

type CreateBody = z.output<typeof classSessionCreateBodySchema>
type SessionRow = Omit<ClassSession, 'session_date'> & { session_date: Date }

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
const toApi = <T extends { session_date: Date }>(row: T) => ({
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

const teacherColumns = {
  id: users.id,
  name: users.name,
  last_name: users.last_name,
  email: users.email,
}
const studentColumns = {
  id: users.id,
  student_id: users.id,
  name: users.name,
  last_name: users.last_name,
  rut: users.rut,
  used_transport: sessionStudents.used_transport,
  status: sessionStudents.status,
}

export async function getSessionDetail(db: Db, id: string): Promise<ClassSessionDetail | null> {
  // ONE statement. Students deactivated since still show: attendance is history (and billing).
  const [sessionCells, teacherCells, studentCells] = await jsonLists(db, [
    jsonList(detailColumns, sql`from ${classSessions} where ${live(id)}`),
    jsonList(
      teacherColumns,
      sql`from ${sessionTeachers} inner join ${users} on ${users.id} = ${sessionTeachers.teacher_id}
        where ${and(eq(sessionTeachers.session_id, id), isNull(sessionTeachers.deleted_at))}`,
    ),
    jsonList(
      studentColumns,
      sql`from ${sessionStudents} inner join ${users} on ${users.id} = ${sessionStudents.student_id}
        where ${and(eq(sessionStudents.session_id, id), isNull(sessionStudents.deleted_at))}`,
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

/**
 * 404 unless the session exists and is not deleted (the guard of every attendance write); a
 * deleted one says so, since an offline device may still show it.
 */
export async function requireLiveSession(db: Db, id: string): Promise<void> {
  const [row] = await db
    .select({ deleted_at: classSessions.deleted_at })
    .from(classSessions)
    .where(eq(classSessions.id, id))
  if (!row) throw notFound(classMessages.sessionNotFound)
  if (row.deleted_at) throw notFound(classMessages.sessionDeleted)
}

const sameContent = (row: SessionRow, body: CreateBody) =>
  row.name === body.name &&
  row.description === body.description &&
  row.session_date.getTime() === new Date(body.session_date).getTime() &&
  row.class_type === body.class_type &&
  row.group_id === body.group_id &&
  row.location === body.location

/** The answer to a creation whose id is taken: the same session again, or a 409. */
function replayOf(existing: SessionRow, body: CreateBody): WriteResult<ClassSession> {
  if (!sameContent(existing, body)) throw new HttpError(409, 'SESSION_ID_CONFLICT')
  return { status: 201, body: toApi(existing) }
}

/**
 * Creates a session. With a client id already stored, the same content answers the stored
 * session again (an offline replay without its key) and other content is a 409 — even when the
 * session was deleted since, which a replay must not undo. A teacher creates group classes only
 * of the groups they teach (class-access.ts): a class they create is theirs to fill.
 */
export async function createSession(
  { tx, audit }: WriteContext,
  actor: ClassActor,
  body: CreateBody,
): Promise<WriteResult<ClassSession>> {
  const stored = async (sessionId: string) =>
    (await tx.select(sessionColumns).from(classSessions).where(eq(classSessions.id, sessionId)))[0]
  // NOTE: insert first and look for a stored session only on a conflict: one statement fewer
  // on the usual path. A replay of a stored session still wins over an unknown group (or one
  // the teacher no longer teaches).
  if (body.group_id) {
    const [group] = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.id, body.group_id), isNull(groups.deleted_at)))
    const refusal = !group
      ? new HttpError(400, 'UNKNOWN_GROUP')
      : (await mayCreateClassOf(tx, actor, body.group_id))
        ? null
        : new HttpError(403, 'GROUP_NOT_YOURS')
    if (refusal) {
      const existing = body.id ? await stored(body.id) : undefined
      if (existing) return replayOf(existing, body)
      throw refusal
    }
  }
  const { id, ...values } = body
  const [row] = await tx
    .insert(classSessions)
    .values({
      ...values,
      ...(id ? { id } : {}),
      session_date: new Date(body.session_date),
      created_by: actor.id,
    })
    .onConflictDoNothing({ target: classSessions.id })
    .returning(sessionColumns)
  // The id is taken: by an earlier creation (a replay) or a concurrent one.
  if (!row) return replayOf((await stored(id!))!, body)
  const created = toApi(row)
  await audit({
    action: 'class_session.create',
    entity: 'class_session',
    entityId: row.id,
    after: created,
  })
  return { status: 201, body: created }
}

/** Soft delete; deleting an already-deleted session answers 204 again. */
export async function deleteSession(
  { tx, audit }: WriteContext,
  id: string,
): Promise<WriteResult<null>> {
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
    return { status: 204, body: null }
  }
  const [gone] = await tx
    .select({ id: classSessions.id })
    .from(classSessions)
    .where(eq(classSessions.id, id))
  if (!gone) throw notFound(classMessages.sessionNotFound)
  return { status: 204, body: null }
}

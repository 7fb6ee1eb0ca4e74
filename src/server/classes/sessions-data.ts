// Class sessions themselves: the newest-first list with attendance counts, one session with its
// teachers and students, creation with a client-chosen id (replay-safe; a group's class at one
// start is one class, see createSession) and soft deletion. Every id given may be an alias.
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
import { formatDayMonth } from '#shared/dates.ts'
import { formatTime } from '#shared/santiago-clock.ts'
import { sortByFullName } from '#shared/name-order.ts'
import { queryRows, type Db } from '#server/db/client.ts'
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
import { recordAlias, resolvedSessionId } from './session-aliases-data.ts'

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

export async function getSessionDetail(
  db: Db,
  idOrAlias: string,
): Promise<ClassSessionDetail | null> {
  const id = await resolveSessionId(db, idOrAlias)
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

/** The class an id names: the class itself, or the one it is an alias of. */
export async function resolveSessionId(db: Db, id: string): Promise<string> {
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

/** The same group's class: same group, same instant (its name may have changed meanwhile). */
const sameGroupClass = (row: SessionRow, body: CreateBody) =>
  row.group_id !== null &&
  row.group_id === body.group_id &&
  row.session_date.getTime() === new Date(body.session_date).getTime()

const sameContent = (row: SessionRow, body: CreateBody) =>
  row.name === body.name &&
  row.description === body.description &&
  row.session_date.getTime() === new Date(body.session_date).getTime() &&
  row.class_type === body.class_type &&
  row.group_id === body.group_id &&
  row.location === body.location

/** The answer to a creation whose id is taken: the same session again, or a 409. */
function replayOf(existing: SessionRow, body: CreateBody): WriteResult<ClassSession> {
  if (!sameGroupClass(existing, body) && !sameContent(existing, body)) {
    throw new HttpError(409, 'SESSION_ID_CONFLICT')
  }
  return { status: 201, body: toApi(existing) }
}

/** The session an id names (through an alias too), deleted or not. */
async function storedSession(tx: Db, id: string) {
  const [row] = await tx
    .select({ ...sessionColumns, deleted_at: classSessions.deleted_at })
    .from(classSessions)
    .where(sql`${classSessions.id} = ${resolvedSessionId(id)}`)
  return row
}

async function liveGroupClass(tx: Db, groupId: string, at: Date) {
  const [row] = await tx
    .select(sessionColumns)
    .from(classSessions)
    .where(
      and(
        eq(classSessions.group_id, groupId),
        eq(classSessions.session_date, at),
        isNull(classSessions.deleted_at),
      ),
    )
  return row
}

/**
 * What a creation does when its group already has a live class at that start: `merge` (the
 * offline push) records the new id as an alias of that class and answers it; `refuse` (the REST
 * route, an admin typing it) is a 409 naming the class.
 */
export type OnGroupClassTaken = 'merge' | 'refuse'

/**
 * Creates a session. With a client id already stored, the same content answers the stored
 * session again (an offline replay without its key) and other content is a 409 — even when the
 * session was deleted since, which a replay must not undo. A group's class at one start is one
 * class (a unique index): see `OnGroupClassTaken`; a deleted group class opened again from 'Hoy'
 * under its id (the same on every device, #shared/group-class-id.ts) is created anew and the id
 * becomes an alias of the new one. A teacher creates group classes only of the groups they teach
 * (class-access.ts): a class they create is theirs to fill.
 */
export async function createSession(
  { tx, audit }: WriteContext,
  actor: ClassActor,
  body: CreateBody,
  onTaken: OnGroupClassTaken = 'refuse',
): Promise<WriteResult<ClassSession>> {
  // NOTE: without a group, insert first and look for a stored session only on a conflict: one
  // statement fewer on the usual path. A replay of a stored session still wins over an unknown
  // group (or one the teacher no longer teaches).
  let reopens = false
  let groupName = ''
  if (body.group_id) {
    const [group] = await tx
      .select({ name: groups.name })
      .from(groups)
      .where(and(eq(groups.id, body.group_id), isNull(groups.deleted_at)))
    const refusal = !group
      ? new HttpError(400, 'UNKNOWN_GROUP')
      : (await mayCreateClassOf(tx, actor, body.group_id))
        ? null
        : new HttpError(403, 'GROUP_NOT_YOURS')
    groupName = group?.name ?? ''
    const existing = body.id ? await storedSession(tx, body.id) : undefined
    if (refusal && !existing) throw refusal
    if (existing) {
      reopens =
        !refusal &&
        onTaken === 'merge' &&
        existing.deleted_at !== null &&
        sameGroupClass(existing, body)
      if (!reopens) return replayOf(existing, body)
    }
  }
  const { id: clientId, ...values } = body
  // NOTE: twice at most: the live class that took the start may be deleted before it is read.
  for (let attempt = 0; attempt < 2; attempt++) {
    const [row] = await tx
      .insert(classSessions)
      .values({
        ...values,
        ...(clientId && !reopens ? { id: clientId } : {}),
        session_date: new Date(body.session_date),
        created_by: actor.id,
      })
      // The id is taken, or (a group class) the group's start: both answered below.
      .onConflictDoNothing()
      .returning(sessionColumns)
    if (row) {
      if (reopens) await recordAlias(tx, clientId!, row.id, actor.id)
      const created = toApi(row)
      await audit({
        action: 'class_session.create',
        entity: 'class_session',
        entityId: row.id,
        after: reopens ? { ...created, alias_id: clientId } : created,
      })
      return { status: 201, body: created }
    }
    // An earlier creation of this id (a replay) or a concurrent one.
    const stored = clientId && !reopens ? await storedSession(tx, clientId) : undefined
    if (stored) return replayOf(stored, body)
    const taken = await liveGroupClass(tx, body.group_id!, new Date(body.session_date))
    if (!taken) continue
    if (onTaken === 'refuse' || !clientId) {
      const name = taken.name ?? groupName
      const at = taken.session_date
      throw new HttpError(409, 'CLASS_ALREADY_EXISTS', {
        detail: classMessages.groupClassExists(name, formatDayMonth(at), formatTime(at)),
      })
    }
    await recordAlias(tx, clientId, taken.id, actor.id)
    await audit({
      action: 'class_session.merge',
      entity: 'class_session',
      entityId: taken.id,
      after: { alias_id: clientId },
    })
    return { status: 201, body: toApi(taken) }
  }
  throw new HttpError(409, 'CLASS_ALREADY_EXISTS')
}

/** Soft delete; deleting an already-deleted session answers 204 again. */
export async function deleteSession(
  { tx, audit }: WriteContext,
  idOrAlias: string,
): Promise<WriteResult<null>> {
  const id = await resolveSessionId(tx, idOrAlias)
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

// Creating a class session with a client-chosen id (replay-safe), and the rule that a group's
// class at one start is one class: a second creation merges into it (the offline push) or is
// refused naming it (the REST route).
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { ClassSession, classSessionCreateBodySchema } from '#shared/contract/class-sessions.ts'
import { formatDayMonth, formatTime } from '#shared/dates.ts'
import { classMessages } from '#shared/i18n/classes.ts'
import type { Db } from '#server/db/client.ts'
import { classSessions, groups } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'
import { mayCreateClassOf, type ClassActor } from './class-access-data.ts'
import { recordAlias, resolvedSessionId } from './session-aliases-data.ts'
import { sessionColumns, toApi } from './sessions-data.ts'

type CreateBody = z.output<typeof classSessionCreateBodySchema>
type SessionRow = Omit<ClassSession, 'session_date'> & { session_date: Date }

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
type OnGroupClassTaken = 'merge' | 'refuse'

/**
 * Creates a session. With a client id already stored, the same content answers the stored
 * session again (an offline replay without its key) and other content is a 409 — even when the
 * session was deleted since, which a replay must not undo. A group's class at one start is one
 * class (a unique index): see `OnGroupClassTaken`; a deleted group class opened again from 'Hoy'
 * under its id (the same on every device, #shared/group-class-id.ts) is created anew and the id
 * becomes an alias of the new one. A teacher creates group classes only of the groups they teach
 * (class-access-data.ts): a class they create is theirs to fill.
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

// The family's requests over its data (Ley 21.719): a recognised guardian files one with its legal
// deadline (src/shared/data-requests.ts) and reads their own; admins read the queue, most urgent
// first, and answer each one once (done or rejected, audited).
import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { dataRequestDueOn } from '#shared/data-requests.ts'
import type {
  DataRequest,
  DataRequestAnswerBody,
  DataRequestExtendBody,
  FamilyDataRequest,
  OpenDataRequests,
} from '#shared/contract/privacy.ts'
import { santiagoIso, todayInSantiago } from '#shared/dates.ts'
import type { DataRequestKind } from '#shared/data-requests.ts'
import type { Db } from '#server/db/client.ts'
import { dataRequests, users } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'

/** Requests the queue shows: every open one, and the most recent answered ones. */
const ANSWERED_SHOWN = 200

type Row = typeof dataRequests.$inferSelect

const toFamilyRequest = (row: Row): FamilyDataRequest => ({
  id: row.id,
  kind: row.kind,
  details: row.details,
  status: row.status,
  received_on: todayInSantiago(row.created_at),
  due_on: row.due_on,
  extension_reason: row.extension_reason,
  answer: row.answer,
  resolved_at: row.resolved_at ? santiagoIso(row.resolved_at) : null,
})

/** Files a request of the guardian `guardianId`, due 30 días corridos after today. */
export async function fileDataRequest(
  ctx: WriteContext,
  guardianId: string,
  body: { kind: DataRequestKind; details: string },
  now: Date = new Date(),
): Promise<WriteResult<FamilyDataRequest>> {
  const [row] = await ctx.tx
    .insert(dataRequests)
    .values({
      guardian_id: guardianId,
      kind: body.kind,
      details: body.details,
      due_on: dataRequestDueOn(todayInSantiago(now)),
      created_at: now,
      updated_at: now,
    })
    .returning()
  await ctx.audit({
    action: 'create',
    entity: 'data_request',
    entityId: row!.id,
    after: { kind: body.kind, guardian_id: guardianId, due_on: row!.due_on },
  })
  return { status: 201, body: toFamilyRequest(row!) }
}

/** The guardian's own requests, newest first. */
export async function familyDataRequests(db: Db, guardianId: string): Promise<FamilyDataRequest[]> {
  const rows = await db
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.guardian_id, guardianId))
    .orderBy(desc(dataRequests.created_at))
  return rows.map(toFamilyRequest)
}

const guardians = alias(users, 'guardian')
const resolvers = alias(users, 'resolver')

async function queueRows(db: Db, where: ReturnType<typeof eq>, order: ReturnType<typeof asc>[]) {
  return db
    .select({ request: dataRequests, guardian: guardians, resolver: resolvers })
    .from(dataRequests)
    .innerJoin(guardians, eq(guardians.id, dataRequests.guardian_id))
    .leftJoin(resolvers, eq(resolvers.id, dataRequests.resolved_by))
    .where(where)
    .orderBy(...order)
}

type QueueRow = Awaited<ReturnType<typeof queueRows>>[number]

const toDataRequest = ({ request, guardian, resolver }: QueueRow): DataRequest => ({
  ...toFamilyRequest(request),
  guardian: {
    id: guardian.id,
    name: guardian.name,
    last_name: guardian.last_name,
    rut: guardian.rut,
    email: guardian.email,
    phone: guardian.phone,
  },
  resolved_by: resolver ? { name: resolver.name, last_name: resolver.last_name } : null,
})

/** The admins' queue: open requests by deadline (oldest first), then the latest answered. */
export async function dataRequestQueue(db: Db): Promise<DataRequest[]> {
  const open = await queueRows(db, eq(dataRequests.status, 'open'), [
    asc(dataRequests.due_on),
    asc(dataRequests.created_at),
  ])
  const answered = await queueRows(db, sql`${dataRequests.status} <> 'open'`, [
    desc(dataRequests.resolved_at),
  ])
  return [...open, ...answered.slice(0, ANSWERED_SHOWN)].map(toDataRequest)
}

/** How many requests wait for an answer, and how many of them are past their deadline. */
export async function openDataRequests(db: Db, now: Date = new Date()): Promise<OpenDataRequests> {
  const [open] = await db
    .select({ n: count() })
    .from(dataRequests)
    .where(eq(dataRequests.status, 'open'))
  const [overdue] = await db
    .select({ n: count() })
    .from(dataRequests)
    .where(and(eq(dataRequests.status, 'open'), lt(dataRequests.due_on, todayInSantiago(now))))
  return { open: open?.n ?? 0, overdue: overdue?.n ?? 0 }
}

/** The request `id`, locked for this transaction: 404 when there is none, 409 once answered. */
async function lockOpenRequest(ctx: WriteContext, id: string): Promise<Row> {
  const [row] = await ctx.tx
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.id, id))
    .for('update')
  if (!row) throw new HttpError(404, 'NOT_FOUND')
  if (row.status !== 'open') throw new HttpError(409, 'DATA_REQUEST_ANSWERED')
  return row
}

/** An admin answers an open request: done or rejected, with the text the guardian reads. */
export async function answerDataRequest(
  ctx: WriteContext,
  id: string,
  body: DataRequestAnswerBody,
): Promise<WriteResult<DataRequest>> {
  const before = await lockOpenRequest(ctx, id)
  const now = new Date()
  await ctx.tx
    .update(dataRequests)
    .set({
      status: body.status,
      answer: body.answer,
      resolved_by: ctx.actorId,
      resolved_at: now,
      updated_at: now,
    })
    .where(eq(dataRequests.id, id))
  await ctx.audit({
    action: 'answer',
    entity: 'data_request',
    entityId: id,
    before: { status: before.status },
    after: { status: body.status, answer: body.answer },
  })
  const [row] = await queueRows(ctx.tx, eq(dataRequests.id, id), [])
  return { status: 200, body: toDataRequest(row!) }
}

/**
 * An admin takes the one extension the law allows on an open request: its deadline becomes 60
 * días corridos from the day it was received, and the guardian reads why.
 */
export async function extendDataRequest(
  ctx: WriteContext,
  id: string,
  body: DataRequestExtendBody,
): Promise<WriteResult<DataRequest>> {
  const before = await lockOpenRequest(ctx, id)
  if (before.extended_at) throw new HttpError(409, 'DATA_REQUEST_EXTENDED')
  const now = new Date()
  const dueOn = dataRequestDueOn(todayInSantiago(before.created_at), true)
  await ctx.tx
    .update(dataRequests)
    .set({ extended_at: now, extension_reason: body.reason, due_on: dueOn, updated_at: now })
    .where(eq(dataRequests.id, id))
  await ctx.audit({
    action: 'extend',
    entity: 'data_request',
    entityId: id,
    before: { due_on: before.due_on },
    after: { due_on: dueOn, reason: body.reason },
  })
  const [row] = await queueRows(ctx.tx, eq(dataRequests.id, id), [])
  return { status: 200, body: toDataRequest(row!) }
}

// Every write of the API runs through `runWrite`: ONE transaction holding the effect, its audit
// rows and the Idempotency-Key record, so a replay answers the first result and a crash leaves
// all of it or none of it (DESIGN §4). Route handlers return `{ status, body }` from the effect.
import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { audit, type AuditEntry } from '#server/audit.ts'
import { queryRows, type Db } from '#server/db/client.ts'
import { idempotencyKeys } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'

export interface WriteResult<T> {
  status: number
  body: T
  /** What a replay of this request answers, when it must not repeat a secret shown once. */
  replayBody?: unknown
}

export interface WriteContext {
  tx: Db
  /** The signed-in actor's id, or null for the public endpoints. */
  actorId: string | null
  /** Records an audit row in the same transaction, with actor and IP filled in. */
  audit(entry: Omit<AuditEntry, 'actorId' | 'ip'>): Promise<void>
}

export const IDEMPOTENCY_HEADER = 'idempotency-key'
export const REPLAY_HEADER = 'idempotent-replayed'
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/

/** Keys being handled by this process; other instances are excluded by an advisory lock. */
const inFlight = new Set<string>()

function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER]
  if (raw === undefined) return null
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) {
    throw new HttpError(400, 'IDEMPOTENCY_KEY_INVALID')
  }
  return raw
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url')
}

function send<T>(reply: FastifyReply, result: WriteResult<T>): T {
  reply.code(result.status)
  return result.body
}

async function storedResult(db: Db, userId: string, key: string, hash: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key)))
  if (!row) return null
  if (row.request_hash !== hash) throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED')
  return { status: row.response_status ?? 200, body: row.response_body } as WriteResult<unknown>
}

export async function runWrite<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  effect: (context: WriteContext) => Promise<WriteResult<T>>,
): Promise<T> {
  const db = request.server.db
  const actorId = request.auth?.user.id ?? null
  const key = actorId ? idempotencyKeyOf(request) : null
  const inTransaction = (tx: Db): WriteContext => ({
    tx,
    actorId,
    audit: (entry) => audit(tx, { ...entry, actorId, ip: request.ip }),
  })

  if (!key || !actorId) return send(reply, await db.transaction((tx) => effect(inTransaction(tx))))

  const hash = requestHash(request)
  const replay = await storedResult(db, actorId, key, hash)
  if (replay) return send(reply.header(REPLAY_HEADER, 'true'), replay as WriteResult<T>)

  const lockName = `${actorId}:${key}`
  if (inFlight.has(lockName)) throw new HttpError(409, 'IDEMPOTENCY_IN_FLIGHT')
  inFlight.add(lockName)
  try {
    const outcome = await db.transaction(async (tx) => {
      const [lock] = await queryRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(hashtextextended(${lockName}, 0)) as locked`,
      )
      if (!lock?.locked) throw new HttpError(409, 'IDEMPOTENCY_IN_FLIGHT')
      // Another instance may have finished the same request since the first look.
      const committed = await storedResult(tx, actorId, key, hash)
      if (committed) return { replayed: true, result: committed as WriteResult<T> }
      const result = await effect(inTransaction(tx))
      await tx.insert(idempotencyKeys).values({
        user_id: actorId,
        key,
        method: request.method,
        path: request.url,
        request_hash: hash,
        status: 'completed',
        response_status: result.status,
        response_body: ('replayBody' in result ? result.replayBody : result.body) ?? null,
      })
      return { replayed: false, result }
    })
    if (outcome.replayed) reply.header(REPLAY_HEADER, 'true')
    return send(reply, outcome.result)
  } finally {
    inFlight.delete(lockName)
  }
}

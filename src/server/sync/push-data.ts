// POST /api/sync/push: a device's mutations applied in order in ONE transaction, each inside its
// own savepoint, with the device's last processed seq stored in that same transaction.
//   seq <= last processed    → already_applied (a repeated batch; nothing runs again)
//   seq >  last processed    → applied, or rejected with its Spanish detail (its savepoint is
//                              rolled back, the ones after it still run); either way it is
//                              processed and the last seq moves to it. Gaps are allowed (the
//                              device may have dropped a change before sending it).
//   seqs not strictly increasing within a request → 400 for the whole request (a client bug).
// The row of (user, device) is locked first, so two instances receiving the same device's
// batches apply each mutation once. Anything else than a refusal (a lost connection, a
// deadlock) fails the whole request: nothing is kept and the device sends it again.
import { and, eq, sql } from 'drizzle-orm'
import {
  isMutationName,
  mutationArgsSchemas,
  type SyncPushBody,
  type SyncPushResponse,
  type SyncPushResult,
} from '#shared/contract/sync-push.ts'
import type { Role } from '#shared/roles.ts'
import { errorDetails } from '#shared/i18n/errors.ts'
import { audit } from '#server/audit.ts'
import { queryRows, type Db } from '#server/db/client.ts'
import { dataExceptionOf } from '#server/db/data-exception.ts'
import { syncDevices } from '#server/db/schema.ts'
import { HttpError, isHttpError } from '#server/http-error.ts'
import { zodIssuesDetail } from '#server/validation-detail.ts'
import type { ClassActor } from '#server/classes/class-access-data.ts'
import type { WriteContext } from '#server/writes.ts'
import { pushHandlers } from './push-handlers.ts'

export interface PushActor {
  userId: string
  role: Role
  ip: string
}

type Mutation = SyncPushBody['mutations'][number]

export function requireIncreasingSeqs(mutations: readonly Mutation[]): void {
  for (let i = 1; i < mutations.length; i++) {
    if (mutations[i]!.seq <= mutations[i - 1]!.seq) throw new HttpError(400, 'SYNC_SEQ_ORDER')
  }
}

const rejected = (seq: number, code: string, detail: string): SyncPushResult => ({
  seq,
  status: 'rejected',
  code,
  detail,
})

async function applyOne(tx: Db, actor: PushActor, m: Mutation): Promise<SyncPushResult> {
  if (!isMutationName(m.name)) {
    return rejected(m.seq, 'UNKNOWN_MUTATION', errorDetails.UNKNOWN_MUTATION)
  }
  const handler = pushHandlers[m.name]
  if (!(handler.roles as readonly Role[]).includes(actor.role)) {
    return rejected(m.seq, 'FORBIDDEN', errorDetails.FORBIDDEN)
  }
  const parsed = mutationArgsSchemas[m.name].safeParse(m.args)
  if (!parsed.success) {
    return rejected(m.seq, 'VALIDATION_ERROR', zodIssuesDetail(parsed.error.issues))
  }
  try {
    await tx.transaction(async (savepoint) => {
      const ctx: WriteContext = {
        tx: savepoint,
        actorId: actor.userId,
        audit: (entry) => audit(savepoint, { ...entry, actorId: actor.userId, ip: actor.ip }),
      }
      const apply = handler.apply as (
        c: WriteContext,
        a: unknown,
        by: ClassActor,
      ) => Promise<unknown>
      await apply(ctx, parsed.data, { id: actor.userId, role: actor.role })
    })
    return { seq: m.seq, status: 'applied' }
  } catch (error) {
    if (isHttpError(error)) return rejected(m.seq, error.code, error.detail)
    if (dataExceptionOf(error)) {
      return rejected(m.seq, 'VALIDATION_ERROR', errorDetails.VALIDATION_ERROR)
    }
    throw error
  }
}

export async function pushMutations(
  db: Db,
  actor: PushActor,
  body: SyncPushBody,
): Promise<SyncPushResponse> {
  requireIncreasingSeqs(body.mutations)
  return db.transaction(async (tx) => {
    await tx
      .insert(syncDevices)
      .values({ user_id: actor.userId, device_id: body.deviceId })
      .onConflictDoNothing()
    const [device] = await queryRows<{ last_seq: string | number }>(
      tx,
      sql`select last_seq from sync_devices
          where user_id = ${actor.userId}::uuid and device_id = ${body.deviceId}
          for update`,
    )
    let last = Number(device?.last_seq ?? 0)
    const results: SyncPushResult[] = []
    for (const m of body.mutations) {
      if (m.seq <= last) {
        results.push({ seq: m.seq, status: 'already_applied' })
        continue
      }
      results.push(await applyOne(tx, actor, m))
      last = m.seq
    }
    await tx
      .update(syncDevices)
      .set({ last_seq: last, updated_at: new Date() })
      .where(and(eq(syncDevices.user_id, actor.userId), eq(syncDevices.device_id, body.deviceId)))
    return { last_seq: last, results }
  })
}

// Cancelling a class (rain, a closed trail…): the session stays, marked with when and why, and
// is left out of billing and the monthly counts. Safe to replay: the same reason changes nothing.
import { and, eq, isNull } from 'drizzle-orm'
import type { CancelReason } from '#shared/contract/class-sessions.ts'
import { classSessions } from '#server/db/schema.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'
import { requireOwnClass, type ClassActor } from './class-access-data.ts'
import { requireLiveSession } from './sessions-data.ts'

/**
 * The class's own id (`idOrAlias` may be an alias) and its cancellation as it stands, its row
 * locked until the transaction ends (404 if gone; 403 when a teacher's class it is not:
 * class-access-data.ts).
 */
async function lockedCancellation(tx: WriteContext['tx'], actor: ClassActor, idOrAlias: string) {
  const id = await requireLiveSession(tx, idOrAlias)
  await requireOwnClass(tx, actor, id, { cancel: true })
  const [row] = await tx
    .select({
      cancelled_at: classSessions.cancelled_at,
      cancel_reason: classSessions.cancel_reason,
      cancel_note: classSessions.cancel_note,
    })
    .from(classSessions)
    .where(and(eq(classSessions.id, id), isNull(classSessions.deleted_at)))
    .for('update')
  return { id, before: row }
}

export async function cancelSession(
  { tx, audit }: WriteContext,
  actor: ClassActor,
  idOrAlias: string,
  body: { reason: CancelReason; note: string | null },
): Promise<WriteResult<null>> {
  const { id, before } = await lockedCancellation(tx, actor, idOrAlias)
  if (before?.cancel_reason === body.reason && before.cancel_note === body.note) {
    return { status: 204, body: null }
  }
  const now = new Date()
  const cancelledAt = before?.cancelled_at ?? now
  await tx
    .update(classSessions)
    .set({
      cancelled_at: cancelledAt,
      cancel_reason: body.reason,
      cancel_note: body.note,
      updated_at: now,
    })
    .where(eq(classSessions.id, id))
  await audit({
    action: 'class_session.cancel',
    entity: 'class_session',
    entityId: id,
    before,
    after: {
      cancelled_at: cancelledAt.toISOString(),
      cancel_reason: body.reason,
      cancel_note: body.note,
    },
  })
  return { status: 204, body: null }
}

/**
 * Reopens a class cancelled by mistake: it is billed and counted again. Safe to replay: a class
 * that stands changes nothing.
 */
export async function uncancelSession(
  { tx, audit }: WriteContext,
  actor: ClassActor,
  idOrAlias: string,
): Promise<WriteResult<null>> {
  const { id, before } = await lockedCancellation(tx, actor, idOrAlias)
  if (!before?.cancelled_at) return { status: 204, body: null }
  await tx
    .update(classSessions)
    .set({ cancelled_at: null, cancel_reason: null, cancel_note: null, updated_at: new Date() })
    .where(eq(classSessions.id, id))
  await audit({
    action: 'class_session.uncancel',
    entity: 'class_session',
    entityId: id,
    before: { ...before, cancelled_at: before.cancelled_at.toISOString() },
    after: { cancelled_at: null, cancel_reason: null, cancel_note: null },
  })
  return { status: 204, body: null }
}

// Which supporter is in charge of a student (users.supporter_id): POST and DELETE
// /api/supporters/{id}/students/{studentId}. A student has at most one supporter, so linking
// moves the student from a previous one. Both calls are idempotent.
import { eq } from 'drizzle-orm'
import { users } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import type { WriteContext } from '#server/writes.ts'
import { findActiveUser } from './user-rows-data.ts'

async function currentSupporter(ctx: WriteContext, supporterId: string, studentId: string) {
  const supporter = await findActiveUser(ctx.tx, supporterId, ['supporter'])
  const student = await findActiveUser(ctx.tx, studentId, ['student'])
  if (!supporter || !student) throw new HttpError(404, 'NOT_FOUND')
  const [row] = await ctx.tx
    .select({ supporter_id: users.supporter_id })
    .from(users)
    .where(eq(users.id, studentId))
    .for('update')
  return row?.supporter_id ?? null
}

async function setSupporter(
  ctx: WriteContext,
  studentId: string,
  before: string | null,
  after: string | null,
) {
  await ctx.tx
    .update(users)
    .set({ supporter_id: after, updated_at: new Date() })
    .where(eq(users.id, studentId))
  await ctx.audit({
    action: after ? 'assign_supporter' : 'unassign_supporter',
    entity: 'user',
    entityId: studentId,
    before: { supporter_id: before },
    after: { supporter_id: after },
  })
}

export async function linkStudent(ctx: WriteContext, supporterId: string, studentId: string) {
  const before = await currentSupporter(ctx, supporterId, studentId)
  if (before !== supporterId) await setSupporter(ctx, studentId, before, supporterId)
}

/** Clears the link only when it points to this supporter (the student may have moved on). */
export async function unlinkStudent(ctx: WriteContext, supporterId: string, studentId: string) {
  const before = await currentSupporter(ctx, supporterId, studentId)
  if (before === supporterId) await setSupporter(ctx, studentId, before, null)
}

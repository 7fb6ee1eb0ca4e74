// DELETE /api/{list}/{id}: deactivation, never a hard delete. The row stays (history, invoices,
// attendance keep pointing at it); the person leaves every list, and a staff member's sessions
// end at once (refresh tokens revoked; the auth guard already refuses inactive users).
import { and, eq, isNull } from 'drizzle-orm'
import type { Role, StaffRole } from '#shared/roles.ts'
import { refreshTokens, users } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import type { WriteContext } from '#server/writes.ts'
import { assertMayManage } from './access.ts'
import { findActiveUser, toUser } from './user-rows-data.ts'

export async function deactivateUser(
  { tx, audit, actorId }: WriteContext,
  actorRole: StaffRole,
  id: string,
  roles: readonly Role[],
): Promise<void> {
  const row = await findActiveUser(tx, id, roles)
  if (!row) throw new HttpError(404, 'NOT_FOUND')
  if (row.id === actorId) throw new HttpError(409, 'CANNOT_DEACTIVATE_SELF')
  assertMayManage(actorRole, row.role)
  const now = new Date()
  await tx
    .update(users)
    .set({ active: false, deactivated_at: now, updated_at: now })
    .where(eq(users.id, row.id))
  await tx
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(eq(refreshTokens.user_id, row.id), isNull(refreshTokens.revoked_at)))
  const user = toUser(row)
  await audit({
    action: 'deactivate',
    entity: 'user',
    entityId: row.id,
    before: { ...user, active: true },
    after: { ...user, active: false },
  })
}

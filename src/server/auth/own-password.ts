// The signed-in staff member's own password: reading its hash and replacing it, which ends the
// member's other sessions (other devices) while this one continues.
import { and, eq, ne } from 'drizzle-orm'
import { audit } from '#server/audit.ts'
import type { Db } from '#server/db/client.ts'
import { refreshTokens, users } from '#server/db/schema.ts'

export async function passwordHashOf(db: Db, userId: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ hash: users.password_hash })
    .from(users)
    .where(eq(users.id, userId))
  return row?.hash
}

/** Stores the new hash, clears the pending change, revokes the other sessions and audits it. */
export async function replacePassword(
  db: Db,
  change: { userId: string; sid: string; passwordHash: string; ip: string },
): Promise<void> {
  const { userId, sid, passwordHash, ip } = change
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: passwordHash, must_change_password: false, updated_at: new Date() })
      .where(eq(users.id, userId))
    await tx
      .update(refreshTokens)
      .set({ revoked_at: new Date() })
      .where(and(eq(refreshTokens.user_id, userId), ne(refreshTokens.family_id, sid)))
    await audit(tx, {
      actorId: userId,
      action: 'password_change',
      entity: 'user',
      entityId: userId,
      ip,
    })
  })
}

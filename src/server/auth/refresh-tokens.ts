// Refresh tokens: opaque random values (only their SHA-256 is stored), grouped in families that
// start at login. Each use rotates to a new token; reuse of a used token outside a short grace
// window (concurrent tabs) revokes the whole family. Revoked families also end access tokens.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { refreshTokens } from '#server/db/schema.ts'

export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000
export const REUSE_GRACE_MS = 10_000

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

async function insertToken(
  db: Db,
  values: { userId: string; familyId: string; parentId: string | null },
  now: Date,
) {
  const token = randomBytes(32).toString('base64url')
  await db.insert(refreshTokens).values({
    family_id: values.familyId,
    user_id: values.userId,
    parent_id: values.parentId,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + REFRESH_TTL_MS),
    created_at: now,
  })
  return token
}

export async function startFamily(db: Db, userId: string, now = new Date()) {
  const familyId = randomUUID()
  const token = await insertToken(db, { userId, familyId, parentId: null }, now)
  return { token, familyId }
}

export type RotateResult =
  | { ok: true; token: string; familyId: string; userId: string }
  | {
      ok: false
      reason: 'unknown' | 'expired' | 'revoked' | 'reused'
      familyId?: string
      userId?: string
    }

export async function rotate(db: Db, presented: string, now = new Date()): Promise<RotateResult> {
  const tokenHash = hashToken(presented)
  // Claim the token atomically: of two concurrent uses exactly one gets the row back.
  const [claimed] = await db
    .update(refreshTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(refreshTokens.token_hash, tokenHash),
        isNull(refreshTokens.used_at),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.expires_at, now),
      ),
    )
    .returning()
  const row =
    claimed ??
    (await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, tokenHash)))[0]
  if (!row) return { ok: false, reason: 'unknown' }
  const family = { familyId: row.family_id, userId: row.user_id }
  if (row.revoked_at) return { ok: false, reason: 'revoked', ...family }
  if (row.expires_at <= now) return { ok: false, reason: 'expired', ...family }
  if (!claimed) {
    const usedAgo = now.getTime() - (row.used_at?.getTime() ?? 0)
    if (usedAgo > REUSE_GRACE_MS) {
      await revokeFamily(db, row.family_id, now)
      return { ok: false, reason: 'reused', ...family }
    }
  }
  const token = await insertToken(
    db,
    { userId: row.user_id, familyId: row.family_id, parentId: row.id },
    now,
  )
  return { ok: true, token, ...family }
}

export async function revokeFamily(db: Db, familyId: string, now = new Date()) {
  await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)))
}

/** The family of a presented token, if the token exists (used or not). */
export async function familyOfToken(db: Db, presented: string) {
  const [row] = await db
    .select({ familyId: refreshTokens.family_id, userId: refreshTokens.user_id })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hashToken(presented)))
  return row
}

// Sign-in throttling kept in the database so every instance shares it: failed attempts are
// counted per account and per IP over a sliding 15-minute window.
import { and, count, eq, gt } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { loginAttempts } from '#server/db/schema.ts'

export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000
/** The 11th failed attempt for one account within the window is refused. */
export const MAX_FAILURES_PER_ACCOUNT = 10
export const MAX_FAILURES_PER_IP = 50

export async function isLockedOut(db: Db, email: string, ip: string, now = new Date()) {
  const since = new Date(now.getTime() - LOCKOUT_WINDOW_MS)
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), gt(loginAttempts.at, since)))
  if ((byAccount?.n ?? 0) >= MAX_FAILURES_PER_ACCOUNT) return true
  const [byIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.at, since)))
  return (byIp?.n ?? 0) >= MAX_FAILURES_PER_IP
}

export async function recordFailure(db: Db, email: string, ip: string, now = new Date()) {
  await db.insert(loginAttempts).values({ email, ip, at: now })
}

export async function clearFailures(db: Db, email: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email))
}

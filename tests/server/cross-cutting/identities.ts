// The callers the cross-cutting tests impersonate: one signed-in user per staff role, a user whose
// account was deactivated after signing in, and an access token that has already expired.
import { decodeJwt } from 'jose'
import type { StaffRole } from '#shared/roles.ts'
import type { App } from '#server/app.ts'
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '#server/credentials/access-token.ts'
import type { Db } from '#server/db/client.ts'
import { deactivate, login, seedUser } from '../helpers/fixtures.ts'

export const IDENTITIES = [
  'anonymous',
  'teacher',
  'admin',
  'superadmin',
  'deactivated',
  'expired',
] as const
export type Identity = (typeof IDENTITIES)[number]

/** Bearer tokens by identity (none for anonymous), plus the ids of the signed-in staff. */
export interface Callers {
  tokens: Record<Identity, string | null>
  ids: Record<StaffRole, string>
}

export async function signIn(app: App, db: Db, role: StaffRole) {
  const user = await seedUser(db, { role })
  const session = await login(app, user.email!)
  if (session.status !== 200) throw new Error(`login of ${role} failed: ${session.status}`)
  return { id: user.id, token: session.token }
}

export async function createCallers(app: App, db: Db, secret: string): Promise<Callers> {
  const teacher = await signIn(app, db, 'teacher')
  const admin = await signIn(app, db, 'admin')
  const superadmin = await signIn(app, db, 'superadmin')
  // The most powerful role, so a 401 can only come from the deactivation itself.
  const gone = await signIn(app, db, 'superadmin')
  await deactivate(db, gone.id)
  // A correctly signed token of a live session (superadmin's), expired one second ago.
  const { sid } = decodeJwt(superadmin.token) as { sid: string }
  const expired = await signAccessToken(
    secret,
    { sub: superadmin.id, role: 'superadmin', sid },
    Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000,
  )
  return {
    tokens: {
      anonymous: null,
      teacher: teacher.token,
      admin: admin.token,
      superadmin: superadmin.token,
      deactivated: gone.token,
      expired,
    },
    ids: { teacher: teacher.id, admin: admin.id, superadmin: superadmin.id },
  }
}

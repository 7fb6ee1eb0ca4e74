// Users and sessions for API tests. One argon2 hash of TEST_PASSWORD is computed per test file
// and reused for every seeded user, so seeding stays fast.
import { eq } from 'drizzle-orm'
import type { Role } from '#shared/roles.ts'
import type { App } from '#server/app.ts'
import { hashPassword } from '#server/credentials/passwords.ts'
import { REFRESH_COOKIE } from '#server/auth/session-cookie.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'

export const TEST_PASSWORD = 'Prueba123!'
let sharedHash: Promise<string> | undefined
const testHash = () => (sharedHash ??= hashPassword(TEST_PASSWORD))

let counter = 0

export async function seedUser(
  db: Db,
  values: { role: Role; email?: string; active?: boolean; must_change_password?: boolean },
) {
  counter += 1
  const email = values.email ?? `${values.role}${counter}@prueba.cl`
  const [row] = await db
    .insert(users)
    .values({
      role: values.role,
      name: `Nombre${counter}`,
      last_name: 'Apellido',
      email,
      password_hash: await testHash(),
      active: values.active ?? true,
      must_change_password: values.must_change_password ?? false,
    })
    .returning()
  return row!
}

/** Seeds a user of each role and signs each in: their access tokens, by role. */
export async function signInRoles(app: App, db: Db, roles: readonly Role[]) {
  const tokens: Record<string, string> = {}
  for (const role of roles) {
    const user = await seedUser(db, { role })
    tokens[role] = (await login(app, user.email!)).token
  }
  return tokens
}

export async function deactivate(db: Db, userId: string) {
  await db
    .update(users)
    .set({ active: false, deactivated_at: new Date() })
    .where(eq(users.id, userId))
}

export interface LoginResult {
  status: number
  body: Record<string, unknown>
  token: string
  refreshCookie: string | undefined
}

export async function login(
  app: App,
  email: string,
  password = TEST_PASSWORD,
  remoteAddress = '127.0.0.1',
): Promise<LoginResult> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress,
  })
  const body = response.json() as Record<string, unknown>
  const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE)
  return {
    status: response.statusCode,
    body,
    token: typeof body.access_token === 'string' ? body.access_token : '',
    refreshCookie: cookie?.value,
  }
}

export function refresh(
  app: App,
  cookie: string | undefined,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/refresh',
    headers,
    cookies: cookie ? { [REFRESH_COOKIE]: cookie } : {},
  })
}

/** Seeds a user and signs them in: the user, and the login's access token and refresh cookie. */
export async function seedSignedIn(
  ctx: { app: App; db: Db },
  values: Parameters<typeof seedUser>[1],
): Promise<LoginResult & { user: Awaited<ReturnType<typeof seedUser>> }> {
  const user = await seedUser(ctx.db, values)
  return { user, ...(await login(ctx.app, user.email!)) }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

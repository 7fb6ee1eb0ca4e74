// Signed-in calls for the prices and dashboard tests: a staff session of a given role and a
// small inject wrapper that sends its bearer token.
import type { LightMyRequestResponse } from 'fastify'
import type { StaffRole } from '#shared/roles.ts'
import { beforeAll } from 'vitest'
import { useTestApp, type TestContext } from '../helpers/test-app.ts'
import { bearer, login, seedUser } from '../helpers/fixtures.ts'

export interface Caller {
  userId: string
  get(url: string): Promise<LightMyRequestResponse>
  send(
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>
}

export async function signIn(ctx: TestContext, role: StaffRole): Promise<Caller> {
  const user = await seedUser(ctx.db, { role })
  const { token } = await login(ctx.app, user.email!)
  return {
    userId: user.id,
    get: (url) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) }),
    send: (method, url, payload, headers = {}) =>
      ctx.app.inject({
        method,
        url,
        headers: { ...bearer(token), ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  }
}

/**
 * The usual start of a prices or billing test file: one app, and a staff member of `role` signed
 * in on it as `caller` (usable from hooks and tests registered after this call).
 */
export function useSignedInApp(role: StaffRole): { ctx: TestContext; caller: Caller } {
  const ctx = useTestApp()
  let signedIn: Caller | undefined
  beforeAll(async () => {
    signedIn = await signIn(ctx, role)
  })
  const current = () => {
    if (!signedIn) throw new Error('The signed-in caller is only there inside hooks and tests')
    return signedIn
  }
  return {
    ctx,
    caller: {
      get userId() {
        return current().userId
      },
      get: (url) => current().get(url),
      send: (...request) => current().send(...request),
    },
  }
}

import { afterEach, describe, expect, it, vi } from 'vitest'
import { SignJWT } from 'jose'
import { signAccessToken } from '#server/credentials/access-token.ts'
import { buildApp } from '#server/app.ts'
import { useTestApp, testConfig } from './helpers/test-app.ts'
import { bearer, deactivate, seedSignedIn } from './helpers/fixtures.ts'

const ctx = useTestApp()

const sidOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string

describe('GET /api/me', () => {
  it('answers the session user', async () => {
    const { user, token } = await seedSignedIn(ctx, { role: 'admin' })
    const response = await ctx.app.inject({ url: '/api/me', headers: bearer(token) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: user.id, role: 'admin', email: user.email })
  })

  it('answers 401 in Spanish without a token', async () => {
    const response = await ctx.app.inject({ url: '/api/me' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      detail: 'Debes iniciar sesión para continuar.',
      code: 'UNAUTHORIZED',
    })
  })

  it('answers 401 for an expired token', async () => {
    const { user, token } = await seedSignedIn(ctx, { role: 'teacher' })
    const expired = await signAccessToken(
      ctx.config.jwtSecret,
      { sub: user.id, role: 'teacher', sid: sidOf(token) },
      Date.now() - 16 * 60_000,
    )
    const response = await ctx.app.inject({ url: '/api/me', headers: bearer(expired) })
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('TOKEN_INVALID')
  })

  it('answers 401 for a token signed with another secret', async () => {
    const { user, token } = await seedSignedIn(ctx, { role: 'teacher' })
    const forged = await signAccessToken('another-secret-another-secret-another', {
      sub: user.id,
      role: 'superadmin',
      sid: sidOf(token),
    })
    expect((await ctx.app.inject({ url: '/api/me', headers: bearer(forged) })).statusCode).toBe(401)
  })

  it('answers 401 for a correctly signed token that never expires (no exp claim)', async () => {
    const { user, token } = await seedSignedIn(ctx, { role: 'teacher' })
    const forever = await new SignJWT({ role: 'teacher', sid: sidOf(token) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .sign(new TextEncoder().encode(ctx.config.jwtSecret))
    const response = await ctx.app.inject({ url: '/api/me', headers: bearer(forever) })
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('TOKEN_INVALID')
  })

  it("answers 401 for a deactivated user's still-valid token, even one it accepted before", async () => {
    const { user, token } = await seedSignedIn(ctx, { role: 'teacher' })
    expect((await ctx.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200)
    await deactivate(ctx.db, user.id)
    expect((await ctx.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(401)
  })
})

describe('a token accepted once', () => {
  afterEach(() => vi.useRealTimers())

  it('is refused once it has expired', async () => {
    const { token } = await seedSignedIn(ctx, { role: 'teacher' })
    expect((await ctx.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 15 * 60_000)
    const response = await ctx.app.inject({ url: '/api/me', headers: bearer(token) })
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('TOKEN_INVALID')
  })

  it('is refused by a server with another secret', async () => {
    const { token } = await seedSignedIn(ctx, { role: 'teacher' })
    expect((await ctx.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200)
    const other = await buildApp({
      config: testConfig({ jwtSecret: 'another-secret-another-secret-another' }),
      db: ctx.db,
      logger: false,
    })
    try {
      expect((await other.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(401)
    } finally {
      await other.close()
    }
  })
})

describe('role guard', () => {
  it('refuses a teacher on an admin-only route with 403 and lets an admin in', async () => {
    const teacherSession = await seedSignedIn(ctx, { role: 'teacher' })
    const adminSession = await seedSignedIn(ctx, { role: 'admin' })
    const refused = await ctx.app.inject({
      url: '/api/audit',
      headers: bearer(teacherSession.token),
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('FORBIDDEN')
    const allowed = await ctx.app.inject({
      url: '/api/audit?entity=user',
      headers: bearer(adminSession.token),
    })
    expect(allowed.statusCode).toBe(200)
    const actions = allowed
      .json()
      .map((e: { action: string; actor_id: string }) => `${e.action}:${e.actor_id}`)
    expect(actions).toContain(`login:${teacherSession.user.id}`)
  })

  it('answers 403 PASSWORD_CHANGE_REQUIRED until a temporary password is changed, except on /me', async () => {
    const { token, body } = await seedSignedIn(ctx, { role: 'admin', must_change_password: true })
    expect((body.user as { must_change_password: boolean }).must_change_password).toBe(true)
    const audit = await ctx.app.inject({ url: '/api/audit', headers: bearer(token) })
    expect(audit.statusCode).toBe(403)
    expect(audit.json()).toEqual({
      detail: 'Debes cambiar tu contraseña antes de continuar.',
      code: 'PASSWORD_CHANGE_REQUIRED',
    })
    expect((await ctx.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200)
  })

  it('refuses to build an app with an unguarded /api route', async () => {
    const app = await buildApp({ config: testConfig(), db: ctx.db })
    expect(() => app.get('/api/unguarded', async () => 'open')).toThrow(/no requireRole guard/)
    await app.close()
  })
})

import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { REFRESH_COOKIE } from '#server/auth/session-cookie.ts'
import { signAccessToken } from '#server/credentials/access-token.ts'
import { refreshTokens } from '#server/db/schema.ts'
import { useTestApp } from './helpers/test-app.ts'
import { bearer, login, refresh, seedUser } from './helpers/fixtures.ts'

const ctx = useTestApp({ publicUrl: 'https://escuela.example.cl' })

const newCookie = (response: Awaited<ReturnType<typeof refresh>>) =>
  response.cookies.find((c) => c.name === REFRESH_COOKIE)?.value

async function signedIn() {
  const user = await seedUser(ctx.db, { role: 'teacher' })
  const session = await login(ctx.app, user.email!)
  return { user, ...session, cookie: session.refreshCookie! }
}

describe('POST /api/refresh', () => {
  it('rotates the cookie and answers a fresh access token and the user', async () => {
    const { user, cookie } = await signedIn()
    const response = await refresh(ctx.app, cookie)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.user.id).toBe(user.id)
    const rotated = newCookie(response)
    expect(rotated).toBeTruthy()
    expect(rotated).not.toBe(cookie)
    const me = await ctx.app.inject({ url: '/api/me', headers: bearer(body.access_token) })
    expect(me.statusCode).toBe(200)
    // The rotated token works in turn.
    expect((await refresh(ctx.app, rotated)).statusCode).toBe(200)
  })

  it('treats reuse of a rotated token after the grace window as theft: 401 and the whole family dies', async () => {
    const { cookie, token } = await signedIn()
    const first = await refresh(ctx.app, cookie)
    const newest = newCookie(first)!
    // Pretend the first rotation happened a minute ago.
    await ctx.db.execute(
      sql`update ${refreshTokens} set used_at = now() - interval '60 seconds' where ${refreshTokens.used_at} is not null`,
    )
    const reuse = await refresh(ctx.app, cookie)
    expect(reuse.statusCode).toBe(401)
    expect(reuse.json().code).toBe('REFRESH_INVALID')
    expect((await refresh(ctx.app, newest)).statusCode).toBe(401)
    // Access tokens of the revoked family stop working too.
    const me = await ctx.app.inject({ url: '/api/me', headers: bearer(token) })
    expect(me.statusCode).toBe(401)
  })

  it('lets two tabs refresh with the same token at the same time', async () => {
    const { cookie } = await signedIn()
    const [a, b] = await Promise.all([refresh(ctx.app, cookie), refresh(ctx.app, cookie)])
    expect(a.statusCode).toBe(200)
    expect(b.statusCode).toBe(200)
    expect((await refresh(ctx.app, newCookie(a))).statusCode).toBe(200)
    expect((await refresh(ctx.app, newCookie(b))).statusCode).toBe(200)
  })

  it('refuses a request from another origin with 403 and accepts its own', async () => {
    const { cookie } = await signedIn()
    const evil = await refresh(ctx.app, cookie, { origin: 'https://evil.example.com' })
    expect(evil.statusCode).toBe(403)
    expect(evil.json()).toEqual({
      detail: 'Origen de la solicitud no permitido.',
      code: 'ORIGIN_MISMATCH',
    })
    const own = await refresh(ctx.app, cookie, { origin: 'https://escuela.example.cl' })
    expect(own.statusCode).toBe(200)
    const sameHost = await refresh(ctx.app, newCookie(own), { origin: 'http://localhost:80' })
    expect(sameHost.statusCode).toBe(200)
  })

  it('refuses an origin that differs from its own or PUBLIC_URL only in scheme or port', async () => {
    const { cookie } = await signedIn()
    for (const origin of [
      'https://escuela.example.cl:8443',
      'http://escuela.example.cl',
      'https://localhost',
      'http://localhost:3001',
    ]) {
      const response = await refresh(ctx.app, cookie, { origin })
      expect(response.statusCode, origin).toBe(403)
      expect(response.json().code).toBe('ORIGIN_MISMATCH')
    }
    expect(
      (await refresh(ctx.app, cookie, { origin: 'https://escuela.example.cl:443' })).statusCode,
    ).toBe(200)
  })

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await refresh(ctx.app, undefined)).statusCode).toBe(401)
    expect((await refresh(ctx.app, 'not-a-real-token')).statusCode).toBe(401)
  })

  it('ends the session of a user deactivated since sign-in', async () => {
    const { user, cookie } = await signedIn()
    await ctx.db.execute(sql`update users set active = false where id = ${user.id}`)
    expect((await refresh(ctx.app, cookie)).statusCode).toBe(401)
  })
})

describe('POST /api/logout', () => {
  it('revokes the family from the cookie, clears the cookie and ends the access token', async () => {
    const { cookie, token } = await signedIn()
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { [REFRESH_COOKIE]: cookie },
    })
    expect(response.statusCode).toBe(204)
    const cleared = response.cookies.find((c) => c.name === REFRESH_COOKIE)
    expect(cleared?.value).toBe('')
    expect(cleared?.path).toBe('/api/refresh')
    expect((await refresh(ctx.app, cookie)).statusCode).toBe(401)
    expect((await ctx.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(401)
  })

  it('revokes the family from an (even expired) access token when the cookie is not sent', async () => {
    const { user, cookie, token } = await signedIn()
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
    const expired = await signAccessToken(
      ctx.config.jwtSecret,
      { sub: user.id, role: 'teacher', sid: claims.sid },
      Date.now() - 20 * 60_000,
    )
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(expired),
    })
    expect(response.statusCode).toBe(204)
    expect((await refresh(ctx.app, cookie)).statusCode).toBe(401)
    const rows = await ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.family_id, claims.sid))
    expect(rows.every((r) => r.revoked_at !== null)).toBe(true)
  })

  it('answers 204 with no session at all', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/logout' })
    expect(response.statusCode).toBe(204)
  })
})

// The global rate limit: anonymous traffic is counted per IP; signed-in staff per person, with a
// larger allowance, so a phone replaying a day of offline changes, or many phones behind one
// school Wi-Fi address, are not throttled like an anonymous flood.
import { describe, expect, it } from 'vitest'
import { STAFF_RATE_LIMIT_FACTOR } from '#server/plugins/security.ts'
import { bearer, login, seedUser } from './helpers/fixtures.ts'
import { useTestApp } from './helpers/test-app.ts'

const LIMIT = 5
const ctx = useTestApp({ rateLimitPerMinute: LIMIT })

const health = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: '/api/health', remoteAddress, headers })

describe('global rate limit', () => {
  it('answers 429 in Spanish to an anonymous address past the limit, and only to it', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await health('10.0.0.1')).statusCode).toBe(200)
    const refused = await health('10.0.0.1')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', detail: expect.any(String) })
    expect((await health('10.0.0.2')).statusCode).toBe(200)
  })

  it('counts signed-in staff per person with the larger allowance, even behind one address', async () => {
    const teacher = await seedUser(ctx.db, { role: 'teacher' })
    const other = await seedUser(ctx.db, { role: 'teacher' })
    const { token } = await login(ctx.app, teacher.email!, undefined, '10.0.0.3')
    const { token: otherToken } = await login(ctx.app, other.email!, undefined, '10.0.0.3')
    const allowance = LIMIT * STAFF_RATE_LIMIT_FACTOR
    for (let i = 0; i < allowance; i++) {
      expect((await health('10.0.0.3', bearer(token))).statusCode).toBe(200)
    }
    expect((await health('10.0.0.3', bearer(token))).statusCode).toBe(429)
    expect((await health('10.0.0.3', bearer(otherToken))).statusCode).toBe(200)
  })

  it('counts a token that does not verify by its address', async () => {
    const forged = bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.invalid')
    for (let i = 0; i < LIMIT; i++) await health('10.0.0.4', forged)
    expect((await health('10.0.0.4', forged)).statusCode).toBe(429)
  })
})

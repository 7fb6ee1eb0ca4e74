// TRUST_PROXY: the client address (rate-limit keys, the sign-in throttle, the audit log) comes
// from X-Forwarded-For only when the operator says a reverse proxy sets it; otherwise anyone could
// pick a fresh address per request and never be throttled.
import { afterEach, describe, expect, it } from 'vitest'
import { like } from 'drizzle-orm'
import { loginThrottle } from '#server/db/schema.ts'
import { DEFAULT_SCHOOL_ID } from '#server/db/school-context.ts'
import { addressKey } from '#server/plugins/login-throttle.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

const LIMIT = 3
let ctx: TestContext | undefined
afterEach(async () => {
  await ctx?.close()
  ctx = undefined
})

const health = (app: TestContext['app'], forwardedFor: string) =>
  app.inject({
    url: '/api/health',
    remoteAddress: '10.9.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  })

async function wrongPassword(app: TestContext['app'], forwardedFor: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: '10.9.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: 'nadie@escuela.cl', password: 'Incorrecta1!' },
  })
  expect(response.statusCode).toBe(401)
}

const addressBuckets = async (db: TestContext['db']) =>
  (
    await db
      .select()
      .from(loginThrottle)
      .where(like(loginThrottle.key, `${addressKey(DEFAULT_SCHOOL_ID, '')}%`))
  )
    .map((row) => row.key)
    .sort()

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For: a new forged address per request is still the same client', async () => {
    ctx = await createTestApp({ rateLimitPerMinute: LIMIT, trustProxy: false })
    for (let i = 0; i < LIMIT; i++) {
      expect((await health(ctx.app, `203.0.113.${i}`)).statusCode).toBe(200)
    }
    expect((await health(ctx.app, '203.0.113.99')).statusCode).toBe(429)

    await wrongPassword(ctx.app, '198.51.100.1')
    await wrongPassword(ctx.app, '198.51.100.2')
    expect(await addressBuckets(ctx.db)).toEqual([addressKey(DEFAULT_SCHOOL_ID, '10.9.0.1')])
  })
})

describe('with TRUST_PROXY', () => {
  it("counts each client behind the proxy by the proxy's X-Forwarded-For", async () => {
    ctx = await createTestApp({ rateLimitPerMinute: LIMIT, trustProxy: true })
    for (let i = 0; i < LIMIT; i++) {
      expect((await health(ctx.app, '203.0.113.1')).statusCode).toBe(200)
    }
    expect((await health(ctx.app, '203.0.113.1')).statusCode).toBe(429)
    expect((await health(ctx.app, '203.0.113.2')).statusCode).toBe(200)

    await wrongPassword(ctx.app, '198.51.100.1')
    await wrongPassword(ctx.app, '198.51.100.2')
    expect(await addressBuckets(ctx.db)).toEqual([
      addressKey(DEFAULT_SCHOOL_ID, '198.51.100.1'),
      addressKey(DEFAULT_SCHOOL_ID, '198.51.100.2'),
    ])
  })
})

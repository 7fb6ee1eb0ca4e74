// Sign-in throttling (OWASP device cookies): strangers' wrong passwords, from any number of
// addresses, cannot keep the owner out of a device they signed in on before; unknown devices are
// limited per account and per address; the counter holds under concurrent guesses.
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DEVICE_COOKIE } from '#server/auth/device-cookie.ts'
import {
  accountKey,
  counterKey,
  attemptsOf,
  countOne,
  deleteExpiredCounters,
  LIMITS,
} from '#server/plugins/login-throttle.ts'
import { LOGIN_REQUESTS_PER_MINUTE } from '#server/auth/auth-routes.ts'
import { auditLog, loginThrottle } from '#server/db/schema.ts'
import { DEFAULT_SCHOOL_ID } from '#server/db/school-context.ts'
import { TEST_PASSWORD, seedUser } from './helpers/fixtures.ts'
import { useTestApp } from './helpers/test-app.ts'

const ctx = useTestApp()

let addressCounter = 1
/** A loopback address no other test used: per-address counters start empty. */
const freshAddress = () => {
  addressCounter += 1
  return `127.0.${addressCounter >> 8}.${addressCounter & 255}`
}

interface Attempt {
  email: string
  password?: string
  address?: string
  device?: string
  headers?: Record<string, string>
}

async function attempt({ email, password = TEST_PASSWORD, address, device, headers }: Attempt) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: address ?? freshAddress(),
    cookies: device ? { [DEVICE_COOKIE]: device } : {},
    headers,
  })
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE)
  return { response, status: response.statusCode, device: cookie?.value, cookie }
}

/** Signs the account in once from a device of its own and returns that device's cookie. */
async function knownDevice(email: string, device?: string) {
  const first = await attempt({ email, device })
  expect(first.status).toBe(200)
  return first.device!
}

/** `count` wrong passwords for `email`, each from another address (a botnet). */
async function strangersGuess(email: string, count: number) {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) {
    statuses.push((await attempt({ email, password: `Mala${i}!x` })).status)
  }
  return statuses
}

describe('a device the account signed in on before', () => {
  it('still signs in after 40 wrong passwords from 40 other addresses', async () => {
    const owner = await seedUser(ctx.db, { role: 'teacher' })
    const device = await knownDevice(owner.email!)
    const statuses = await strangersGuess(owner.email!, 40)
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.account)
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LIMITS.account)

    expect((await attempt({ email: owner.email!, device })).status).toBe(200)
  })

  it('is refused, like any device, when it is unknown: 429 in Spanish with Retry-After', async () => {
    const owner = await seedUser(ctx.db, { role: 'admin' })
    await strangersGuess(owner.email!, 40)

    const refused = await attempt({ email: owner.email! })
    expect(refused.status).toBe(429)
    expect(refused.response.json()).toEqual({
      code: 'ACCOUNT_LOCKED',
      detail: 'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en 15 minutos.',
    })
    const retryAfter = Number(refused.response.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    expect(refused.device).toBeUndefined()
  })

  it('has an allowance of its own: its owner mistyping does not lock other devices', async () => {
    const owner = await seedUser(ctx.db, { role: 'teacher' })
    const device = await knownDevice(owner.email!)
    const address = freshAddress()
    for (let i = 0; i < LIMITS.device; i++) {
      expect(
        (await attempt({ email: owner.email!, password: 'Mala1!x', address, device })).status,
      ).toBe(401)
    }
    expect((await attempt({ email: owner.email!, address, device })).status).toBe(429)
    expect((await attempt({ email: owner.email! })).status).toBe(200)
  })

  it('starts its count again after a successful sign-in', async () => {
    const owner = await seedUser(ctx.db, { role: 'teacher' })
    const device = await knownDevice(owner.email!)
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LIMITS.device - 1; i++) {
        expect((await attempt({ email: owner.email!, password: 'Mala1!x', device })).status).toBe(
          401,
        )
      }
      expect((await attempt({ email: owner.email!, device })).status).toBe(200)
    }
  })

  it('keeps the last accounts that signed in on a shared device', async () => {
    const first = await seedUser(ctx.db, { role: 'teacher' })
    const second = await seedUser(ctx.db, { role: 'teacher' })
    const afterFirst = await knownDevice(first.email!)
    const shared = await knownDevice(second.email!, afterFirst)
    await strangersGuess(first.email!, LIMITS.account + 1)
    await strangersGuess(second.email!, LIMITS.account + 1)

    expect((await attempt({ email: first.email!, device: shared })).status).toBe(200)
    expect((await attempt({ email: second.email!, device: shared })).status).toBe(200)
  })

  it('gets a device cookie that is HttpOnly, SameSite=Strict, scoped to /api/login, long-lived', async () => {
    const owner = await seedUser(ctx.db, { role: 'teacher' })
    const local = await attempt({ email: owner.email! })
    expect(local.cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login' })
    expect(local.cookie!.maxAge).toBeGreaterThanOrEqual(180 * 24 * 60 * 60)
    expect(local.cookie!.secure).toBeFalsy()
    const forwarded = { host: 'escuela.example.cl', 'x-forwarded-proto': 'https' }
    const untrusted = await attempt({ email: owner.email!, headers: forwarded })
    expect(untrusted.cookie!.secure).toBeFalsy()
  })
})

describe('devices the account never signed in on', () => {
  it('gain nothing from a forged cookie or another account’s cookie', async () => {
    const owner = await seedUser(ctx.db, { role: 'teacher' })
    const other = await seedUser(ctx.db, { role: 'teacher' })
    const ownersDevice = await knownDevice(owner.email!)
    const othersDevice = await knownDevice(other.email!)
    await strangersGuess(owner.email!, LIMITS.account)

    const [userId, nonce, signature] = ownersDevice.split('.') as [string, string, string]
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`
    const forgeries = [
      `${userId}.${nonce}.${flipped}`,
      `${userId}.${'x'.repeat(22)}.${signature}`,
      othersDevice,
      `${othersDevice.replace(other.id, owner.id)}`,
      'basura',
    ]
    for (const device of forgeries) {
      expect((await attempt({ email: owner.email!, device })).status).toBe(429)
    }
    expect((await attempt({ email: owner.email!, device: ownersDevice })).status).toBe(200)
  })

  it('a successful sign-in does not reset what strangers have spent', async () => {
    const owner = await seedUser(ctx.db, { role: 'teacher' })
    const spent = LIMITS.account - 1
    expect(await strangersGuess(owner.email!, spent)).toEqual(Array(spent).fill(401))
    expect((await attempt({ email: owner.email! })).status).toBe(200)

    expect(await strangersGuess(owner.email!, 2)).toEqual([401, 429])
  })

  it('are limited per address across accounts, and only that address', async () => {
    const address = freshAddress()
    const statuses: number[] = []
    for (let i = 0; i <= LIMITS.address; i++) {
      const email = `nadie${i}.${address}@prueba.cl`
      statuses.push((await attempt({ email, password: 'Mala1!x', address })).status)
    }
    expect(statuses.slice(0, LIMITS.address)).toEqual(Array(LIMITS.address).fill(401))
    expect(statuses[LIMITS.address]).toBe(429)

    const owner = await seedUser(ctx.db, { role: 'teacher' })
    expect((await attempt({ email: owner.email!, address })).status).toBe(429)
    expect((await attempt({ email: owner.email! })).status).toBe(200)
  })

  it('are refused the same way for an e-mail that has no account', async () => {
    const email = 'no-existe@prueba.cl'
    await strangersGuess(email, LIMITS.account)
    const refused = await attempt({ email })
    expect(refused.status).toBe(429)
    expect(refused.response.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' })
  })

  it('may try again once the window has passed', async () => {
    const owner = await seedUser(ctx.db, { role: 'teacher' })
    await strangersGuess(owner.email!, LIMITS.account + 1)
    expect((await attempt({ email: owner.email! })).status).toBe(429)
    await ctx.db
      .update(loginThrottle)
      .set({ window_start: sql`now() - interval '16 minutes'` })
      .where(eq(loginThrottle.key, accountKey(DEFAULT_SCHOOL_ID, owner.email!)))
    expect((await attempt({ email: owner.email! })).status).toBe(200)
  })
})

describe('the clean-up job', () => {
  it('drops counters whose window has ended and keeps the running ones', async () => {
    const ended = await seedUser(ctx.db, { role: 'teacher' })
    const running = await seedUser(ctx.db, { role: 'teacher' })
    await strangersGuess(ended.email!, 1)
    await strangersGuess(running.email!, 1)
    await ctx.db
      .update(loginThrottle)
      .set({ window_start: sql`now() - interval '16 minutes'` })
      .where(eq(loginThrottle.key, accountKey(DEFAULT_SCHOOL_ID, ended.email!)))

    expect(await deleteExpiredCounters(ctx.db)).toBeGreaterThanOrEqual(1)
    const keys = (await ctx.db.select().from(loginThrottle)).map((row) => row.key)
    expect(keys).not.toContain(accountKey(DEFAULT_SCHOOL_ID, ended.email!))
    expect(keys).toContain(accountKey(DEFAULT_SCHOOL_ID, running.email!))
  })

  it("keeps another counter for its own, longer window (the portal's misses per RUT: an hour)", async () => {
    await countOne(ctx.db, 'portal-rut', '11111111-1')
    await countOne(ctx.db, 'portal-rut', '22222222-2')
    const age = (rut: string, minutes: number) =>
      ctx.db
        .update(loginThrottle)
        .set({ window_start: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(loginThrottle.key, counterKey(null, 'portal-rut', rut)))
    await age('11111111-1', 20)
    await age('22222222-2', 61)

    await deleteExpiredCounters(ctx.db)
    expect(await attemptsOf(ctx.db, 'portal-rut', '11111111-1')).toBe(1)
    const keys = (await ctx.db.select().from(loginThrottle)).map((row) => row.key)
    expect(keys).toContain(counterKey(null, 'portal-rut', '11111111-1'))
    expect(keys).not.toContain(counterKey(null, 'portal-rut', '22222222-2'))
  })
})

describe('concurrent guesses', () => {
  it('20 at once check at most the limit of passwords', async () => {
    const owner = await seedUser(ctx.db, { role: 'teacher' })
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        attempt({ email: owner.email!, password: `Mala${i}!x` }),
      ),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.account)
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LIMITS.account)
  })
})

describe('lock-outs', () => {
  it('are audited once, naming the account, the scope and the address', async () => {
    const owner = await seedUser(ctx.db, { role: 'teacher' })
    await strangersGuess(owner.email!, LIMITS.account + 5)
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login_locked'), eq(auditLog.entity_id, owner.id)))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      actor_id: null,
      entity: 'user',
      after: { email: owner.email, scope: 'account' },
      ip: expect.stringMatching(/^127\./),
    })
  })
})

describe('the route limit of POST /api/login', () => {
  it('stops a burst from one address, but not a device known there', async () => {
    const owner = await seedUser(ctx.db, { role: 'teacher' })
    const address = freshAddress()
    const device = await knownDevice(owner.email!)
    const codes: unknown[] = []
    for (let i = 0; i <= LOGIN_REQUESTS_PER_MINUTE; i++) {
      const email = `x${i}.${address}@prueba.cl`
      const { response } = await attempt({ email, password: 'Mala1!x', address })
      codes.push(response.json<{ code: string }>().code)
    }
    expect(codes.at(-2)).toBe('ACCOUNT_LOCKED')
    expect(codes.at(-1)).toBe('TOO_MANY_REQUESTS')
    expect((await attempt({ email: owner.email!, address, device })).status).toBe(200)
  })
})

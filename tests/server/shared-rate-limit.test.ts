// Per-route, per-address limits (the RUT lookup, recognition, personal link, receipts, starting a
// payment, enquiries, sign-in) are counted in the database, so two instances behind one proxy
// allow together what one allows, not twice as much; each route keeps its own count.
import { eq, like, sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '#server/app.ts'
import { deleteExpiredCounters } from '#server/plugins/login-throttle.ts'
import { loginThrottle } from '#server/db/schema.ts'
import { startInstances, type Instances } from './helpers/instances.ts'
import { newRut } from './payments/billing-fixtures.ts'

let instances: Instances
beforeAll(async () => {
  // TRUST_PROXY, as several instances run behind a proxy: the client is X-Forwarded-For.
  instances = await startInstances(2, { trustProxy: true })
})
afterAll(() => instances.close())

let client = 0
/** An address no other request of this file used. */
const freshClient = () => `198.51.${client >> 8}.${++client & 255}`

interface Route {
  name: string
  max: number
  request: () => InjectOptions
}

const ID = '3b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a61'
const ROUTES: Route[] = [
  {
    name: 'the RUT lookup',
    max: 20,
    request: () => ({ url: `/api/portal/invoices/${newRut()}` }),
  },
  {
    name: 'recognition',
    max: 5,
    request: () => ({
      method: 'POST',
      url: '/api/portal/recognize',
      payload: { rut: newRut(), birth_date: '2015-03-14' },
    }),
  },
  {
    name: 'the personal link',
    max: 20,
    request: () => ({ method: 'POST', url: '/api/portal/link', payload: { token: 'x' } }),
  },
  { name: 'receipts', max: 30, request: () => ({ url: `/api/portal/receipts/${ID}` }) },
  {
    name: 'starting a payment',
    max: 10,
    request: () => ({ method: 'POST', url: '/api/portal/payments', payload: {} }),
  },
  {
    name: 'enquiries',
    max: 5,
    request: () => ({ method: 'POST', url: '/api/enquiries', payload: {} }),
  },
]

/** Through the proxy (10.0.0.1) for the client `from`. */
const send = (app: App, route: Route, from: string) =>
  app.inject({
    ...route.request(),
    remoteAddress: '10.0.0.1',
    headers: { 'x-forwarded-for': from },
  })

describe('two instances behind one proxy', () => {
  it.each(ROUTES)(
    'allow $name its limit per address in total, not once per instance',
    async (route) => {
      const [a, b] = instances.apps as [App, App]
      const from = freshClient()
      const statuses: number[] = []
      for (let i = 0; i < route.max * 2; i++) {
        statuses.push((await send(i % 2 ? b : a, route, from)).statusCode)
      }
      expect(statuses.slice(0, route.max)).not.toContain(429)
      expect(statuses.slice(route.max)).toEqual(Array(route.max).fill(429))
      // Another address is not affected.
      expect((await send(b, route, freshClient())).statusCode).not.toBe(429)
    },
  )

  it('count requests sent at once exactly: twice the limit over both lets the limit through', async () => {
    const [a, b] = instances.apps as [App, App]
    const route = ROUTES.find((r) => r.name === 'the RUT lookup')!
    const from = freshClient()
    const answers = await Promise.all(
      Array.from({ length: route.max * 2 }, (_, i) => send(i % 2 ? b : a, route, from)),
    )
    const statuses = answers.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 429)).toHaveLength(route.max)
  })

  it('answer past the limit in Spanish with Retry-After', async () => {
    const [a, b] = instances.apps as [App, App]
    const route = ROUTES.find((r) => r.name === 'recognition')!
    const from = freshClient()
    for (let i = 0; i < route.max; i++) await send(i % 2 ? b : a, route, from)
    const refused = await send(a, route, from)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      detail:
        'Demasiadas solicitudes seguidas: hay que esperar un momento antes de volver a intentarlo.',
    })
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
  })

  it("keep each route's count apart: a spent recognition leaves the lookup open", async () => {
    const [a] = instances.apps as [App, App]
    const [lookup, recognition] = [ROUTES[0]!, ROUTES[1]!]
    const from = freshClient()
    for (let i = 0; i <= recognition.max; i++) await send(a, recognition, from)
    expect((await send(a, recognition, from)).statusCode).toBe(429)
    expect((await send(a, lookup, from)).statusCode).toBe(200)
  })
})

describe('the clean-up job', () => {
  it('drops request counters whose window has ended and keeps the running ones', async () => {
    const [a] = instances.apps as [App, App]
    const [lookup, recognition] = [ROUTES[0]!, ROUTES[1]!]
    const from = freshClient()
    await send(a, lookup, from)
    await send(a, recognition, from)
    const rows = await instances.db
      .select({ key: loginThrottle.key })
      .from(loginThrottle)
      .where(like(loginThrottle.key, `%${from}%`))
    expect(rows).toHaveLength(2)
    // The lookup's paths share one counter, named by its group rather than by a path.
    const [lookupKey] = rows.map((r) => r.key).filter((key) => key.includes('invoices-by-rut'))
    await instances.db
      .update(loginThrottle)
      .set({ window_start: sql`now() - interval '61 seconds'` })
      .where(eq(loginThrottle.key, lookupKey!))

    await deleteExpiredCounters(instances.db)
    const left = await instances.db
      .select({ key: loginThrottle.key })
      .from(loginThrottle)
      .where(like(loginThrottle.key, `%${from}%`))
    expect(left.map((r) => r.key)).toEqual([expect.stringContaining('/api/portal/recognize')])
  })
})

// A flood of trial-class requests never turns a real family away: past 3 an hour from one
// address, or past 100 an hour in all, a request is kept as 'posible spam' (hidden from admins
// until they ask) instead of refused, counted atomically over every instance. Admins restore one
// with 'No es spam' (audited).
import { and, count, eq, like, or } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Enquiry } from '#shared/contract/enquiries.ts'
import type { App } from '#server/app.ts'
import { auditLog, enquiries, loginThrottle } from '#server/db/schema.ts'
import { ENQUIRIES_PER_ADDRESS_HOUR, ENQUIRIES_PER_HOUR } from '#server/enquiries/enquiries-data.ts'
import { bearer, login, seedUser } from '../helpers/fixtures.ts'
import { startInstances, type Instances } from '../helpers/instances.ts'

let instances: Instances
let adminToken: string
beforeAll(async () => {
  instances = await startInstances(2)
  const admin = await seedUser(instances.db, { role: 'admin' })
  adminToken = (await login(instances.apps[0]!, admin.email!)).token
})
afterAll(() => instances.close())

/** A new hour: no enquiries and no enquiry counters (per-route request limits stay). */
beforeEach(async () => {
  await instances.db.delete(enquiries)
  await instances.db
    .delete(loginThrottle)
    .where(or(like(loginThrottle.key, 'enquiries:%'), like(loginThrottle.key, 'enquiry-address:%')))
})

const family = (name: string) => ({
  name,
  child_age: 9,
  level: 'beginner',
  phone: '9 8123 4567',
  message: 'Quiere probar los sábados.',
})

let block = 0
/** A /24 of addresses no other test used. */
const addresses = () => {
  block += 1
  return (host: number) => `10.${100 + (block >> 8)}.${block & 255}.${host}`
}

const enquire = (app: App, name: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/enquiries', payload: family(name), remoteAddress })

async function stored() {
  const rows = await instances.db
    .select({ spam: enquiries.spam, n: count() })
    .from(enquiries)
    .groupBy(enquiries.spam)
  const of = (spam: boolean) => rows.find((r) => r.spam === spam)?.n ?? 0
  return { ordinary: of(false), spam: of(true) }
}

const list = async (app: App) => {
  const response = await app.inject({ url: '/api/enquiries', headers: bearer(adminToken) })
  expect(response.statusCode).toBe(200)
  return response.json<Enquiry[]>()
}

describe('a flood of trial-class requests', () => {
  it('125 from 25 addresses, then a real family: the family is stored as an ordinary request', async () => {
    const [a, b] = instances.apps as [App, App]
    const from = addresses()
    const statuses: number[] = []
    for (let i = 0; i < 125; i++) {
      statuses.push(
        (await enquire(i % 2 ? a : b, `Flood ${i}`, from(Math.floor(i / 5)))).statusCode,
      )
    }
    expect(statuses).toEqual(Array(125).fill(201))

    const real = await enquire(a, 'Paula Rojas', from(200))
    expect(real.statusCode).toBe(201)
    expect(real.json()).toEqual({ received: true })
    const paula = (await list(b)).find((e) => e.name === 'Paula Rojas')
    expect(paula).toMatchObject({ spam: false, status: 'new' })
    // 3 an hour per address are ordinary; the 4th and 5th of each address are kept as spam.
    expect(await stored()).toEqual({ ordinary: 25 * ENQUIRIES_PER_ADDRESS_HOUR + 1, spam: 50 })
  })

  it('130 at once from 130 addresses over two instances: exactly 100 ordinary, 30 kept as spam', async () => {
    const [a, b] = instances.apps as [App, App]
    const from = addresses()
    const answers = await Promise.all(
      Array.from({ length: 130 }, (_, i) => enquire(i % 2 ? a : b, `Lote ${i}`, from(i))),
    )
    expect(answers.map((r) => r.statusCode)).toEqual(Array(130).fill(201))
    expect(await stored()).toEqual({ ordinary: ENQUIRIES_PER_HOUR, spam: 30 })
  })

  it('5 at once from each of 26 addresses over two instances: exactly 3 ordinary per address', async () => {
    const [a, b] = instances.apps as [App, App]
    const from = addresses()
    const answers = await Promise.all(
      Array.from({ length: 130 }, (_, i) => enquire(i % 2 ? a : b, `Casa ${i % 26}`, from(i % 26))),
    )
    expect(answers.map((r) => r.statusCode)).toEqual(Array(130).fill(201))
    const rows = await instances.db
      .select({ name: enquiries.name, spam: enquiries.spam })
      .from(enquiries)
    for (let house = 0; house < 26; house++) {
      const own = rows.filter((r) => r.name === `Casa ${house}`)
      expect(own.map((r) => r.spam).sort(), `Casa ${house}`).toEqual([
        false,
        false,
        false,
        true,
        true,
      ])
    }
  })
})

describe("the admins' list and 'No es spam'", () => {
  it('lists spam flagged, and restoring one is audited and refused to teachers', async () => {
    const [a, b] = instances.apps as [App, App]
    const from = addresses()
    for (let i = 0; i < 4; i++) await enquire(a, `Familia ${i}`, from(1))
    const listed = await list(a)
    expect(listed.map((e) => [e.name, e.spam])).toEqual([
      ['Familia 3', true],
      ['Familia 2', false],
      ['Familia 1', false],
      ['Familia 0', false],
    ])

    const suspect = listed[0]!
    const restored = await b.inject({
      method: 'POST',
      url: `/api/enquiries/${suspect.id}/not-spam`,
      headers: bearer(adminToken),
    })
    expect(restored.statusCode).toBe(200)
    expect(restored.json()).toMatchObject({ id: suspect.id, name: 'Familia 3', spam: false })
    expect((await list(a)).every((e) => !e.spam)).toBe(true)
    const [entry] = await instances.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'enquiry'), eq(auditLog.entity_id, suspect.id)))
    expect(entry).toMatchObject({
      action: 'update',
      before: { spam: true },
      after: { spam: false },
    })

    const teacher = await seedUser(instances.db, { role: 'teacher' })
    const teacherToken = (await login(a, teacher.email!)).token
    const refused = await a.inject({
      method: 'POST',
      url: `/api/enquiries/${suspect.id}/not-spam`,
      headers: bearer(teacherToken),
    })
    expect(refused.statusCode).toBe(403)
    const unknown = await a.inject({
      method: 'POST',
      url: '/api/enquiries/3b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a61/not-spam',
      headers: bearer(adminToken),
    })
    expect(unknown.statusCode).toBe(404)
  })
})

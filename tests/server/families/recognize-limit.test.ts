// The portal's per-RUT limit on birth dates: each attempt is counted before the date is checked,
// in one atomic upsert shared by every instance, so 60 guesses at once over two instances check no
// more than 10; past 10 wrong dates in the hour even the right date is refused, with the same
// answer as a wrong one; a right date takes its own attempt back.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { App } from '#server/app.ts'
import type * as PortalData from '#server/portal/guardian-data.ts'
import { loginThrottle, users } from '#server/db/schema.ts'
import { DEFAULT_SCHOOL_ID } from '#server/db/school-context.ts'
import { counterKey } from '#server/plugins/login-throttle.ts'
import { startInstances, type Instances } from '../helpers/instances.ts'
import { seedFamily } from '../payments/billing-fixtures.ts'

// NOTE: a pass-through spy (the real query runs) that counts how many birth dates were checked,
// which a wrong date's answer must not tell.
const checked = vi.hoisted(() => ({ calls: 0 }))
vi.mock('#server/portal/guardian-data.ts', async (importOriginal) => {
  const real = await importOriginal<typeof PortalData>()
  return {
    ...real,
    guardianByBirthDate: (...args: Parameters<typeof real.guardianByBirthDate>) => {
      checked.calls += 1
      return real.guardianByBirthDate(...args)
    },
  }
})

const BORN = '2015-03-14'
const LIMIT = 10

let instances: Instances
beforeAll(async () => {
  instances = await startInstances(2)
})
afterAll(() => instances.close())
beforeEach(() => {
  checked.calls = 0
})

let address = 0
/** From its own address unless told, so the per-address limit stays out of the way. */
const recognize = (app: App, rut: string, birth_date: string, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/portal/recognize',
    payload: { rut, birth_date },
    remoteAddress: remoteAddress ?? `10.61.${address >> 8}.${++address & 255}`,
  })

const wrongDate = (i: number) => `2010-01-${String((i % 28) + 1).padStart(2, '0')}`

async function family() {
  const { guardian, students } = await seedFamily(instances.db)
  await instances.db.update(users).set({ birth_date: BORN }).where(eq(users.id, students[0]!.id))
  return guardian.rut!
}

async function counted(rut: string) {
  const [row] = await instances.db
    .select({ attempts: loginThrottle.attempts })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, counterKey(DEFAULT_SCHOOL_ID, 'portal-rut', rut)))
  return row?.attempts ?? 0
}

describe('wrong birth dates for one RUT', () => {
  it('60 at once from 12 addresses over two instances: at most 10 checked, every one counted', async () => {
    const [a, b] = instances.apps as [App, App]
    for (let burst = 0; burst < 7; burst++) {
      const rut = await family()
      checked.calls = 0
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          recognize(i % 2 ? a : b, rut, wrongDate(i), `10.60.${burst}.${i % 12}`),
        ),
      )
      expect(answers.map((r) => r.statusCode)).toEqual(Array(60).fill(200))
      expect(new Set(answers.map((r) => r.body))).toEqual(new Set(['{"recognized":false}']))
      expect(checked.calls, `burst ${burst}`).toBeLessThanOrEqual(LIMIT)
      expect(await counted(rut)).toBe(60)

      const right = await recognize(a, rut, BORN)
      expect(right.json()).toEqual({ recognized: false })
      expect(right.cookies.find((c) => c.name === 'bs_portal')).toBeUndefined()
    }
  })

  it('checks the 10th wrong date of the hour and refuses the 11th attempt, right date included', async () => {
    const rut = await family()
    const [a, b] = instances.apps as [App, App]
    for (let i = 0; i < LIMIT; i++) {
      expect((await recognize(i % 2 ? a : b, rut, wrongDate(i))).json()).toEqual({
        recognized: false,
      })
    }
    expect(checked.calls).toBe(LIMIT)
    const right = await recognize(b, rut, BORN)
    expect(right.json()).toEqual({ recognized: false })
    expect(checked.calls).toBe(LIMIT)
  })

  it('a right date takes its own attempt back: the guardian is not locked out by coming back', async () => {
    const rut = await family()
    const [a, b] = instances.apps as [App, App]
    for (let i = 0; i < LIMIT - 1; i++) await recognize(a, rut, wrongDate(i))
    for (let i = 0; i < 3; i++) {
      expect((await recognize(i % 2 ? a : b, rut, BORN)).json()).toEqual({ recognized: true })
    }
    expect(await counted(rut)).toBe(LIMIT - 1)
    // The 10th wrong date is still checked; after it, nothing is.
    await recognize(b, rut, wrongDate(20))
    expect((await recognize(a, rut, BORN)).json()).toEqual({ recognized: false })
    expect(checked.calls).toBe(LIMIT - 1 + 3 + 1)
  })

  it("one RUT's misses do not touch another's", async () => {
    const locked = await family()
    const other = await family()
    const [a] = instances.apps as [App, App]
    for (let i = 0; i <= LIMIT; i++) await recognize(a, locked, wrongDate(i))
    expect((await recognize(a, other, BORN)).json()).toEqual({ recognized: true })
  })
})

// DESIGN §10's budgets with many schools on one PostgreSQL database: 100 schools (the large one
// and 99 small), each answering on its own host. Measures the large school as large-school-bench.ts
// does alone, then the bursts (saturday-noon-burst.ts, first-of-month-burst.ts). The server trusts
// X-Forwarded-For (as behind the platform's proxy): each school's phones and each guardian have
// an address of their own, as the per-address limits of sign-in and the portal expect.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { buildApp, type App } from '#server/app.ts'
import type { Config } from '#server/config.ts'
import type { DbHandle } from '#server/db/client.ts'
import { DEFAULT_SCHOOL_ID } from '#server/db/school-context.ts'
import { writeSchoolSettings } from '#server/schools/school-settings.ts'
import { LARGE_SCHOOL_ADMIN } from '../server/helpers/large-school.ts'
import { testConfig } from '../server/helpers/test-app.ts'
import type { BenchDatabase } from './bench-database.ts'
import { startBenchKhipu, type BenchKhipu } from './bench-khipu.ts'
import { hostRequest, jsonOf } from './host-http.ts'
import { loadHotEndpoints } from './large-school-bench.ts'
import type { LoadFigure } from './load-client.ts'
import {
  billEverySchool,
  GUARDIANS_PAYING,
  guardiansPay,
  payingGuardians,
  type BillingBurst,
  type PaymentsFigures,
} from './first-of-month-burst.ts'
import { seedSchools, type SeededSchools } from './many-schools-seed.ts'
import { saturdayNoon, signIn, type SaturdayFigures } from './saturday-noon-burst.ts'

/** The large school's figures that large-school-bench.ts also measures, here among the others. */
export interface LargeAmongMany {
  load: { name: string; figure: LoadFigure }[]
  syncInitialMs: number
}

export interface ManySchoolsFigures {
  database: string
  schools: number
  riders: number
  seedMs: number
  seededRows: number
  large: LargeAmongMany
  saturday: SaturdayFigures
  billing: BillingBurst
  payments: PaymentsFigures
  /** Khipu's notifications as the app answered them (timed at the relay, bench-khipu.ts). */
  notifications: BenchKhipu['notifications']
}

const RATE_LIMIT_PER_MINUTE = 100_000_000

/**
 * Every school pays into a Khipu account of its own (its settings; the first school's is the
 * environment's), all of them held by the one standalone simulator.
 */
async function giveEverySchoolKhipu(
  database: DbHandle,
  config: Config,
  schools: SeededSchools['schools'],
) {
  const account = {
    KHIPU_API_KEY: config.khipu.apiKey,
    KHIPU_WEBHOOK_SECRET: config.khipu.webhookSecret,
  }
  for (const school of schools) {
    if (school.id === DEFAULT_SCHOOL_ID) continue
    await writeSchoolSettings(database.owner, config, config.settingsKey, school.id, account)
  }
}

async function measureLarge(url: string, app: App, seeded: SeededSchools): Promise<LargeAmongMany> {
  const { large } = seeded
  const token = await signIn(app, large, LARGE_SCHOOL_ADMIN.email)
  const load = await loadHotEndpoints(url, token, large, large.host)
  const pulled = await hostRequest({
    url: `${url}/api/sync`,
    host: large.host,
    headers: { authorization: `Bearer ${token}` },
  })
  jsonOf(pulled, 'large school pull')
  return { load, syncInitialMs: pulled.ms }
}

export async function benchManySchools(
  target: BenchDatabase,
  count = Number(process.env.BENCH_SCHOOLS ?? 100),
): Promise<ManySchoolsFigures> {
  const database = await target.open()
  let url = ''
  const khipu = await startBenchKhipu(() => url)
  try {
    // Khipu as in production: its own service over HTTP, here the standalone simulator.
    const config = testConfig({
      rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
      trustProxy: true,
      khipu: { apiKey: khipu.apiKey, webhookSecret: khipu.webhookSecret, baseUrl: khipu.baseUrl },
      settingsKey: randomBytes(32),
    })
    const seeding = performance.now()
    const seeded = await seedSchools(database, count)
    await giveEverySchoolKhipu(database, config, seeded.schools)
    const seedMs = performance.now() - seeding
    const app = await buildApp({ config, db: database.db, logger: false })
    url = await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const large = await measureLarge(url, app, seeded)
      const saturday = await saturdayNoon(app, url, database, seeded.schools)
      const billing = await billEverySchool(app, database)
      // The payments below read what billing wrote: statistics as autovacuum would have them.
      await database.owner.execute(sql`analyze invoices`)
      const paying = await payingGuardians(
        database,
        seeded.schools,
        billing.period,
        GUARDIANS_PAYING,
      )
      const payments = await guardiansPay(url, database, seeded.schools, paying, billing.period)
      return {
        database: target.label,
        schools: seeded.schools.length,
        riders: seeded.riders,
        seedMs,
        seededRows: seeded.rows,
        large,
        saturday,
        billing,
        payments,
        notifications: khipu.notifications,
      }
    } finally {
      await app.close()
    }
  } finally {
    await khipu.close()
    await database.close()
  }
}

// The planner's statistics: the server analyses a table once enough of its rows changed (PGlite
// has no autovacuum; CI's PostgreSQL runs without it), and its connections compile no plan.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows, type DbHandle } from '#server/db/client.ts'
import { analyzeChangedTables } from '#server/db/planner-statistics.ts'
import { users } from '#server/db/schema.ts'
import { firstSchoolDb, openTestDatabase } from './helpers/test-app.ts'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDatabase({ singleSchool: true })
})
afterAll(() => handle.close())

const reltuples = async (table: string) => {
  const [row] = await queryRows<{ n: number }>(
    handle.owner,
    sql`select reltuples::float8 as n from pg_class where relname = ${table}`,
  )
  return Number(row!.n)
}

/** The activity statistics reach pg_stat_user_tables a moment after the transaction ends. */
async function analyzedSoon(): Promise<string[]> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const analyzed = await analyzeChangedTables(handle.owner)
    if (analyzed.length > 0 || Date.now() > deadline) return analyzed
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('the statistics job', () => {
  it('analyses a table once enough of its rows changed, then leaves it until they change again', async () => {
    expect(await reltuples('users')).toBeLessThan(100)
    const riders = Array.from({ length: 300 }, (_, i) => ({
      role: 'student' as const,
      name: `Ciclista ${i}`,
      last_name: 'Prueba',
    }))
    await firstSchoolDb(handle).insert(users).values(riders)

    expect(await analyzedSoon()).toContain('users')
    expect(await reltuples('users')).toBeGreaterThanOrEqual(300)
    expect(await analyzeChangedTables(handle.owner)).not.toContain('users')
  })
})

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('connections to PostgreSQL', () => {
  it('compile no plan: JIT is off for the server', async () => {
    const [row] = await queryRows<{ jit: string }>(
      firstSchoolDb(handle),
      sql`select current_setting('jit') as jit`,
    )
    expect(row!.jit).toBe('off')
  })
})

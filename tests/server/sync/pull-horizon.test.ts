// The pull never skips a row: a transaction that wrote before a pull but commits after it is
// delivered by the next pull (PostgreSQL, where transactions run side by side).
import { eq } from 'drizzle-orm'
import type pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '#server/db/schema.ts'
import { pull } from '#server/sync/sync-queries.ts'
import { useTestApp } from '../helpers/test-app.ts'

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const ctx = useTestApp()
let first = ''
let second = ''

beforeAll(async () => {
  const rows = await ctx.db
    .insert(users)
    .values([
      { role: 'student', name: 'Ema', last_name: 'Soto', birth_date: '2015-01-01' },
      { role: 'student', name: 'Iván', last_name: 'Mora', birth_date: '2015-01-01' },
    ])
    .returning()
  first = rows[0]!.id
  second = rows[1]!.id
})

const names = (body: Awaited<ReturnType<typeof pull>>) => body.students.map((s) => s.name).sort()

describe.runIf(onPostgres)('a pull on PostgreSQL', () => {
  it('delivers the row of a transaction held open across a pull, once it commits', async () => {
    const start = await pull(ctx.db, undefined, new Date())
    const pool = (ctx.db as unknown as { $client: pg.Pool }).$client
    const slow = await pool.connect()
    let during: Awaited<ReturnType<typeof pull>>
    try {
      await slow.query('begin')
      // Takes its version now, then stays open.
      await slow.query(`update users set name = 'Ema tarde' where id = $1`, [first])
      // A later write commits first, with a higher version.
      await ctx.db.update(users).set({ name: 'Iván pronto' }).where(eq(users.id, second))
      during = await pull(ctx.db, start.cursor, new Date())
      expect(names(during)).toEqual(['Iván pronto'])
      await slow.query('commit')
    } finally {
      slow.release()
    }
    const after = await pull(ctx.db, during.cursor, new Date())
    expect(after.reset).toBe(false)
    expect(names(after)).toContain('Ema tarde')
    // Once nothing is running, the horizon moves past both and the next pull is empty.
    const quiet = await pull(ctx.db, after.cursor, new Date())
    expect(names(quiet)).toEqual([])
  })
})

describe('a pull on either database', () => {
  it('delivers a committed change once, then nothing', async () => {
    const start = await pull(ctx.db, undefined, new Date())
    await ctx.db.update(users).set({ name: 'Ema otra vez' }).where(eq(users.id, first))
    const next = await pull(ctx.db, start.cursor, new Date())
    expect(names(next)).toEqual(['Ema otra vez'])
    expect(names(await pull(ctx.db, next.cursor, new Date()))).toEqual([])
  })
})

describe.runIf(onPostgres)('the server pool on PostgreSQL', () => {
  it('ends a transaction left idle for a minute', async () => {
    const pool = (ctx.db as unknown as { $client: pg.Pool }).$client
    const client = await pool.connect()
    try {
      const { rows } = await client.query<{ v: string }>(
        `select current_setting('idle_in_transaction_session_timeout') as v`,
      )
      expect(rows[0]!.v).toBe('1min')
    } finally {
      client.release()
    }
  })
})

// The platform operator's commands, run as `npm run operator` runs them, on a real database: a
// second school needs the first to have its host, gets its own superadmin and answers on its own
// host; a school exported from one deployment is imported whole into another; suspending stops
// it answering; deleting it leaves no row of it and every row of the others.
import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '#server/app.ts'
import { queryRows, type DbHandle } from '#server/db/client.ts'
import { DEFAULT_SCHOOL_ID } from '#server/db/school-context.ts'
import { runOperatorCommand } from '#server/operator.ts'
import { OperatorError } from '#server/schools/schools-data.ts'
import { seedDemoSchool } from '#server/seed/demo.ts'
import { firstSchoolDb, openTestDatabase, testConfig } from './helpers/test-app.ts'

let database: DbHandle
let app: App
const config = testConfig()
const CREATE_B = ['create', '--name', 'Escuela B', '--domain', 'b.test', '--admin', 'jefa@b.cl']

async function operator(database: DbHandle, ...args: string[]): Promise<string[]> {
  const lines: string[] = []
  await runOperatorCommand(database, config, args, (line) => lines.push(line))
  return lines
}

/** Rows per school, over every table that has a school. */
async function rowsBySchool(handle: DbHandle): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    handle.owner,
    sql`select table_name as name from information_schema.columns
         where table_schema = 'public' and column_name = 'school_id' and table_name <> 'school_domains'`,
  )
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    const rows = await queryRows<{ school_id: string; n: number }>(
      handle.owner,
      sql`select school_id::text, count(*)::int as n from ${sql.identifier(name)} group by 1`,
    )
    for (const row of rows) counts[row.school_id] = (counts[row.school_id] ?? 0) + row.n
  }
  return counts
}

beforeAll(async () => {
  database = await openTestDatabase({ singleSchool: true })
  await seedDemoSchool(firstSchoolDb(database))
  app = await buildApp({ config, db: database.db })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await database.close()
})

describe('npm run operator', () => {
  let schoolB = ''

  it('lists the first school, without a host, and adds no second one until it has one', async () => {
    expect(await operator(database, 'list')).toEqual([
      `${DEFAULT_SCHOOL_ID}  active     Escuela  (sin dominio)`,
    ])
    await expect(operator(database, ...CREATE_B)).rejects.toThrow(
      /no tiene dominio: agrégale uno con add-domain/,
    )
    await expect(
      operator(database, 'add-domain', DEFAULT_SCHOOL_ID, 'no es un dominio'),
    ).rejects.toThrow(OperatorError)
    expect(await operator(database, 'add-domain', DEFAULT_SCHOOL_ID, 'A.test')).toEqual([
      'Dominio A.test agregado.',
    ])
  })

  it('creates a school on its host, with a superadmin who signs in there and only there', async () => {
    const lines = await operator(database, ...CREATE_B)
    schoolB = /^Escuela creada: (\S+)$/.exec(lines[0]!)![1]!
    const password = /Contraseña temporal .*: (\S+)$/.exec(lines.at(-1)!)![1]!
    const signIn = (host: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { host },
        payload: { email: 'jefa@b.cl', password },
      })
    app.schoolHosts.forget()
    const onB = await signIn('b.test')
    expect(onB.statusCode).toBe(200)
    expect(onB.json()).toMatchObject({ user: { role: 'superadmin', must_change_password: true } })
    expect((await signIn('a.test')).statusCode).toBe(401)
    // The first school now answers on its host only.
    expect(
      (await app.inject({ url: '/api/health', headers: { host: 'localhost' } })).statusCode,
    ).toBe(200)
    expect(
      (await app.inject({ url: '/api/public/site', headers: { host: 'localhost' } })).statusCode,
    ).toBe(404)
    expect(
      (await app.inject({ url: '/api/public/site', headers: { host: 'a.test' } })).statusCode,
    ).toBe(200)
  })

  it('suspends a school: 503 on its host until it is resumed', async () => {
    await operator(database, 'suspend', schoolB)
    app.schoolHosts.forget()
    expect(
      (await app.inject({ url: '/api/public/site', headers: { host: 'b.test' } })).statusCode,
    ).toBe(503)
    await operator(database, 'resume', schoolB)
    app.schoolHosts.forget()
    expect(
      (await app.inject({ url: '/api/public/site', headers: { host: 'b.test' } })).statusCode,
    ).toBe(200)
  })

  it('moves a school whole into another deployment: every row, under a new school', async () => {
    const before = await rowsBySchool(database)
    const exported = JSON.parse(
      (await operator(database, 'export', DEFAULT_SCHOOL_ID)).join(''),
    ) as { tables: Record<string, unknown[]> }
    const file = join(tmpdir(), `escuela-${process.pid}.json`)
    writeFileSync(file, JSON.stringify(exported))
    const other = await openTestDatabase({ singleSchool: true })
    try {
      await operator(other, 'add-domain', DEFAULT_SCHOOL_ID, 'primera.test')
      const [line] = await operator(other, 'import', file, '--domain', 'movida.test')
      const moved = /^Escuela importada: (\S+)$/.exec(line!)![1]!
      expect(moved).not.toBe(DEFAULT_SCHOOL_ID)
      expect((await rowsBySchool(other))[moved]).toBe(before[DEFAULT_SCHOOL_ID])
      // Its people sign in on its new host, with their passwords.
      const movedApp = await buildApp({ config, db: other.db })
      try {
        const login = await movedApp.inject({
          method: 'POST',
          url: '/api/login',
          headers: { host: 'movida.test' },
          payload: { email: 'admin@demo.cl', password: 'Demo1234!' },
        })
        expect(login.statusCode).toBe(200)
      } finally {
        await movedApp.close()
      }
      // Twice is refused, and leaves nothing behind.
      await expect(operator(other, 'import', file, '--domain', 'otra-vez.test')).rejects.toThrow()
      expect(await operator(other, 'list')).toHaveLength(2)
    } finally {
      await other.close()
      rmSync(file, { force: true })
    }
  })

  it('deletes a school, asked by its exact name, with every row it had and no other', async () => {
    const before = await rowsBySchool(database)
    expect(before[schoolB]).toBeGreaterThan(0)
    await expect(operator(database, 'delete', schoolB, '--confirm', 'Escuela')).rejects.toThrow(
      /repite su nombre exacto/,
    )
    expect(await operator(database, 'delete', schoolB, '--confirm', 'Escuela B')).toEqual([
      'Escuela Escuela B borrada, con todas sus filas.',
    ])
    const after = await rowsBySchool(database)
    expect(after[schoolB]).toBeUndefined()
    expect(after[DEFAULT_SCHOOL_ID]).toBe(before[DEFAULT_SCHOOL_ID])
    expect((await operator(database, 'list')).map((line) => line.split('  ')[0])).toEqual([
      DEFAULT_SCHOOL_ID,
    ])
  })
})

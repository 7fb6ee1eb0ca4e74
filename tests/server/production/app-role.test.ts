// Production on PostgreSQL as the README sets it up: the server logs in as a role that owns
// nothing (a member of school_app) and migrates through MIGRATION_DATABASE_URL, the tables'
// owner. It serves its school; the role it logs in as cannot step around the fence.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { openDatabase, queryRows } from '#server/db/client.ts'
import { DEFAULT_SCHOOL_ID, inSchool } from '#server/db/school-context.ts'
import { bootstrap } from '#server/seed/bootstrap.ts'
import { DEMO_PASSWORD } from '#server/seed/demo.ts'
import { freshDatabase } from '../helpers/fresh-database.ts'
import { testConfig } from '../helpers/test-app.ts'

const adminUrl = process.env.TEST_DATABASE_URL

async function asAdmin(url: string, text: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await client.query(text)
  } finally {
    await client.end()
  }
}

describe.runIf(Boolean(adminUrl))('a server logging in as a role that owns nothing', () => {
  it('migrates as the owner, serves as school_app, and sees nothing outside a school', async () => {
    const fresh = await freshDatabase(adminUrl!, 'bs_test')
    const role = `bs_web_${randomBytes(4).toString('hex')}`
    const webUrl = new URL(fresh.url)
    webUrl.username = role
    webUrl.password = 'clave-de-prueba'
    const database = await openDatabase({
      databaseUrl: webUrl.toString(),
      migrationDatabaseUrl: fresh.url,
      dataDir: '/nonexistent',
    })
    try {
      await database.migrate()
      await asAdmin(
        fresh.url,
        `create role "${role}" login password 'clave-de-prueba' in role school_app`,
      )
      const config = testConfig({ demo: true })
      await inSchool(DEFAULT_SCHOOL_ID, () => bootstrap(database.db, config))
      const app = await buildApp({ config, db: database.db })
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'admin@demo.cl', password: DEMO_PASSWORD },
        })
        expect(login.statusCode).toBe(200)
      } finally {
        await app.close()
      }
      const [who] = await inSchool(DEFAULT_SCHOOL_ID, () =>
        queryRows<{ current_user: string; session_user: string }>(
          database.db,
          sql`select current_user, session_user`,
        ),
      )
      expect(who).toEqual({ current_user: 'school_app', session_user: role })
      // The login role itself, back from school_app, is fenced just the same.
      const plain = new pg.Client({ connectionString: webUrl.toString() })
      await plain.connect()
      try {
        const users = await plain.query('select count(*)::int as n from users')
        expect(users.rows).toEqual([{ n: 0 }])
        await expect(plain.query('set role postgres')).rejects.toThrow(/permission denied/)
        await expect(plain.query('alter table users disable row level security')).rejects.toThrow(
          /must be owner/,
        )
      } finally {
        await plain.end()
      }
    } finally {
      await database.close()
      await fresh.drop()
      await asAdmin(adminUrl!, `drop role if exists "${role}"`)
    }
  })
})

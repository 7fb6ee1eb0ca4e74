// The PostgreSQL run's databases hold a second school full of data beside the first, the one the
// tests work in (helpers/second-school.ts): a query that leaks across schools, or a count over
// all of them, fails the test that makes it. Here: it is there, on its own host, and the first
// school's staff see none of its people.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '#server/app.ts'
import { queryRows, type DbHandle } from '#server/db/client.ts'
import { DEFAULT_SCHOOL_ID } from '#server/db/school-context.ts'
import { DEMO_PASSWORD } from '#server/seed/demo.ts'
import { DEMO_STAFF, STUDENT_COUNT } from '#server/seed/demo-people.ts'
import { SECOND_SCHOOL_HOST, SECOND_SCHOOL_ID } from '../helpers/second-school.ts'
import { firstSchoolDb, openTestDatabase, testConfig } from '../helpers/test-app.ts'
import { seedPerson, staffSession } from '../people/people-fixtures.ts'

const DEMO_ADMIN = DEMO_STAFF.find((staff) => staff.role === 'admin')!.email

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

describe.runIf(onPostgres)('the second school of a test database', () => {
  let database: DbHandle
  let app: App
  beforeAll(async () => {
    database = await openTestDatabase()
    app = await buildApp({ config: testConfig(), db: database.db })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const studentsBySchool = () =>
    queryRows<{ school_id: string; id: string }>(
      database.owner,
      sql`select school_id::text, id::text from users where role = 'student' order by 1, 2`,
    )

  it('holds the demo school’s students, beside a first school with none yet', async () => {
    const rows = await studentsBySchool()
    expect(rows).toHaveLength(STUDENT_COUNT)
    expect(new Set(rows.map((row) => row.school_id))).toEqual(new Set([SECOND_SCHOOL_ID]))
  })

  it('signs its staff in on its own host only', async () => {
    const signIn = (host: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { host },
        payload: { email: DEMO_ADMIN, password: DEMO_PASSWORD },
      })
    expect((await signIn(SECOND_SCHOOL_HOST)).statusCode).toBe(200)
    expect((await signIn('localhost')).statusCode).toBe(401)
  })

  it('shows the first school’s staff the first school’s students only', async () => {
    const ctx = {
      app,
      db: firstSchoolDb(database),
      owner: database.owner,
      config: testConfig(),
      close: async () => {},
    }
    const { headers } = await staffSession(ctx, 'admin')
    const own = await seedPerson(ctx.db, {
      role: 'student',
      name: 'Alumna',
      last_name: 'Primera',
    })
    const response = await app.inject({ url: '/api/students', headers })
    expect(response.statusCode).toBe(200)
    expect((response.json() as { id: string }[]).map((student) => student.id)).toEqual([own.id])
    const schools = new Set((await studentsBySchool()).map((row) => row.school_id))
    expect(schools).toEqual(new Set([DEFAULT_SCHOOL_ID, SECOND_SCHOOL_ID]))
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { loadConfig } from '#server/config.ts'
import type { DbHandle } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'
import { DEMO_PASSWORD } from '#server/seed/demo.ts'
import { prepareServer, type Prepared } from '#server/startup.ts'
import { openTestDatabase, firstSchoolDb } from '../helpers/test-app.ts'
import { bearer, login } from '../helpers/fixtures.ts'

const DEMO_LOGINS = ['superadmin@demo.cl', 'admin@demo.cl', 'profesor@demo.cl']

/** The environment of an operator's first production start, plus what the test adds. */
const productionEnv = (env: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  DATA_DIR: '/nonexistent/data',
  CLIENT_DIR: '/nonexistent/client',
  LOG_LEVEL: 'silent',
  ...env,
})

let database: DbHandle | undefined
let started: Prepared | undefined
afterEach(async () => {
  await started?.app.close()
  await database?.close()
  started = database = undefined
})

async function firstStart(env: Record<string, string>) {
  database = await openTestDatabase()
  started = await prepareServer({ config: loadConfig(env), database })
  return started
}

const countStudents = async () =>
  (
    await firstSchoolDb(database!)
      .select({ n: count() })
      .from(users)
      .where(eq(users.role, 'student'))
  )[0]!.n

describe('first start of a production server on an empty database', () => {
  it('creates no demo school: the demo logins are refused', async () => {
    const { app, seeded } = await firstStart(productionEnv())
    expect(seeded.kind).toBe('superadmin')
    for (const email of DEMO_LOGINS) {
      expect((await login(app, email, DEMO_PASSWORD)).status).toBe(401)
    }
    expect(await countStudents()).toBe(0)
  })

  it('creates the superadmin from SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD, ready to work', async () => {
    const { app, seeded } = await firstStart(
      productionEnv({ SUPERADMIN_EMAIL: 'Jefa@Escuela.cl', SUPERADMIN_PASSWORD: 'Montaña2026!' }),
    )
    expect(seeded.kind === 'superadmin' && seeded.lines.join('\n')).not.toContain('Montaña2026!')
    const session = await login(app, 'jefa@escuela.cl', 'Montaña2026!')
    expect(session.status).toBe(200)
    expect(session.body.user).toMatchObject({ role: 'superadmin', must_change_password: false })
    const people = await app.inject({ url: '/api/admins', headers: bearer(session.token) })
    expect(people.statusCode).toBe(200)
  })

  it('without SUPERADMIN_PASSWORD prints a generated one once, to be changed at first sign-in', async () => {
    const { app, seeded } = await firstStart(productionEnv({ SUPERADMIN_EMAIL: 'jefa@escuela.cl' }))
    const lines = seeded.kind === 'superadmin' ? seeded.lines : []
    const password = /: (\S+)$/.exec(lines.at(-1) ?? '')?.[1]
    expect(password).toBeTruthy()
    expect(password).not.toBe(DEMO_PASSWORD)
    const session = await login(app, 'jefa@escuela.cl', password!)
    expect(session.status).toBe(200)
    expect(session.body.user).toMatchObject({ must_change_password: true })
    const blocked = await app.inject({ url: '/api/admins', headers: bearer(session.token) })
    expect(blocked.statusCode).toBe(403)
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED')
  })

  it('seeds the demo school only when DEMO=1 is given', async () => {
    const { app, seeded } = await firstStart(productionEnv({ DEMO: '1' }))
    expect(seeded.kind).toBe('demo')
    expect((await login(app, 'admin@demo.cl', DEMO_PASSWORD)).status).toBe(200)
  })
})

describe('first start outside production (npm start)', () => {
  it('still seeds the demo school on a new embedded database', () => {
    expect(loadConfig({ DATA_DIR: '/nonexistent/data' }).demo).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production' }).demo).toBe(false)
    expect(loadConfig({ DATABASE_URL: 'postgres://db/school' }).demo).toBe(false)
  })
})

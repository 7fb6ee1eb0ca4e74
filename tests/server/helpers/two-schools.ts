// Two schools of one deployment on one fresh database, each on a host of its own, for the tests of
// what one school must not feel of the other (counters, limits, links): the first school answers
// HOST_A and inject's default host, the second HOST_B.
import { afterAll, beforeAll } from 'vitest'
import { openTestDatabase, testConfig } from './test-app.ts'
import { buildApp, type App } from '#server/app.ts'
import type { Config } from '#server/config.ts'
import type { Db, DbHandle } from '#server/db/client.ts'
import { DEFAULT_SCHOOL_ID } from '#server/db/school-context.ts'
import { schoolDomains, schools } from '#server/db/schema.ts'

export const SCHOOL_A = DEFAULT_SCHOOL_ID
export const SCHOOL_B = '00000000-0000-4000-8000-0000000000b3'
export const HOST_A = 'escuela-a.test'
export const HOST_B = 'escuela-b.test'

export interface TwoSchools {
  app: App
  /** Each school's database, fenced to it. */
  a: Db
  b: Db
  owner: Db
}

/** One app serving both schools for the whole file, built before its first test. */
export function useTwoSchools(overrides: Partial<Config> = {}): TwoSchools {
  let database: DbHandle | undefined
  let app: App | undefined
  beforeAll(async () => {
    database = await openTestDatabase({ singleSchool: true })
    await database.owner.insert(schools).values({ id: SCHOOL_B, name: 'Escuela B' })
    await database.owner.insert(schoolDomains).values([
      { host: HOST_A, school_id: SCHOOL_A, created_at: new Date('2000-01-01T00:00:00Z') },
      { host: 'localhost', school_id: SCHOOL_A },
      { host: HOST_B, school_id: SCHOOL_B },
    ])
    app = await buildApp({ config: testConfig(overrides), db: database.db })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })
  const open = () => {
    if (!database || !app) throw new Error('The two schools are only there inside hooks and tests')
    return { database, app }
  }
  return {
    get app() {
      return open().app
    },
    get a() {
      return open().database.schoolDb(SCHOOL_A)
    },
    get b() {
      return open().database.schoolDb(SCHOOL_B)
    },
    get owner() {
      return open().database.owner
    },
  }
}

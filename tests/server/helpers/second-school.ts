// The second school every PostgreSQL test database holds beside the first (the one the tests work
// in): the demo school, seeded as a first start seeds it, on a host of its own. A query that is
// not fenced, or a count over every school, sees its rows; the first school answers the hosts the
// tests reach it on.
import { loadConfig } from '#server/config.ts'
import type { DbHandle } from '#server/db/client.ts'
import { DEFAULT_SCHOOL_ID, inSchool } from '#server/db/school-context.ts'
import { schoolDomains, schools } from '#server/db/schema.ts'
import { bootstrap } from '#server/seed/bootstrap.ts'

export const SECOND_SCHOOL_ID = '00000000-0000-4000-8000-000000000002'
export const SECOND_SCHOOL_HOST = 'segunda-escuela.test'

/**
 * Where the first school sends its families: a school of a deployment of several sends them to
 * its first host (schools/school-address.ts), where a school alone sends them to PUBLIC_URL or,
 * in development, to the server's local address.
 */
export const FIRST_SCHOOL_ADDRESS = 'https://escuela.example.cl'

/** Inject's default host, and the address a test's real HTTP server listens on and its name. */
const FIRST_SCHOOL_OTHER_HOSTS = ['localhost', '127.0.0.1']

/** Before every other host: a school's first host is its address. */
const FIRST_HOST_AT = new Date('2000-01-01T00:00:00Z')

/** Adds the second school, full of data, to a migrated database, and gives each school its hosts. */
export async function seedSecondSchool(handle: DbHandle): Promise<void> {
  await handle.owner.insert(schools).values({ id: SECOND_SCHOOL_ID, name: 'Segunda escuela' })
  await handle.owner.insert(schoolDomains).values([
    {
      host: new URL(FIRST_SCHOOL_ADDRESS).hostname,
      school_id: DEFAULT_SCHOOL_ID,
      created_at: FIRST_HOST_AT,
    },
    ...FIRST_SCHOOL_OTHER_HOSTS.map((host) => ({ host, school_id: DEFAULT_SCHOOL_ID })),
    { host: SECOND_SCHOOL_HOST, school_id: SECOND_SCHOOL_ID },
  ])
  const config = loadConfig({ NODE_ENV: 'test', DEMO: '1' })
  const seeded = await inSchool(SECOND_SCHOOL_ID, () => bootstrap(handle.db, config))
  if (seeded.kind !== 'demo') throw new Error(`The second school was not seeded: ${seeded.kind}`)
}

/**
 * Makes the host of `publicUrl`, an https origin, the first school's address (its first host,
 * before FIRST_SCHOOL_ADDRESS's): its families' links then go where a test written for a school
 * alone expects them, to PUBLIC_URL. Any other URL leaves the address as it is.
 */
export async function addressFirstSchoolAt(handle: DbHandle, publicUrl: string): Promise<void> {
  const url = new URL(publicUrl)
  if (url.protocol !== 'https:' || url.port || url.pathname !== '/') return
  const before = new Date(FIRST_HOST_AT.getTime() - 1000)
  await handle.owner
    .insert(schoolDomains)
    .values({ host: url.hostname, school_id: DEFAULT_SCHOOL_ID, created_at: before })
    .onConflictDoUpdate({ target: schoolDomains.host, set: { created_at: before } })
}

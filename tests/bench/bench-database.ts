// The databases the API benchmark runs on: a fresh in-memory PGlite, and a fresh database on a
// PostgreSQL server when one answers (BENCH_DATABASE_URL, else 127.0.0.1:5432), dropped after.
import pg from 'pg'
import { openPglite, openPostgres, type DbHandle } from '#server/db/client.ts'
import { DEFAULT_SCHOOL_ID } from '#server/db/school-context.ts'
import { freshDatabase } from '../server/helpers/fresh-database.ts'

export interface BenchDatabase {
  label: string
  /** Its `db` works in the first school outside a request, as the benches seed and time it. */
  open(): Promise<DbHandle>
}

/** The handle with `db` defaulting to the first school (requests still take their host's). */
const inFirstSchool = (handle: DbHandle): DbHandle => ({
  ...handle,
  db: handle.schoolDb(DEFAULT_SCHOOL_ID),
})

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

function postgresDatabase(adminUrl: string): BenchDatabase {
  return {
    label: 'PostgreSQL',
    async open() {
      const database = await freshDatabase(adminUrl, 'bs_bench')
      // The pool size the server itself uses (openDatabase's default).
      const handle = openPostgres(database.url)
      await handle.migrate()
      return {
        ...inFirstSchool(handle),
        close: async () => {
          await handle.close()
          await database.drop()
        },
      }
    },
  }
}

export async function benchDatabases(): Promise<BenchDatabase[]> {
  const pglite: BenchDatabase = {
    label: 'PGlite',
    async open() {
      const handle = await openPglite('memory://')
      await handle.migrate()
      return inFirstSchool(handle)
    },
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL
  return (await answers(adminUrl)) ? [pglite, postgresDatabase(adminUrl)] : [pglite]
}

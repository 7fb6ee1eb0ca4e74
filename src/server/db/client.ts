// Opens the database: embedded PGlite (DATA_DIR/pglite, or memory:// for tests) by default, a
// node-postgres Pool when DATABASE_URL is set. Both are exposed as one `Db` type so every query
// is written once; `migrate` applies the drizzle-kit migrations with the matching migrator.
// The application's `db` works in the current school only (school-fence.ts); `owner` is the same
// database as its owner, for migrations and the platform's own commands.
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema.ts'
import { currentSchool } from './school-context.ts'
import { SchoolFencedPool, schoolFencedPglite, type SchoolOf } from './school-fence.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

/** One Db per school for `schoolDb`, made once. */
function perSchool(fenced: (schoolOf: SchoolOf) => Db): (schoolId: string) => Db {
  const made = new Map<string, Db>()
  return (schoolId) => {
    let db = made.get(schoolId)
    if (!db) made.set(schoolId, (db = fenced(() => currentSchool() ?? schoolId)))
    return db
  }
}

export interface DbHandle {
  /** Each transaction in the school of the code running it (`inSchool`), none outside one. */
  db: Db
  /**
   * Each transaction in the school of the code running it, or else in `schoolId`: for tests and
   * tools that write a school's rows directly, outside any request.
   */
  schoolDb(schoolId: string): Db
  /** Unfenced, as the owner of the tables: migrations and the platform's commands only. */
  owner: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
}

/** pg advisory lock key held while migrating ('migr' in ASCII). */
const MIGRATION_LOCK = 0x6d696772

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * `dataDir` is a directory path or `memory://` (a fresh in-memory database). `startFrom`, a
 * tarball of `dumpDataDir`, fills a new database with a copy of another (the tests start each of
 * theirs from one migrated database: quicker than creating and migrating it each time).
 */
export async function openPglite(dataDir: string, startFrom?: Blob): Promise<DbHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
  const client = await PGlite.create(dataDir, startFrom ? { loadDataDir: startFrom } : {})
  const db = drizzlePglite(client, { schema })
  const fenced = (schoolOf: SchoolOf) =>
    drizzlePglite({ client: schoolFencedPglite(client, schoolOf), schema }) as unknown as Db
  return {
    db: fenced(currentSchool),
    schoolDb: perSchool(fenced),
    owner: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  }
}

/**
 * A transaction left open (a stuck request, a crashed handler holding a client) is ended by the
 * server after this long: it would hold row locks and keep the sync horizon (sync-cursor.ts) from
 * moving, so every device would receive the same rows again on each pull.
 */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000

/**
 * Each connection's settings: the timeout above, and no JIT compilation. The app's statements
 * are short; a pull's estimated cost (high before the first statistics) passed JIT's threshold and
 * spent 1.4 s compiling a plan that then ran in 30 ms.
 */
const CONNECTION_SETTINGS = `set idle_in_transaction_session_timeout = ${IDLE_IN_TRANSACTION_TIMEOUT_MS}; set jit = off`

/**
 * `migrationUrl`, when given, is the tables' owner: migrations run as it (on a connection of their
 * own), while the pool may log in as a role that owns nothing.
 */
export function openPostgres(
  connectionString: string,
  max = 10,
  migrationUrl?: string,
  options: { namedStatements?: boolean } = {},
): DbHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    // Queries written without waiting for the answer of the one before: a statement outside a
    // transaction goes with its fence's `begin` and its `commit` in one round trip (school-fence.ts).
    pipeline: true,
    // A SET on each new connection rather than a startup option, which some poolers refuse; the
    // pool hands the connection out once it is done (a query queued behind it is deprecated).
    onConnect: async (client) => {
      await client.query(CONNECTION_SETTINGS).catch(() => {})
    },
  })
  // NOTE: an idle client's connection error must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  const db = drizzlePg(pool, { schema })
  const fenced = (schoolOf: SchoolOf) =>
    drizzlePg({
      client: new SchoolFencedPool(pool, schoolOf, options.namedStatements) as unknown as pg.Pool,
      schema,
    }) as unknown as Db
  return {
    db: fenced(currentSchool),
    schoolDb: perSchool(fenced),
    owner: db as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      // NOTE: instances starting together on a new database must not apply a migration twice;
      // the lock is per connection, so the migration runs on the connection that holds it.
      const owner = migrationUrl ? new pg.Client({ connectionString: migrationUrl }) : null
      if (owner) await owner.connect()
      const client = owner ?? (await pool.connect())
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
        if (owner) await owner.end()
        else (client as pg.PoolClient).release()
      }
    },
    close: () => pool.end(),
  }
}

export function openDatabase(options: {
  databaseUrl?: string
  migrationDatabaseUrl?: string
  databaseNamedStatements?: boolean
  dataDir: string
}): Promise<DbHandle> {
  if (options.databaseUrl) {
    return Promise.resolve(
      openPostgres(options.databaseUrl, undefined, options.migrationDatabaseUrl, {
        namedStatements: options.databaseNamedStatements,
      }),
    )
  }
  return openPglite(`${options.dataDir}/pglite`)
}

/** Raw SQL rows, whichever driver is underneath (both answer an object with `rows`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

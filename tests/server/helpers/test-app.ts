// Builds the app for API tests on a fresh database: in-memory PGlite by default, or a new
// uniquely named PostgreSQL database (dropped afterwards) when TEST_DATABASE_URL is set, which
// also holds a second school full of data (second-school.ts) unless a test asks for one school.
import { readFileSync } from 'node:fs'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, inject } from 'vitest'
import { freshDatabase, openFreshDatabase, type FreshDatabase } from './fresh-database.ts'
import { addressFirstSchoolAt } from './second-school.ts'
import { buildApp, type App } from '#server/app.ts'
import { RETENTION_DEFAULTS, type Config } from '#server/config.ts'
import { openPglite, type Db, type DbHandle } from '#server/db/client.ts'
import { DEMO_ISSUER } from '#server/dte/boleta-config.ts'
import { DEFAULT_SCHOOL_ID } from '#server/db/school-context.ts'

export interface TestContext {
  app: App
  db: Db
  /** The database unfenced, as the tables' owner (statistics, the platform's tables). */
  owner: Db
  config: Config
  close(): Promise<void>
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    migrationDatabaseUrl: undefined,
    databaseNamedStatements: true,
    publicUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    nodeEnv: 'test',
    demo: false,
    superadmin: { email: undefined, password: undefined },
    khipu: { apiKey: undefined, webhookSecret: undefined, baseUrl: undefined },
    boletas: { provider: 'simulator', issuer: DEMO_ISSUER },
    school: { name: 'Escuela de prueba', phone: undefined, email: undefined, whatsapp: undefined },
    smtp: { url: undefined, from: undefined },
    analytics: {},
    rateLimitPerMinute: 10_000,
    clientDir: '/nonexistent/dist/client',
    logLevel: 'silent',
    trustProxy: false,
    retention: RETENTION_DEFAULTS,
    schoolEnv: {},
    settingsKey: undefined,
    ...overrides,
  }
}

export interface TestDatabaseOptions {
  /**
   * The first school alone, as a new deployment has it: for the tests of a deployment's schools
   * themselves (one school answering every host, the operator adding schools). Otherwise, on
   * PostgreSQL, a second school full of data answers on a host of its own beside the first.
   */
  singleSchool?: boolean
}

/**
 * A new PostgreSQL database: a copy of one the global setup prepared, migrated, with or without
 * the second school; `empty`, or outside Vitest (the benchmark), an empty one.
 */
export function freshTestDatabase(
  adminUrl: string,
  options: TestDatabaseOptions & { empty?: boolean } = {},
): Promise<FreshDatabase> {
  const prepared = process.env.VITEST && !options.empty ? inject('postgresTemplates') : undefined
  const templates = prepared?.[adminUrl]
  if (prepared && !templates) throw new Error(`No templates were prepared on ${adminUrl}`)
  const template = options.singleSchool ? templates?.migrated : templates?.twoSchools
  return freshDatabase(adminUrl, 'bs_test', { template })
}

async function openPostgresTestDatabase(
  adminUrl: string,
  options: TestDatabaseOptions & { empty?: boolean },
  instances = 1,
): Promise<DbHandle[]> {
  const database = await freshTestDatabase(adminUrl, options)
  const handles = Array.from({ length: instances }, () => openFreshDatabase(database, 4))
  const [first, ...others] = handles
  return [
    {
      ...first!,
      close: async () => {
        await Promise.all(handles.map((handle) => handle.close()))
        await database.drop()
      },
    },
    ...others.map((handle) => ({ ...handle, close: async () => {} })),
  ]
}

let migratedPglite: Blob | undefined

/**
 * A new in-memory PGlite database, migrated: a copy of the one the global setup migrated when the
 * tests run under Vitest (the benchmark, outside it, migrates its own).
 */
async function openMigratedPglite(): Promise<DbHandle> {
  const tarball = process.env.VITEST ? inject('migratedPglite') : undefined
  if (tarball) migratedPglite ??= new Blob([readFileSync(tarball)])
  const handle = await openPglite('memory://', migratedPglite)
  // Nothing to apply on a copy; it checks the copy is of today's migrations.
  await handle.migrate()
  return handle
}

/** The database as the first school's, for writing and reading rows directly, outside a request. */
export const firstSchoolDb = (handle: DbHandle): Db => handle.schoolDb(DEFAULT_SCHOOL_ID)

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) return openMigratedPglite()
  const [handle] = await openPostgresTestDatabase(url, options)
  // Nothing to apply on a copy (it checks the copy is of today's migrations); all on an empty one.
  await handle!.migrate()
  return handle!
}

/**
 * One fresh migrated database for the enclosing describe block (or file): opened before its first
 * test, closed after its last. Its `db` is there inside hooks and tests registered after this call.
 */
export function useTestDatabase(): { readonly db: Db } {
  let handle: DbHandle | undefined
  beforeAll(async () => {
    handle = await openTestDatabase()
  })
  afterAll(() => handle?.close())
  return {
    get db() {
      if (!handle) throw new Error('The test database is only there inside hooks and tests')
      return handle.schoolDb(DEFAULT_SCHOOL_ID)
    },
  }
}

/**
 * One fresh database seen through `instances` handles, as that many server instances would see
 * it: separate connection pools on PostgreSQL, on PGlite (one process only) the same handle each
 * time. Closing the first closes all. Migrated, as openTestDatabase's, or with `newDeployment` on
 * PostgreSQL an empty one, as an operator's first start finds it (each instance migrates at start).
 */
export async function openSharedTestDatabase(
  instances: number,
  options: { newDeployment?: boolean } = {},
): Promise<DbHandle[]> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    const handle = await openMigratedPglite()
    return [
      handle,
      ...Array.from({ length: instances - 1 }, () => ({ ...handle, close: async () => {} })),
    ]
  }
  return openPostgresTestDatabase(url, { empty: options.newDeployment }, instances)
}

/** Whether a test database opened with `options` holds the second school beside the first. */
export function holdsSecondSchool(options: TestDatabaseOptions = {}): boolean {
  return Boolean(process.env.TEST_DATABASE_URL && process.env.VITEST && !options.singleSchool)
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: TestDatabaseOptions = {},
): Promise<TestContext> {
  const database = await openTestDatabase(options)
  const config = testConfig(overrides)
  if (config.publicUrl && holdsSecondSchool(options)) {
    await addressFirstSchoolAt(database, config.publicUrl)
  }
  const app = await buildApp({ config, db: database.db })
  await app.ready()
  return {
    app,
    db: database.schoolDb(DEFAULT_SCHOOL_ID),
    owner: database.owner,
    config,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

/** Runs `use` with an app of its own on a fresh database, closed afterwards whatever happens. */
export async function withTestApp<T>(
  overrides: Partial<Config>,
  use: (ctx: TestContext) => Promise<T>,
  options: TestDatabaseOptions = {},
): Promise<T> {
  const ctx = await createTestApp(overrides, options)
  try {
    return await use(ctx)
  } finally {
    await ctx.close()
  }
}

/**
 * One app on a fresh database for the whole test file: built before the first test, closed after
 * the last. The context it returns is filled in then, so hooks (which run in the order they are
 * registered) and tests registered after this call may use it.
 */
export function useTestApp(
  overrides: Partial<Config> = {},
  options: TestDatabaseOptions = {},
): TestContext {
  let current: TestContext | undefined
  const open = () => {
    if (!current) throw new Error('The test app is only there inside hooks and tests')
    return current
  }
  beforeAll(async () => {
    current = await createTestApp(overrides, options)
  })
  afterAll(() => current?.close())
  return {
    get app() {
      return open().app
    },
    get db() {
      return open().db
    },
    get owner() {
      return open().owner
    },
    get config() {
      return open().config
    },
    close: () => open().close(),
  }
}

/** A log destination for an app under test that keeps every line it is given in `lines`. */
export function capturedLog(): { lines: string[]; stream: Writable } {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, stream }
}

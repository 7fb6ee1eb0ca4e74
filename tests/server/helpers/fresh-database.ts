// A new PostgreSQL database beside the one `adminUrl` names, and its removal: the API tests, the
// browser tests on PostgreSQL and the benchmark each work on one of their own. Empty, or a copy of
// a template (the API tests copy databases their global setup prepared once). With TEST_POOLER_URL
// (a PgBouncer in transaction mode in front of the same server, CI's pooler step) the application
// reaches it through the pooler, while creating, copying, migrating and dropping go direct.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openPostgres, type DbHandle } from '#server/db/client.ts'

export interface FreshDatabase {
  name: string
  /** Where the application connects: through the pooler when TEST_POOLER_URL names one. */
  url: string
  /** The server itself: migrations (they hold a session's lock) and copying as a template. */
  directUrl: string
  /** Whether `url` goes through a transaction-mode pooler. */
  pooled: boolean
  drop(): Promise<void>
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/**
 * `prefix` tells whose it is if one is ever left behind (bs_test, bs_e2e, bs_bench); `template`
 * names a database to copy, which nobody may be connected to.
 */
export async function freshDatabase(
  adminUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<FreshDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
  const template = options.template ? ` template "${options.template}"` : ''
  await adminQuery(adminUrl, `create database "${name}"${template}`)
  const direct = new URL(adminUrl)
  direct.pathname = `/${name}`
  const pooler = process.env.TEST_POOLER_URL
  const url = pooler ? new URL(pooler) : direct
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    directUrl: direct.toString(),
    pooled: Boolean(pooler),
    drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  }
}

/**
 * The application's handle on it, as a server would open it: through the pooler if there is one,
 * then migrating direct and preparing no statement by name (the pooler CI runs, Debian's PgBouncer
 * 1.18, keeps none across transactions).
 */
export function openFreshDatabase(database: FreshDatabase, max: number): DbHandle {
  return openPostgres(database.url, max, database.pooled ? database.directUrl : undefined, {
    namedStatements: !database.pooled,
  })
}

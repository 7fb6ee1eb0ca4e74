// A new PostgreSQL database beside the one `adminUrl` names, and its removal: the API tests, the
// browser tests on PostgreSQL and the benchmark each work on one of their own. Empty, or a copy of
// a template (the API tests copy databases their global setup prepared once).
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export interface FreshDatabase {
  name: string
  url: string
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
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  }
}

// Prepares, once before the API tests, the databases each test's own starts as a copy of (quicker
// than creating and migrating one each time). On PGlite: one migrated database, its files left in
// a tarball. On PostgreSQL: on each server the tests use (postgres-servers.ts), two template
// databases, one migrated and one that also holds a second school full of data (second-school.ts),
// dropped afterwards.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openPglite, openPostgres } from '#server/db/client.ts'
import { freshDatabase, type FreshDatabase } from './fresh-database.ts'
import { postgresServers } from './postgres-servers.ts'
import { seedSecondSchool } from './second-school.ts'

export interface PostgresTemplates {
  /** Migrated, the first school alone: a new deployment's database. */
  migrated: string
  /** Migrated, with the second school beside the first. */
  twoSchools: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tarball of a migrated PGlite database, when the tests run on PGlite. */
    migratedPglite: string | undefined
    /** The databases to copy on each server (by its admin URL), when the tests run on PostgreSQL. */
    postgresTemplates: Record<string, PostgresTemplates> | undefined
  }
}

interface Prepared {
  templates: PostgresTemplates
  drop(): Promise<void>
}

/** The two templates on the server of `adminUrl`, and their removal. */
async function preparePostgres(adminUrl: string): Promise<Prepared> {
  const made: FreshDatabase[] = []
  const drop = async () => {
    await Promise.all(made.map((database) => database.drop()))
  }
  try {
    const migrated = await freshDatabase(adminUrl, 'bs_template')
    made.push(migrated)
    const handle = openPostgres(migrated.directUrl, 2)
    await handle.migrate().finally(() => handle.close())
    const twoSchools = await freshDatabase(adminUrl, 'bs_template', { template: migrated.name })
    made.push(twoSchools)
    const copy = openPostgres(twoSchools.directUrl, 2)
    await seedSecondSchool(copy).finally(() => copy.close())
    return { templates: { migrated: migrated.name, twoSchools: twoSchools.name }, drop }
  } catch (error) {
    await drop()
    throw error
  }
}

async function preparePglite(): Promise<string> {
  const handle = await openPglite('memory://')
  await handle.migrate()
  const client = (handle.owner as unknown as { $client: PGlite }).$client
  const tarball = await client.dumpDataDir('none')
  await handle.close()
  const dir = mkdtempSync(join(tmpdir(), 'bs-pglite-'))
  const path = join(dir, 'migrated.tar')
  writeFileSync(path, Buffer.from(await tarball.arrayBuffer()))
  return path
}

export default async function setup(project: TestProject) {
  const servers = postgresServers()
  if (servers.length > 0) {
    const prepared = await Promise.allSettled(servers.map(preparePostgres))
    const drop = () => Promise.all(prepared.map((p) => p.status === 'fulfilled' && p.value.drop()))
    const failed = prepared.find((p) => p.status === 'rejected')
    if (failed) {
      await drop()
      throw failed.reason
    }
    const templates = Object.fromEntries(
      prepared.map((p, i) => [
        servers[i]!,
        (p as PromiseFulfilledResult<Prepared>).value.templates,
      ]),
    )
    project.provide('migratedPglite', undefined)
    project.provide('postgresTemplates', templates)
    return drop
  }
  const path = await preparePglite()
  project.provide('migratedPglite', path)
  project.provide('postgresTemplates', undefined)
  return () => rmSync(join(path, '..'), { recursive: true, force: true })
}

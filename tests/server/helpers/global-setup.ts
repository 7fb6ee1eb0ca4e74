// Migrates one embedded database before the API tests and leaves its files in a tarball: each
// test's PGlite database starts as a copy of it (under a second) instead of being created and
// migrated (three to four seconds). The PostgreSQL run migrates each of its databases itself.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openPglite } from '#server/db/client.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tarball of a migrated PGlite database, when the tests run on PGlite. */
    migratedPglite: string | undefined
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('migratedPglite', undefined)
    return
  }
  const handle = await openPglite('memory://')
  await handle.migrate()
  const client = (handle.owner as unknown as { $client: PGlite }).$client
  const tarball = await client.dumpDataDir('none')
  await handle.close()
  const dir = mkdtempSync(join(tmpdir(), 'bs-pglite-'))
  const path = join(dir, 'migrated.tar')
  writeFileSync(path, Buffer.from(await tarball.arrayBuffer()))
  project.provide('migratedPglite', path)
  return () => rmSync(dir, { recursive: true, force: true })
}

// Several server instances on one fresh database (separate connection pools on PostgreSQL, the
// same handle on PGlite), built as the API tests build one; `close` ends them all.
import { buildApp, type App } from '#server/app.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { DEFAULT_SCHOOL_ID } from '#server/db/school-context.ts'
import { openSharedTestDatabase, testConfig } from './test-app.ts'

export interface Instances {
  apps: App[]
  db: Db
  close(): Promise<void>
}

export async function startInstances(
  count: number,
  overrides: Partial<Config> = {},
): Promise<Instances> {
  const handles = await openSharedTestDatabase(count)
  if (handles[0]!.kind === 'postgres') await handles[0]!.migrate()
  const apps = await Promise.all(
    handles.map(async (handle) => {
      const app = await buildApp({ config: testConfig(overrides), db: handle.db })
      await app.ready()
      return app
    }),
  )
  return {
    apps,
    db: handles[0]!.schoolDb(DEFAULT_SCHOOL_ID),
    close: async () => {
      await Promise.all(apps.map((app) => app.close()))
      await handles[0]!.close()
    },
  }
}

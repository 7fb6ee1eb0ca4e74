// A server as an operator starts it in production without a provider's keys (no Khipu key, no
// boleta provider), its warnings captured, and the routes a development server would mount
// under a simulator's prefix: what must not exist here.
import { afterAll, beforeAll } from 'vitest'
import { buildApp, type App } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import type { DbHandle } from '#server/db/client.ts'
import { listRoutes, type RegisteredRoute } from './route-table.ts'
import { capturedLog, openTestDatabase, testConfig } from './test-app.ts'

export interface ProductionApp {
  app: App
  database: DbHandle
  /** The log lines at level warn and above, as JSON text. */
  lines: string[]
  /** The routes a development server mounts under the simulator's prefix. */
  simulatorRoutes: RegisteredRoute[]
}

export function useProductionApp(simulatorPrefix: string): ProductionApp {
  const { lines, stream } = capturedLog()
  const ctx = { lines } as ProductionApp
  beforeAll(async () => {
    ctx.simulatorRoutes = (await listRoutes({ includeHead: true })).filter((route) =>
      route.url.startsWith(simulatorPrefix),
    )
    ctx.database = await openTestDatabase()
    const { boletas } = loadConfig({ NODE_ENV: 'production' })
    ctx.app = await buildApp({
      config: testConfig({ nodeEnv: 'production', boletas }),
      db: ctx.database.db,
      logger: { level: 'warn', stream },
    })
    await ctx.app.ready()
  })
  afterAll(async () => {
    await ctx.app.close()
    await ctx.database.close()
  })
  return ctx
}

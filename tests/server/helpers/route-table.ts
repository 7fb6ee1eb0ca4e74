// Every route the app registers, seen through buildApp's `onRoute` option, for tests that must
// cover all of them (the authorization matrix): a new route shows up here without anyone listing it.
import { randomUUID } from 'node:crypto'
import type { HTTPMethods, RouteOptions } from 'fastify'
import { buildApp } from '#server/app.ts'
import type { Config } from '#server/config.ts'
import { DEFAULT_SCHOOL_ID } from '#server/db/school-context.ts'
import { openTestDatabase, testConfig, type TestContext } from './test-app.ts'

export interface RegisteredRoute {
  /** One method per entry; a route declared for several methods gives several entries. */
  method: HTTPMethods
  /** The full path as declared, with the prefix and `:param` placeholders: '/api/groups/:id'. */
  url: string
  /** Declared `config: { public: true }` (reachable without a session). */
  public: boolean
}

export interface RouteTableOptions {
  /** Only paths under /api, without the OpenAPI pages under /api/docs. Default true. */
  apiOnly?: boolean
  /** Include the HEAD twins Fastify adds for every GET. Default false. */
  includeHead?: boolean
}

const methodsOf = (route: RouteOptions): HTTPMethods[] =>
  [route.method].flat().map((m) => m.toUpperCase() as HTTPMethods)

function toTable(seen: RouteOptions[], options: RouteTableOptions): RegisteredRoute[] {
  const { apiOnly = true, includeHead = false } = options
  const table = new Map<string, RegisteredRoute>()
  for (const route of seen) {
    if (apiOnly && (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs'))) continue
    for (const method of methodsOf(route)) {
      if (method === 'HEAD' && !includeHead) continue
      const entry = { method, url: route.url, public: route.config?.public === true }
      table.set(`${method} ${route.url}`, entry)
    }
  }
  return [...table.values()].sort(
    (a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method),
  )
}

/**
 * A test app like `createTestApp()` (fresh database, `close()` when done) that also answers
 * `routes`: every registered route, sorted by url then method.
 */
export async function createTestAppWithRoutes(
  overrides: Partial<Config> = {},
  options: RouteTableOptions = {},
): Promise<TestContext & { routes: RegisteredRoute[] }> {
  const seen: RouteOptions[] = []
  const database = await openTestDatabase()
  const config = testConfig(overrides)
  const app = await buildApp({ config, db: database.db, onRoute: (route) => seen.push(route) })
  await app.ready()
  return {
    app,
    db: database.schoolDb(DEFAULT_SCHOOL_ID),
    owner: database.owner,
    config,
    routes: toTable(seen, options),
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

/** The route table alone: builds the app, reads its routes and closes it again. */
export async function listRoutes(options: RouteTableOptions = {}): Promise<RegisteredRoute[]> {
  const ctx = await createTestAppWithRoutes({}, options)
  await ctx.close()
  return ctx.routes
}

/**
 * A concrete path for a route url: every `:param` (and a trailing `*`) replaced by `value`,
 * a fresh UUID by default, so the request reaches the route's guard and schema.
 */
export function concretePath(url: string, value: string = randomUUID()): string {
  return url.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, value).replace(/\*$/, value)
}

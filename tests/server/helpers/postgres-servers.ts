// The PostgreSQL servers the API tests run on: TEST_DATABASE_URLS, comma-separated, or the one of
// TEST_DATABASE_URL. A sync pull's horizon is the oldest transaction running anywhere on its
// server (server/sync/sync-cursor.ts), so two files at once on one server would see each other's
// transactions: each test worker takes a server of its own (worker-database.ts), and there are
// as many workers as servers.

/** The servers' admin URLs, none when the tests run on PGlite. */
export function postgresServers(env: NodeJS.ProcessEnv = process.env): string[] {
  const list = env.TEST_DATABASE_URLS || env.TEST_DATABASE_URL || ''
  return list
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
}

/** The server of the test worker numbered `poolId` (Vitest's VITEST_POOL_ID, from 1). */
export function serverOfWorker(servers: string[], poolId: string | undefined): string | undefined {
  if (servers.length === 0) return undefined
  const index = (Math.max(1, Number(poolId) || 1) - 1) % servers.length
  return servers[index]
}

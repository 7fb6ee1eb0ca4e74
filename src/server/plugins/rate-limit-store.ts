// The counters behind `@fastify/rate-limit`. The plugin's root store, the generous global flood
// guard run on every API request, counts in this instance's memory. Every route with its own
// `config.rateLimit` (the portal, payments, enquiries, sign-in) gets a child store that counts in
// the database (`login_throttle`, one atomic upsert), so all instances share those limits.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { countRequest, floodKey, rateKey } from './login-throttle.ts'
import type { Db } from '#server/db/client.ts'

type Incr = FastifyRateLimitStore['incr']
type Child = FastifyRateLimitStore['child']

/** Fixed windows per key in memory; past `maxKeys` the oldest window is forgotten first. */
export class MemoryWindows {
  // NOTE: a key is (re)inserted when its window starts, so the Map's order is by window start
  // and its first entry is the oldest window (the likeliest to have ended).
  private readonly windows = new Map<string, { count: number; start: number }>()

  constructor(private readonly maxKeys = 10_000) {}

  incr(key: string, windowMs: number, now = Date.now()) {
    let window = this.windows.get(key)
    if (!window || window.start + windowMs <= now) {
      this.windows.delete(key)
      if (this.windows.size >= this.maxKeys) {
        this.windows.delete(this.windows.keys().next().value!)
      }
      window = { count: 0, start: now }
      this.windows.set(key, window)
    }
    window.count += 1
    return { current: window.count, ttl: window.start + windowMs - now }
  }
}

/**
 * `METHOD /url` of the route a child store is made for (HEAD counts with its GET), or the
 * limit's `groupId` when it has one: the paths of one route then share one counter.
 */
function routeOf(routeOptions: Parameters<Child>[0]): string {
  // NOTE: the plugin passes its merged options (`groupId` included) with the route under
  // `routeInfo`, which its typings do not say.
  const merged = routeOptions as {
    groupId?: string
    routeInfo?: { method?: string | string[]; url?: string }
  }
  if (merged.groupId) return `group:${merged.groupId}`
  const route = merged.routeInfo
  const method = [route?.method ?? 'ANY'].flat().join(',').replace('HEAD', 'GET')
  return `${method} ${route?.url ?? '*'}`
}

/** One route's limit, counted in the database per school (`rateKey`). */
class DatabaseStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly route: string,
  ) {}

  incr: Incr = (key, callback, timeWindow) => {
    countRequest(this.db, rateKey(timeWindow, this.route, key), timeWindow).then(
      (counted) => callback(null, counted),
      (error: Error) => callback(error),
    )
  }

  child: Child = (routeOptions) => new DatabaseStore(this.db, routeOf(routeOptions))
}

/** The `store` option of `@fastify/rate-limit`: memory at the root, the database per route. */
export function sharedRouteLimits(db: Db): FastifyRateLimitStoreCtor {
  return class MemoryRootStore implements FastifyRateLimitStore {
    private readonly windows = new MemoryWindows()

    incr: Incr = (key, callback, timeWindow) =>
      callback(null, this.windows.incr(floodKey(key), timeWindow))

    child: Child = (routeOptions) => new DatabaseStore(db, routeOf(routeOptions))
  }
}

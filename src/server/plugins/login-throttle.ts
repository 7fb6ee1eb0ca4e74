// Attempt counters kept in the database (`login_throttle`) so every instance counts the same
// attempts: sign-in throttling, the other counters below (key prefix → window) and the per-route
// request limits (`rate:` keys). An attempt is counted before the secret is checked, in one atomic
// upsert, so concurrent guesses cannot slip past a limit; a right secret takes its attempt back.
import { currentSchool } from '#server/db/school-context.ts'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { loginThrottle } from '#server/db/schema.ts'

export const THROTTLE_WINDOW_S = 15 * 60
/** Attempts per window that are checked; the next one is refused until the window ends. */
export const LIMITS = {
  /** A device this account signed in on before (a valid device cookie). */
  device: 10,
  /** Every other device together, per account: what an attacker can spend. */
  account: 10,
  /** Every account together, per client address, from devices unknown for the account. */
  address: 50,
} as const
export type ThrottleScope = keyof typeof LIMITS

/** A device that signed in to an account before (the signed device cookie, auth/device-cookie.ts). */
export interface DeviceEntry {
  userId: string
  nonce: string
}

export interface AttemptSubject {
  /** The e-mail as typed (normalised): also unknown ones, so no answer reveals an account. */
  email: string
  ip: string
  /** A device cookie entry of the account this e-mail belongs to, if the request has one. */
  device: DeviceEntry | undefined
}

interface Bucket {
  scope: ThrottleScope
  key: string
}

export type AttemptVerdict =
  | { allowed: true; buckets: CountedBucket[] }
  | {
      allowed: false
      /** Seconds until the last refusing bucket's window ends. */
      retryAfter: number
      /** Scopes whose limit this very attempt went past (to audit once per lock-out). */
      newlyLocked: ThrottleScope[]
    }

interface CountedBucket extends Bucket {
  windowStart: Date
}

// NOTE: every key carries the school right after its kind: the same e-mail, RUT or address is
// counted apart in each school, so a flood at one school's host locks out no one at another.
const schoolPart = (schoolId: string | null) => schoolId ?? '-'

/** An account's counter: the same e-mail is another account in another school. */
export const accountKey = (schoolId: string | null, email: string) =>
  `account:${schoolPart(schoolId)}:${email}`

/** A client address's counter of sign-in attempts, in one school. */
export const addressKey = (schoolId: string | null, ip: string) =>
  `address:${schoolPart(schoolId)}:${ip}`

/** NOTE: a known device counts only against itself, so no stranger can lock its owner out. */
function bucketsOf(subject: AttemptSubject): Bucket[] {
  if (subject.device) {
    const { userId, nonce } = subject.device
    return [{ scope: 'device', key: `device:${schoolPart(currentSchool())}:${userId}:${nonce}` }]
  }
  return [
    { scope: 'account', key: accountKey(currentSchool(), subject.email) },
    { scope: 'address', key: addressKey(currentSchool(), subject.ip) },
  ]
}

/** Counters other than sign-in's, by key prefix, with their window in seconds. */
export const COUNTER_WINDOWS_S = {
  /** Birth dates typed for one RUT on the payment portal (a right one is taken back). */
  'portal-rut': 60 * 60,
  /** Current passwords typed by one signed-in account to change it (a right one is taken back). */
  'password-change': THROTTLE_WINDOW_S,
  /** Trial-class requests from one address (enquiries-data.ts: past a few, 'posible spam'). */
  'enquiry-address': 60 * 60,
  /** Trial-class requests from everyone that were not spam by their address. */
  enquiries: 60 * 60,
} as const
export type CounterKind = keyof typeof COUNTER_WINDOWS_S

/** The key of `kind`'s counter for `id` (a RUT, an address, an account) in one school. */
export const counterKey = (schoolId: string | null, kind: CounterKind, id: string) =>
  `${kind}:${schoolPart(schoolId)}:${id}`

/**
 * Prefix of the per-route request counters of `@fastify/rate-limit` (rate-limit-store.ts). Their
 * key carries their window: `rate:<milliseconds>:<school>:<route>:<client>`.
 */
export const RATE_KEY_PREFIX = 'rate:'

/** The key of one route's request counter for one client of the current school. */
export const rateKey = (windowMs: number, route: string, client: string) =>
  `${RATE_KEY_PREFIX}${windowMs}:${schoolPart(currentSchool())}:${route}:${client}`

/** The key of the flood guard's counter (in this instance's memory) for one client of the school. */
export const floodKey = (client: string) => `${schoolPart(currentSchool())}:${client}`

const intervalOf = (seconds: number) => sql.raw(`interval '${seconds} seconds'`)
const intervalOfMs = (ms: number) => sql.raw(`interval '${Math.trunc(ms)} milliseconds'`)
const windowInterval = intervalOf(THROTTLE_WINDOW_S)
// Milliseconds, as a JS Date holds them, so `takeBack` can find the same window again.
const nowMs = sql`date_trunc('milliseconds', now())`

/** Adds one attempt to each key (a new window where the last one ended); the counts after it. */
function countUnder(db: Db, keys: string[], windowMs: number) {
  const interval = intervalOfMs(windowMs)
  const expired = sql`${loginThrottle.window_start} <= now() - ${interval}`
  const left = sql`${loginThrottle.window_start} + ${interval} - now()`
  return db
    .insert(loginThrottle)
    .values(keys.map((key) => ({ key, attempts: 1, window_start: nowMs })))
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        attempts: sql`case when ${expired} then 1 else ${loginThrottle.attempts} + 1 end`,
        window_start: sql`case when ${expired} then ${nowMs} else ${loginThrottle.window_start} end`,
      },
    })
    .returning({
      key: loginThrottle.key,
      attempts: loginThrottle.attempts,
      windowStart: loginThrottle.window_start,
      retryAfter: sql<number>`ceil(extract(epoch from ${left}))::int`,
      msLeft: sql<number>`ceil(extract(epoch from ${left}) * 1000)::bigint`,
    })
}

/** One attempt counted under a key, in the window it fell in. */
export interface CountedAttempt {
  key: string
  /** Attempts in the window, this one included. */
  attempts: number
  windowStart: Date
  /** Seconds until the window ends (at least 1). */
  retryAfter: number
}

/** Counts one attempt for `id` under `kind` in the current school, before the secret it carries is checked. */
export async function countOne(db: Db, kind: CounterKind, id: string): Promise<CountedAttempt> {
  const key = counterKey(currentSchool(), kind, id)
  const [row] = await countUnder(db, [key], COUNTER_WINDOWS_S[kind] * 1000)
  return { ...row!, retryAfter: Math.max(1, Number(row!.retryAfter)) }
}

/**
 * Counts one request under a rate-limit key (`rate:…`) with its window; the count after it and
 * the milliseconds left in the window, as `@fastify/rate-limit`'s stores answer.
 */
export async function countRequest(db: Db, key: string, windowMs: number) {
  const [row] = await countUnder(db, [key], windowMs)
  return { current: row!.attempts, ttl: Math.max(0, Number(row!.msLeft)) }
}

/** The secret was right: its attempt is taken back, in the window that counted it only. */
export async function takeBack(db: Db, attempt: Pick<CountedAttempt, 'key' | 'windowStart'>) {
  await db
    .update(loginThrottle)
    .set({ attempts: sql`greatest(${loginThrottle.attempts} - 1, 0)` })
    .where(
      and(eq(loginThrottle.key, attempt.key), eq(loginThrottle.window_start, attempt.windowStart)),
    )
}

/** Counts one attempt in every bucket of the subject and says whether it may be checked. */
export async function countAttempt(db: Db, subject: AttemptSubject): Promise<AttemptVerdict> {
  // Keys in one order everywhere, so two upserts never wait on each other's rows crosswise.
  const buckets = bucketsOf(subject).sort((a, b) => a.key.localeCompare(b.key))
  const rows = await countUnder(
    db,
    buckets.map((b) => b.key),
    THROTTLE_WINDOW_S * 1000,
  )

  const counted = buckets.map((bucket) => {
    const row = rows.find((r) => r.key === bucket.key)!
    return { ...bucket, ...row, retryAfter: Math.max(1, Number(row.retryAfter)) }
  })
  const over = counted.filter((b) => b.attempts > LIMITS[b.scope])
  if (over.length === 0) return { allowed: true, buckets: counted }
  return {
    allowed: false,
    retryAfter: Math.max(...over.map((b) => b.retryAfter)),
    newlyLocked: over.filter((b) => b.attempts === LIMITS[b.scope] + 1).map((b) => b.scope),
  }
}

/**
 * The password was right: the attempt is taken back from the shared buckets (so a failed guess
 * by someone else stays counted), and the device's own bucket starts again.
 */
export async function forgiveAttempt(db: Db, buckets: CountedBucket[]): Promise<void> {
  for (const bucket of buckets) {
    if (bucket.scope === 'device') {
      await db
        .delete(loginThrottle)
        .where(
          and(
            eq(loginThrottle.key, bucket.key),
            eq(loginThrottle.window_start, bucket.windowStart),
          ),
        )
    } else {
      await takeBack(db, bucket)
    }
  }
}

/** Attempts counted for `kind:id` in its running window (0 once it has ended). */
export async function attemptsOf(db: Db, kind: CounterKind, id: string): Promise<number> {
  const [row] = await db
    .select({ attempts: loginThrottle.attempts })
    .from(loginThrottle)
    .where(
      and(
        eq(loginThrottle.key, counterKey(currentSchool(), kind, id)),
        gt(loginThrottle.window_start, sql`now() - ${intervalOf(COUNTER_WINDOWS_S[kind])}`),
      ),
    )
  return row?.attempts ?? 0
}

/** Drops counters whose window has ended (they would start again from 1 anyway). */
export async function deleteExpiredCounters(db: Db): Promise<number> {
  const windowOfKey = sql.join(
    [
      sql`case`,
      ...Object.entries(COUNTER_WINDOWS_S).map(
        ([kind, seconds]) =>
          sql`when ${loginThrottle.key} like ${`${kind}:%`} then ${intervalOf(seconds)}`,
      ),
      // NOTE: a rate-limit key names its own window (`rate:<ms>:…`), whatever the route's.
      sql`when ${loginThrottle.key} like ${`${RATE_KEY_PREFIX}%`}
        then make_interval(secs => split_part(${loginThrottle.key}, ':', 2)::numeric / 1000)`,
      sql`else ${windowInterval} end`,
    ],
    sql` `,
  )
  const gone = await db
    .delete(loginThrottle)
    .where(lt(loginThrottle.window_start, sql`now() - (${windowOfKey})`))
    .returning({ key: loginThrottle.key })
  return gone.length
}

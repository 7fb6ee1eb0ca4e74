// Replays the outbox to the server: strictly FIFO per user, in batches of up to PUSH_BATCH
// mutations to POST /api/sync/push with their device `seq` (the server applies each once and
// answers each), one drainer at a time across tabs (Web Locks 'outbox'). A transient failure of
// the request backs off with jitter and keeps the queue as it is; a 401 pauses until the owner
// signs in again; a mutation the server rejects is marked rejected (kept, shown with the
// server's detail) and the rest goes on.
import { ApiError } from '#app/lib/api-error.ts'
import { apiRequest } from '#app/lib/api-client.ts'
import { getSession } from '#app/lib/session/session-store.ts'
import type { SyncPushResult } from '#shared/contract/sync-push.ts'
import { syncPushResponseSchema } from '#shared/contract/sync-push.ts'
import { db, getMeta, setMeta, type OutboxEntry } from './db.ts'
import { OUTBOX_SYNC_TAG } from './sw-messages.ts'
import { changesTaken, pullNow } from './sync.ts'

export const OUTBOX_LOCK = 'outbox'
export const BACKOFF_BASE_MS = 1_000
export const BACKOFF_MAX_MS = 5 * 60_000
/** Mutations per push request (the server takes up to 500). */
export const PUSH_BATCH = 200

/**
 * How long to wait after the n-th failed attempt (n >= 1): doubling from 1 s up to 5 min, then a
 * random point in the upper half of it, so phones coming back online together do not stampede.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1))
  return Math.round(ceiling / 2 + random() * (ceiling / 2))
}

/**
 * done: nothing left for this user; waiting: backing off (a retry is scheduled) or the device is
 * offline (the `online` event drains); paused: the
 * server wants a new sign-in; signed-out: nobody to replay as.
 */
export type DrainOutcome = 'done' | 'waiting' | 'paused' | 'signed-out'

let running: Promise<DrainOutcome> | null = null
let again = false
let timer: ReturnType<typeof setTimeout> | undefined
let random: () => number = Math.random

/** Tests: a fixed jitter. */
export function setJitterSource(source: () => number): void {
  random = source
}

/** Drains now, or once more after the drain already running in this tab. */
export function drainOutbox(): Promise<DrainOutcome> {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    let outcome: DrainOutcome
    do {
      again = false
      outcome = await withLock(drainOnce)
    } while (again && outcome === 'done')
    return outcome
  })().finally(() => {
    running = null
  })
  return running
}

let scheduling = true

/** Tests: drains happen only when called, never from a timer. */
export function setDrainScheduling(enabled: boolean): void {
  scheduling = enabled
  if (!enabled) clearTimeout(timer)
}

/** Schedules a drain (coalesced): after an enqueue, a backoff, a trigger. */
export function requestDrain(delayMs = 0): void {
  clearTimeout(timer)
  if (!scheduling) return
  timer = setTimeout(() => void drainOutbox().catch(() => {}), delayMs)
}

export function cancelScheduledDrain(): void {
  clearTimeout(timer)
}

async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks) return fn()
  return locks.request(OUTBOX_LOCK, fn)
}

function isTransient(error: ApiError): boolean {
  return (
    error.status === 0 ||
    error.status >= 500 ||
    error.status === 429 ||
    error.status === 408 ||
    (error.status === 409 && error.code === 'IDEMPOTENCY_IN_FLIGHT')
  )
}

const needsSignIn = (error: ApiError) =>
  error.status === 401 || (error.status === 403 && error.code === 'PASSWORD_CHANGE_REQUIRED')

/** Keeps a request well under the server's body limit (1 MiB) whatever the changes hold. */
export const PUSH_MAX_BYTES = 256 * 1024

/** The user's oldest pending entries, FIFO, of one device (normally every entry's). */
async function nextBatch(userId: string): Promise<OutboxEntry[]> {
  // The userId index keeps equal keys in primary-key (seq) order: FIFO.
  const pending = await db.outbox
    .where('userId')
    .equals(userId)
    .filter((e) => e.status === 'pending')
    .limit(PUSH_BATCH)
    .toArray()
  const deviceId = pending[0]?.deviceId
  const batch: OutboxEntry[] = []
  let bytes = 0
  for (const entry of pending) {
    if (entry.deviceId !== deviceId) break
    bytes += JSON.stringify(entry.args).length + 64
    if (batch.length > 0 && bytes > PUSH_MAX_BYTES) break
    batch.push(entry)
  }
  return batch
}

async function drainOnce(): Promise<DrainOutcome> {
  const userId = getSession()?.user.id
  if (!userId) return 'signed-out'
  if ((await getMeta('signInNeeded')) === userId) await setMeta('signInNeeded', null)
  for (;;) {
    if (getSession()?.user.id !== userId) return 'signed-out'
    const batch = await nextBatch(userId)
    const head = batch[0]
    if (!head) return 'done'
    // With no network at all an attempt can only fail and grow the backoff, so that the queue
    // would sit out minutes after the signal returns; the `online` event drains instead.
    if (deviceOffline()) {
      void registerBackgroundSync()
      return 'waiting'
    }
    const wait = head.nextAttemptAt - Date.now()
    if (wait > 0) {
      requestDrain(wait)
      return 'waiting'
    }
    const outcome = await send(batch)
    if (outcome !== 'next') return outcome
  }
}

/** A refused removal of something already gone reached the intended state. */
const REMOVALS = new Set<string>([
  'session.delete',
  'session.removeStudent',
  'session.removeTeacher',
  'group.removeStudent',
  'group.removeTeacher',
])

const isDone = (entry: OutboxEntry, result: SyncPushResult) =>
  result.status !== 'rejected' || (REMOVALS.has(entry.name) && result.code === 'NOT_FOUND')

async function send(batch: OutboxEntry[]): Promise<DrainOutcome | 'next'> {
  const head = batch[0]!
  try {
    const answer = await apiRequest('/sync/push', {
      method: 'POST',
      body: {
        deviceId: head.deviceId,
        mutations: batch.map((e) => ({ seq: e.seq!, name: e.name, args: e.args })),
      },
      schema: syncPushResponseSchema,
    })
    const results = new Map(answer.results.map((r) => [r.seq, r]))
    const done = batch.filter((e) => {
      const result = results.get(e.seq!)
      return result !== undefined && isDone(e, result)
    })
    changesTaken(done)
    await db.transaction('rw', db.outbox, async () => {
      await db.outbox.bulkDelete(done.map((e) => e.seq!))
      for (const entry of batch) {
        const result = results.get(entry.seq!)
        if (!result || isDone(entry, result)) continue
        await db.outbox.update(entry.seq!, {
          attempts: entry.attempts + 1,
          status: 'rejected',
          error: result.detail ?? null,
        })
      }
    })
    return 'next'
  } catch (caught) {
    const error =
      caught instanceof ApiError ? caught : new ApiError(0, 'NETWORK_ERROR', String(caught))
    if (needsSignIn(error)) {
      await setMeta('signInNeeded', head.userId)
      return 'paused'
    }
    const attempts = head.attempts + 1
    if (isTransient(error)) {
      const delay = backoffDelay(attempts, random)
      await db.outbox.update(head.seq!, {
        attempts,
        nextAttemptAt: Date.now() + delay,
        error: error.detail,
      })
      requestDrain(delay)
      void registerBackgroundSync()
      return 'waiting'
    }
    // The request as a whole was refused (a client bug): shown, so it can be retried or dropped.
    await db.outbox
      .where('seq')
      .anyOf(batch.map((e) => e.seq!))
      .modify({ status: 'rejected', error: error.detail })
    return 'next'
  }
}

const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/**
 * The network came back: the current user's pending changes are due now (a backoff earned while
 * the connection was gone says nothing about the new one), then drains.
 */
export async function drainAfterReconnect(): Promise<DrainOutcome> {
  const userId = getSession()?.user.id
  if (userId) {
    await db.outbox
      .where('userId')
      .equals(userId)
      .filter((e) => e.status === 'pending' && e.nextAttemptAt > 0)
      .modify({ nextAttemptAt: 0 })
  }
  return drainOutbox()
}

/**
 * Puts a rejected change back in the queue and drains. It gets a new seq (the server has
 * processed the old one), so it goes after the changes queued since.
 */
export async function retryRejected(id: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.where('id').equals(id).first()
    if (!entry || entry.status !== 'rejected') return
    await db.outbox.delete(entry.seq!)
    const { seq: _old, ...rest } = entry
    await db.outbox.add({ ...rest, status: 'pending', attempts: 0, nextAttemptAt: 0, error: null })
  })
  requestDrain()
}

/**
 * Drops a rejected change. Its local effect is still in the store, so the next pull is a full
 * snapshot (the server's truth, with the remaining pending changes re-applied on top).
 */
export async function discardRejected(id: string): Promise<void> {
  await db.transaction('rw', [db.outbox, db.meta], async () => {
    await db.outbox.where('id').equals(id).delete()
    await setMeta('cursor', null)
  })
  void pullNow().catch(() => {})
}

/** Background Sync: the service worker wakes an open tab to drain when the network returns. */
async function registerBackgroundSync(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> }
    }
    await registration.sync?.register(OUTBOX_SYNC_TAG)
  } catch {
    // Not supported or not allowed: the online/visibility triggers still drain.
  }
}

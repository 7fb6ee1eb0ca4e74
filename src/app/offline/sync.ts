// Pulls GET /api/sync into the local store: a delta on top of what is there, or a full
// replacement when the server says `reset`; then re-applies the pending outbox entries on top,
// so local intent wins until the server has it. One pull at a time across tabs (lock 'sync').
// A change the server takes while a pull is on its way may be missing from that pull's answer
// (read before it); it has left the outbox by then, so it is re-applied too: a tap never
// disappears from the screen until the next pull brings it back.
// Each pull names this device (meta 'deviceId'), under which the server logs the cards it sends.
import { apiRequest } from '#app/lib/api-client.ts'
import { getSession } from '#app/lib/session/session-store.ts'
import { syncResponseSchema, type SyncResponse } from '#shared/contract/sync.ts'
import {
  db,
  ensureDeviceId,
  getMeta,
  setMeta,
  toLocalSession,
  type OutboxEntry,
  toLocalStudent,
  toLocalSupporter,
} from './db.ts'
import { applyMutation } from './local-apply.ts'

export const SYNC_LOCK = 'sync'

export type PullOutcome = 'ok' | 'signed-out' | 'failed'

let running: Promise<PullOutcome> | null = null

/** Whether this tab has a pull on its way, and the changes the server took meanwhile. */
let pulling = false
let takenMeanwhile: OutboxEntry[] = []

/**
 * The outbox tells of changes the server took (before it removes them): kept for the pull on its
 * way, whose answer may have been read before them.
 */
export function changesTaken(entries: readonly OutboxEntry[]): void {
  if (pulling) takenMeanwhile.push(...entries)
}

/** The pull that follows the one running, shared by every caller that asked meanwhile. */
let following: Promise<PullOutcome> | null = null

function startPull(): Promise<PullOutcome> {
  running = pullOnce().finally(() => {
    running = null
  })
  return running
}

/**
 * Pulls now: a pull that reads the server after this call. One already running may have read it
 * before the change the caller has just made (an admin's new group), so another follows it, one
 * for every caller that asked meanwhile. Never throws.
 */
export function pullNow(): Promise<PullOutcome> {
  if (!running) return startPull()
  following ??= running.then(() => {
    following = null
    return startPull()
  })
  return following
}

/** A first pull's history waits this long, then for an idle moment: Hoy paints first. */
const HISTORY_PULL_DELAY_MS = 1_500

const afterPaint = () =>
  new Promise<void>((resolve) => {
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(() => resolve(), { timeout: 2_000 })
      else resolve()
    }, HISTORY_PULL_DELAY_MS)
  })

async function pullOnce(): Promise<PullOutcome> {
  if (!getSession()) return 'signed-out'
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  const run = async (): Promise<PullOutcome> => {
    try {
      // The device's id: the server logs the emergency cards the answer brings under it.
      const deviceId = ensureDeviceId(db.meta)
      // A new device's first pull leaves the older sessions for a second one, right after: Hoy
      // is usable once the first is stored.
      for (let pulls = 0; pulls < 2; pulls++) {
        const [cursor, device] = await Promise.all([getMeta<string | null>('cursor'), deviceId])
        const query = new URLSearchParams({ device })
        if (cursor) query.set('cursor', cursor)
        else query.set('history', 'later')
        // Each request keeps the changes taken after it leaves (those before are in its answer).
        pulling = true
        takenMeanwhile = []
        // The contract's schema is the one parse step for what the network sends.
        const response = await apiRequest(`/sync?${query}`, { schema: syncResponseSchema })
        await applyPull(response)
        if (!response.history_pending) break
        await afterPaint()
      }
      return 'ok'
    } catch {
      return 'failed'
    } finally {
      pulling = false
      takenMeanwhile = []
    }
  }
  return locks ? locks.request(SYNC_LOCK, run) : run()
}

/** Applies one pull answer in one transaction (exported for tests and the service worker). */
export async function applyPull(response: SyncResponse, now = Date.now()): Promise<void> {
  const tables = [db.students, db.supporters, db.teachers, db.groups, db.classSessions]
  await db.transaction('rw', [...tables, db.emergencyCards, db.outbox, db.meta], async () => {
    const opened = await db.classSessions.filter((s) => s.outsideWindow === true).toArray()
    if (response.reset) {
      await Promise.all(tables.map((t) => t.clear()))
      await db.classSessions.bulkPut(opened)
    }
    const gone = response.deleted
    await Promise.all([
      db.students.bulkDelete(gone.users),
      db.supporters.bulkDelete(gone.users),
      db.teachers.bulkDelete(gone.users),
      db.groups.bulkDelete(gone.groups),
      db.classSessions.bulkDelete(gone.class_sessions),
    ])
    await db.students.bulkPut(response.students.map(toLocalStudent))
    await db.supporters.bulkPut(response.supporters.map(toLocalSupporter))
    await db.teachers.bulkPut(response.teachers)
    await db.groups.bulkPut(response.groups)
    await db.classSessions.bulkPut(response.class_sessions.map(toLocalSession))
    // The cards come whole each time: what is not in the answer may no longer be read here.
    if (response.emergency_cards) {
      await db.emergencyCards.clear()
      await db.emergencyCards.bulkPut(response.emergency_cards)
      await setMeta('cardsFor', getSession()?.user.id ?? null)
    }
    // Sessions that slid out of the window are no longer the server's to update (those opened
    // from outside it on purpose stay).
    await db.classSessions
      .where('at')
      .below(Date.parse(response.window.from))
      .filter((s) => s.outsideWindow !== true)
      .delete()

    // Read after the pending ones: a change leaves the outbox only once it is told here.
    const pending = await db.outbox.where('status').equals('pending').sortBy('seq')
    const bySeq = new Map([...takenMeanwhile, ...pending].map((e) => [e.seq, e]))
    const ordered = [...bySeq.values()].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
    for (const entry of ordered) await applyMutation(entry)

    await setMeta('cursor', response.cursor)
    await setMeta('userId', getSession()?.user.id ?? null)
    await setMeta('lastSyncAt', now)
  })
}

// Outbox replay (1,000 queued mutations replayed exactly once in <= 5 s against the local server,
// through POST /api/sync/push in batches): a teacher's phone queues 1,000 changes with no signal — 10 new classes, then
// attendance adds, transport changes and removals on them — and the time from the signal's return
// to an empty outbox is measured; then the server must hold each change exactly once (every
// change here is an effective write, so each class has one audit entry per change).
// NOTE: 1,000 taps are not driven through the screens; the rows are written straight into the
// app's IndexedDB outbox in exactly the shape src/app/offline/mutations.ts writes (the local
// store is not updated, which the replay does not read).
// Run alone with `npx tsx tests/bench/offline-replay.ts` (DATABASE_URL=… for PostgreSQL), or
// call it from run.ts.
import { budget } from './budget-guard.ts'
import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import type { Mutation } from '#shared/contract/sync-push.ts'
import { buildClientIfStale } from '../../scripts/client-build.mjs'
import {
  AdminApi,
  dueGroup,
  FieldServer,
  launchProfile,
  newProfileDir,
  outboxCount,
  removeDir,
  signIn,
  until,
  waitForOfflineReady,
  type Student,
} from '../e2e/offline-helpers.ts'

const SESSIONS = 10
const PER_SESSION = 100
const POOL = 8

type Attendance = Map<string, boolean>

/**
 * One class's changes: its creation, then per step a student of the pool is added when absent,
 * else has their transport flipped (twice in three) or is removed. Returns the mutations and
 * the attendance they lead to.
 */
function sessionChanges(sessionId: string, name: string, pool: string[]) {
  const calls: Mutation[] = [
    {
      name: 'session.create',
      args: { id: sessionId, name, session_date: new Date().toISOString(), class_type: 'other' },
    },
  ]
  const state: Attendance = new Map()
  const session_id = sessionId
  for (let step = 1; step < PER_SESSION; step++) {
    const student = pool[step % pool.length]!
    if (!state.has(student)) {
      calls.push({
        name: 'session.addStudents',
        args: { session_id, students: [{ student_id: student }] },
      })
      state.set(student, false)
    } else if (Math.floor(step / pool.length) % 3 !== 2) {
      const value = !state.get(student)
      calls.push({
        name: 'session.setTransport',
        args: { session_id, student_id: student, used_transport: value },
      })
      state.set(student, value)
    } else {
      calls.push({ name: 'session.removeStudent', args: { session_id, student_id: student } })
      state.delete(student)
    }
  }
  return { calls, state }
}

function queue(page: Page, userId: string, calls: Mutation[]) {
  const deviceId = randomUUID()
  const rows = calls.map((call) => ({
    id: randomUUID(),
    deviceId,
    userId,
    ...call,
    createdAt: Date.now(),
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    error: null,
  }))
  return page.evaluate(
    ({ entries, device }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('bike-school')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction(['outbox', 'meta'], 'readwrite')
          tx.objectStore('meta').put({ key: 'deviceId', value: device })
          for (const entry of entries) tx.objectStore('outbox').add(entry)
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    { entries: rows, device: deviceId },
  )
}

async function replayOnce(label: string, env: Record<string, string>) {
  const server = await FieldServer.create(env)
  const profile = newProfileDir()
  try {
    const api = new AdminApi(server)
    const students = await api.get<Student[]>('/students')
    const context = await launchProfile(profile, server.url)
    const page = context.pages()[0] ?? (await context.newPage())
    await signIn(page, 'profesor@demo.cl')
    await waitForOfflineReady(page)
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'))

    // The children ride in a group of the teacher's: a teacher puts on a class of their own only
    // children of their groups (the server refuses the others, and the outbox would never empty).
    const riders = new Set<string>()
    for (let k = 0; k < SESSIONS; k++)
      for (let i = 0; i < POOL; i++) riders.add(students[(k * 3 + i) % students.length]!.id)
    await dueGroup(api, 'Grupo Replay', [...riders])

    await context.setOffline(true)
    await server.stop()
    const classes = Array.from({ length: SESSIONS }, (_, k) => {
      const pool = Array.from(
        { length: POOL },
        (_, i) => students[(k * 3 + i) % students.length]!.id,
      )
      const id = randomUUID()
      return { id, ...sessionChanges(id, `Replay ${k + 1}`, pool) }
    })
    await queue(
      page,
      user.id,
      classes.flatMap((c) => c.calls),
    )
    const queued = await outboxCount(page)

    await server.start()
    const started = performance.now()
    await context.setOffline(false)
    await until(
      () => outboxCount(page),
      (n) => n === 0,
      { timeout: 600_000, interval: 50, what: 'empty outbox' },
    )
    const replayMs = performance.now() - started
    await context.close()

    let exact = 0
    for (const c of classes) {
      const stored = await api.get<{ students: { student_id: string; used_transport: boolean }[] }>(
        `/class_sessions/${c.id}`,
      )
      const held = new Map(stored.students.map((s) => [s.student_id, s.used_transport]))
      const audited = (await api.sessionAudit(c.id)).length
      const sameState =
        held.size === c.state.size && [...c.state].every(([id, v]) => held.get(id) === v)
      if (sameState && audited === c.calls.length) exact++
    }
    console.log(
      `  ${label.padEnd(34)} ${queued} changes replayed in ${(replayMs / 1000).toFixed(1)} s ` +
        `(${((queued / replayMs) * 1000).toFixed(0)}/s; budget 5 s: ` +
        `${budget({ label: `outbox replay of 1,000 changes, ${label}`, value: replayMs / 1000, budget: 5, unit: 's' })}); ` +
        `exactly once: ${exact === SESSIONS ? 'yes' : `NO (${SESSIONS - exact} classes differ)`}`,
    )
  } finally {
    await server.dispose()
    removeDir(profile)
  }
}

export async function benchOfflineReplay() {
  console.log('\nOutbox replay, from the signal returning to an empty outbox (demo school):')
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
  // Batched, the replay is a handful of requests: the API's default rate limit is no concern.
  await replayOnce(`${database}, default settings`, {})
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildClientIfStale()
  await benchOfflineReplay()
}

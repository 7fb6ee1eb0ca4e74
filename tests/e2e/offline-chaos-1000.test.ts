// Chaos at scale: 1,000 changes queued offline are replayed while the server is killed (SIGKILL)
// after applying a batch but before answering, then started again on the same database. The
// classes are opened on Hoy (3 changes each); the rest are queued through the outbox's own
// IndexedDB shape in the page, as the screens would queue them, so the test does not click 1,000
// times. Every change flips a transport flag: one lost or repeated change shows in the final
// attendance, and each class's audit trail must hold exactly one entry per change.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  distinctStudents,
  dueGroup,
  openDueClass,
  outboxCount,
  outboxDrained,
  presentToggle,
  reconnectThroughCrash,
  transportByStudent,
  until,
  type Student,
} from './offline-helpers.ts'
import { useFieldSuite } from './support/field-suite.ts'

const CLASSES = 10
const PER_CLASS = 100
/**
 * Opening a due class queues 2 changes (the session, its teacher); the teacher then marks its 5
 * students present on the roster, 5 more.
 */
const OPEN_CHANGES = 7

const field = useFieldSuite()

interface Queued {
  session_id: string
  student_id: string
  used_transport: boolean
}

/** Appends setTransport changes to the outbox as the app's mutations module writes them. */
function queueTransport(page: Page, changes: Queued[]) {
  return page.evaluate(
    (list) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('bike-school')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction(['meta', 'outbox'], 'readwrite')
          const meta = tx.objectStore('meta')
          const device = meta.get('deviceId')
          const user = meta.get('userId')
          tx.onerror = () => reject(tx.error)
          tx.oncomplete = () => resolve()
          user.onsuccess = () => {
            const outbox = tx.objectStore('outbox')
            for (const args of list) {
              outbox.add({
                id: crypto.randomUUID(),
                name: 'session.setTransport',
                args,
                deviceId: device.result.value,
                userId: user.result.value,
                createdAt: Date.now(),
                attempts: 0,
                nextAttemptAt: 0,
                status: 'pending',
              })
            }
          }
        }
      }),
    changes,
  )
}

describe('outbox replay of 1,000 changes through a server crash', () => {
  it('lands every change exactly once', async () => {
    const students = distinctStudents(await field.api.get<Student[]>('/students')).slice(0, 5)
    const groups = Array.from({ length: CLASSES }, (_, i) => `Mil ${i + 1}`)
    for (const name of groups) {
      await dueGroup(
        field.api,
        name,
        students.map((s) => s.id),
      )
    }

    const { context, page } = await field.teacherOnHoy()

    await context.setOffline(true)
    await field.server.stop()
    const taken: { sessionId: string; state: Map<string, boolean> }[] = []
    const queued: Queued[] = []
    for (const name of groups) {
      const sessionId = await openDueClass(page, new RegExp(`${name}\\b`))
      for (const s of students) await presentToggle(page, s).click()
      const state = new Map(students.map((s) => [s.id, false]))
      for (let i = 0; i < PER_CLASS - OPEN_CHANGES; i++) {
        const student = students[i % students.length]!
        const next = !state.get(student.id)
        state.set(student.id, next)
        queued.push({ session_id: sessionId, student_id: student.id, used_transport: next })
      }
      taken.push({ sessionId, state })
      await page.getByRole('button', { name: 'Volver' }).click()
      await page.waitForURL('**/today')
    }
    await until(
      () => outboxCount(page),
      (n) => n === CLASSES * OPEN_CHANGES,
      { what: 'classes opened' },
    )
    await queueTransport(page, queued)
    expect(await outboxCount(page)).toBe(CLASSES * PER_CLASS)

    const pushes = await reconnectThroughCrash(context, page, field.server)
    await field.server.start()
    const started = Date.now()
    await outboxDrained(page, { timeout: 300_000 })
    console.log(`1,000 changes replayed after the crash in ${Date.now() - started} ms`)
    expect(pushes()).toBeGreaterThan(1)

    for (const { sessionId, state } of taken) {
      expect(transportByStudent(await field.api.session(sessionId))).toEqual(state)
      expect(await field.api.sessionAudit(sessionId)).toHaveLength(PER_CLASS)
    }
  }, 900_000)
})

// Chaos: 200 changes made offline on the real class screens are replayed while the server is killed
// (SIGKILL) after applying a batch but before answering, and started again on the same database. Every change must land exactly once and in
// order — transport flags flip back and forth and students are removed and added again, so a
// lost, repeated or reordered change shows in the end state or in the audit trail (one entry per
// effective write) — and the outbox must end empty.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  distinctStudents,
  dueGroup,
  openDueClass,
  outboxCount,
  outboxDrained,
  presentToggle as present,
  reconnectThroughCrash,
  removeFromClass,
  transportByStudent,
  transportToggle as transport,
  type Student,
} from './offline-helpers.ts'
import { useFieldSuite } from './support/field-suite.ts'

const CHANGES = 200
/** Opening a due class queues 2 changes: the session and its teacher (nobody is marked). */
const OPEN_CHANGES = 2
const ROUND = ['toggle', 'toggle', 'toggle', 'toggle', 'toggle', 'remove', 'add'] as const

const field = useFieldSuite()

/**
 * Opens the group's due class on Hoy and makes `count` changes on it through the screen, in
 * rounds: mark a student present or flip a present student's transport, then remove one student
 * and add them back. Returns the session id and the attendance the teacher ends up with
 * (student id → transport).
 */
async function takeAttendance(page: Page, group: string, students: Student[], count: number) {
  const sessionId = await openDueClass(page, group)
  const state = new Map<string, boolean>()
  await expect.poll(() => present(page, students[0]!).count(), { timeout: 30_000 }).toBe(1)
  for (let i = 0; i < count; i++) {
    const round = Math.floor(i / ROUND.length)
    const step = ROUND[i % ROUND.length]!
    const student = step === 'toggle' ? students[i % ROUND.length]! : students[round % 5]!
    if (step === 'toggle' && !state.has(student.id)) {
      await present(page, student).click()
      state.set(student.id, false)
    } else if (step === 'toggle') {
      const next = !state.get(student.id)
      await transport(page, student).setChecked(next)
      state.set(student.id, next)
    } else if (step === 'remove') {
      await removeFromClass(page, student)
      await expect.poll(() => present(page, student).getAttribute('aria-pressed')).toBe('false')
      state.delete(student.id)
    } else {
      await present(page, student).click()
      await expect.poll(() => present(page, student).getAttribute('aria-pressed')).toBe('true')
      state.set(student.id, false)
    }
  }
  // What the screen shows is what the teacher did.
  for (const student of students) {
    const pressed = await present(page, student).getAttribute('aria-pressed')
    expect(pressed).toBe(state.has(student.id) ? 'true' : 'false')
    if (state.has(student.id)) {
      expect(await transport(page, student).isChecked()).toBe(state.get(student.id))
    }
  }
  await page.getByRole('button', { name: 'Volver' }).click()
  await page.waitForURL('**/today')
  return { sessionId, state }
}

describe('outbox replay through a server crash', () => {
  it('lands 200 changes made offline exactly once and in order', async () => {
    const students = distinctStudents(await field.api.get<Student[]>('/students'))
    const classes = [
      { group: 'Caos Uno', students: students.slice(0, 5) },
      { group: 'Caos Dos', students: students.slice(5, 10) },
    ]
    for (const c of classes) {
      await dueGroup(
        field.api,
        c.group,
        c.students.map((s) => s.id),
      )
    }

    const { context, page } = await field.teacherOnHoy()

    // No signal while the teacher works.
    await context.setOffline(true)
    await field.server.stop()
    const perClass = CHANGES / classes.length - OPEN_CHANGES
    const taken = []
    for (const c of classes) taken.push(await takeAttendance(page, c.group, c.students, perClass))
    expect(await outboxCount(page)).toBe(CHANGES)

    // Signal again. The server applies the first batch and dies (SIGKILL) before its answer
    // reaches the phone: the phone must send the same batch again to the restarted server, and
    // nothing may be applied twice.
    const pushes = await reconnectThroughCrash(context, page, field.server)
    expect(await outboxCount(page)).toBe(CHANGES)
    await field.server.start()
    await outboxDrained(page, { timeout: 180_000 })
    expect(pushes()).toBeGreaterThan(1)

    for (const { sessionId, state } of taken) {
      expect(transportByStudent(await field.api.session(sessionId))).toEqual(state)
      // Every change of this class was an effective write: exactly one audit entry each.
      expect(await field.api.sessionAudit(sessionId)).toHaveLength(CHANGES / classes.length)
    }
    const all = await field.api.get<{ group_id: string | null; name: string | null }[]>(
      '/class_sessions?limit=1000',
    )
    for (const c of classes) expect(all.filter((s) => s.name === c.group)).toHaveLength(1)
  }, 600_000)
})

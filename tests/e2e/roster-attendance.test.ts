// The roster on a phone: opening a group class from Hoy marks nobody (and bills nothing); the
// teacher marks two present and one absent with no signal, reloads, and when the signal is back
// the server holds two attendances with their transport and one absence, each written once.
import { describe, expect, it } from 'vitest'
import { currentBillingPeriod } from '#shared/dates.ts'
import {
  absentToggle as absent,
  distinctStudents,
  dueGroup,
  indicator,
  openDueClass,
  outboxDrained,
  presentToggle as present,
  transportToggle as transport,
  type Student,
} from './offline-helpers.ts'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { useFieldSuite } from './support/field-suite.ts'

const LOOKED_AT = 'Grupo Solo Mirar'
const ROSTER = 'Grupo Lista Primero'

const field = useFieldSuite()

describe('roster-first attendance on a phone', () => {
  it('bills nothing for a class only looked at; marks present/absent offline, once each', async () => {
    const students = distinctStudents(await field.api.get<Student[]>('/students'))
    const [a, b, c, d] = students as [Student, Student, Student, Student]
    await dueGroup(field.api, LOOKED_AT, [d.id])
    const groupId = await dueGroup(field.api, ROSTER, [a.id, b.id, c.id])
    const preview = () =>
      field.api.get<{ created: number; total_amount: number }>(
        `/invoices/preview?billing_period=${currentBillingPeriod()}`,
      )
    const before = await preview()

    const { context, page } = await field.teacherOnHoy()

    // A look at the list and back: the class exists, nobody is on it, nothing is billed.
    const looked = await openDueClass(page, LOOKED_AT)
    await expect.poll(() => present(page, d).getAttribute('aria-pressed')).toBe('false')
    await page.getByRole('button', { name: 'Volver' }).click()
    await page.waitForURL('**/today')
    await outboxDrained(page, { timeout: 60_000, what: 'outbox' })
    const lookedAt = await field.api.session(looked)
    expect(lookedAt.students).toEqual([])
    expect(await preview()).toMatchObject({
      created: before.created,
      total_amount: before.total_amount,
    })

    // No signal: two present (a by van), one absent.
    await context.setOffline(true)
    const sessionId = await openDueClass(page, ROSTER)
    await present(page, a).click()
    await present(page, b).click()
    await absent(page, c).click()
    await transport(page, a).check()
    expect(await transport(page, c).isDisabled()).toBe(true)
    await expectNoSeriousA11yViolations(page, { selector: '.roster', screen: 'roster' })
    await page.getByRole('button', { name: 'Listo' }).click()
    const saved = page.getByRole('status').filter({ hasText: 'Asistencia guardada' })
    expect(await saved.innerText()).toBe('Asistencia guardada: 2 presentes, 1 ausente.')
    expect(await saved.isVisible()).toBe(true)

    // Reloaded with no signal: the class reopens with its roster as it was marked.
    await page.reload()
    await expect
      .poll(() => present(page, a).getAttribute('aria-pressed'), { timeout: 30_000 })
      .toBe('true')
    expect(await present(page, b).getAttribute('aria-pressed')).toBe('true')
    expect(await absent(page, c).getAttribute('aria-pressed')).toBe('true')
    expect(await transport(page, a).isChecked()).toBe(true)
    expect((await indicator(page).innerText()).replace(/\s+/g, ' ')).toContain('Sin conexión')

    // Signal again: the queue drains.
    await context.setOffline(false)
    await outboxDrained(page, { what: 'outbox' })
    const stored = await field.api.session(sessionId)
    expect(stored.group_id).toBe(groupId)
    expect(stored.students.map((s) => [s.student_id, s.status, s.used_transport]).sort()).toEqual(
      [
        [a.id, 'present', true],
        [b.id, 'present', false],
        [c.id, 'absent', false],
      ].sort(),
    )
    expect(await field.api.sessionWrites(sessionId)).toEqual({
      'class_session.create': 1,
      'class_session.teachers.add': 1,
      'class_session.students.add': 3,
      'class_session.students.transport': 1,
    })
  }, 300_000)

  it("a cancelled class is left out of the month's invoice", async () => {
    // A student of their own: nothing of theirs is billed or paid this month yet.
    const child = await field.api.request<{ id: string }>('POST', '/students', {
      name: 'Lluvia',
      last_name: 'Cancelada',
      rut: '22.222.222-2',
      email: 'lluvia@correo.cl',
      phone: '9 8111 2222',
      birth_date: '1990-01-01',
    })
    const preview = () =>
      field.api.get<{ total_amount: number }>(
        `/invoices/preview?billing_period=${currentBillingPeriod()}`,
      )
    const before = await preview()
    const session = await field.api.request<{ id: string }>('POST', '/class_sessions', {
      session_date: new Date().toISOString(),
      class_type: 'one_to_one',
    })
    await field.api.request('POST', `/class_sessions/${session.id}/students`, [
      { student_id: child.id, status: 'present' },
    ])
    const held = await preview()
    expect(held.total_amount).toBeGreaterThan(before.total_amount)
    await field.api.request('POST', `/class_sessions/${session.id}/cancel`, { reason: 'rain' })
    expect((await preview()).total_amount).toBe(before.total_amount)
  }, 60_000)
})

// The field flow with no signal, through the real screens on a phone: after one online sign-in the
// server goes away, the installed app still opens on Hoy, the teacher takes a group class's
// attendance, creates a Paseo and removes a student; the browser is closed and opened again with
// no signal and the queue is still there; when the server is back every change lands exactly once.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  distinctStudents,
  dueGroup,
  fullName,
  indicator,
  openDueClass,
  outboxCount,
  outboxDrained,
  presentToggle as present,
  readStore,
  removeFromClass,
  transportToggle as transport,
  type StoredSession,
  type Student,
} from './offline-helpers.ts'
import { useFieldSuite } from './support/field-suite.ts'

const GROUP = 'Grupo Sin Señal'
const PASEO = 'Paseo Sin Señal'

const field = useFieldSuite()

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

async function indicatorText(page: Page) {
  return (await indicator(page).innerText()).replace(/\s+/g, ' ')
}

describe('attendance with no signal', () => {
  it('is taken on the real screens offline, survives closing the browser and lands once', async () => {
    const students = distinctStudents(await field.api.get<Student[]>('/students'))
    const [a, b, c, d, e] = students as [Student, Student, Student, Student, Student]
    const groupId = await dueGroup(field.api, GROUP, [a.id, b.id, c.id])
    // d and e ride in another group of the teacher's: a teacher puts on a class only children of
    // their own groups (the drop-in below, and the Paseo's rider).
    await dueGroup(field.api, 'Grupo Vecino', [d.id, e.id])

    // Online once: sign in, land on Hoy, the service worker installs and the first pull lands.
    let { context, page } = await field.teacherOnHoy()
    const teacher = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'))

    // No signal: the device is offline and the server is gone (service-worker fetches included).
    await context.setOffline(true)
    await field.server.stop()
    await page.reload()
    await expect.poll(() => heading(page).innerText(), { timeout: 30_000 }).toBe('Hoy')
    expect(new URL(page.url()).pathname).toBe('/today')
    await expect.poll(() => indicatorText(page), { timeout: 30_000 }).toContain('Sin conexión')

    // The group class due today: one tap opens its roster, nobody marked yet; three are present.
    const groupSession = await openDueClass(page, GROUP)
    await expect.poll(() => heading(page).innerText()).toBe(GROUP)
    for (const s of [a, b, c]) await present(page, s).click()
    await transport(page, a).check()
    await transport(page, b).check()
    await transport(page, b).uncheck()
    await page.getByRole('button', { name: 'Agregar alumnos' }).click()
    const dialog = page.getByRole('dialog', { name: 'Agregar alumnos' })
    await dialog.getByLabel('Buscar por nombre').fill(fullName(d))
    await dialog.getByRole('checkbox', { name: new RegExp(fullName(d)) }).check()
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click()
    await expect.poll(() => transport(page, d).count()).toBe(1)
    await removeFromClass(page, c)
    // Removed from the class, c is back on the group's roster, unmarked.
    await expect.poll(() => present(page, c).getAttribute('aria-pressed')).toBe('false')
    expect(await transport(page, a).isChecked()).toBe(true)
    expect(await transport(page, b).isChecked()).toBe(false)

    // A one-off Paseo from Hoy's 'Agregar asistencia', with one student on the school's transport.
    await page.getByRole('button', { name: 'Volver' }).click()
    await page.waitForURL('**/today')
    await page.getByRole('button', { name: 'Agregar asistencia' }).click()
    await page.waitForURL('**/attendances')
    await page.getByLabel('Nombre (opcional)').fill(PASEO)
    await page.getByLabel('Tipo de clase').selectOption({ label: 'Paseo' })
    await page.getByLabel('Buscar alumno').fill(fullName(e))
    await page.getByRole('button', { name: `Agregar a ${fullName(e)}` }).click()
    await transport(page, e).check()
    await page.getByRole('button', { name: 'Guardar clase' }).click()
    await expect.poll(() => page.getByText('¡Clase creada exitosamente!').isVisible()).toBe(true)
    await page.getByRole('row', { name: new RegExp(PASEO) }).waitFor()

    // Due class: session + teachers (2); present a, b, c (3); transport a, b, b (3); add d;
    // remove c; Paseo: session + teacher + student (3).
    const queued = 13
    await expect
      .poll(() => indicatorText(page), { timeout: 30_000 })
      .toContain(`${queued} cambios sin sincronizar`)
    expect(await outboxCount(page)).toBe(queued)
    const local = await readStore<{ id: string; name: string | null }>(page, 'classSessions')
    const paseoSession = local.find((s) => s.name === PASEO)!.id

    // The phone is put away: the browser closes, and opens again with still no signal.
    await context.close()
    ;({ context, page } = await field.launch({ offline: true }))
    await page.goto('/today')
    await expect.poll(() => heading(page).innerText(), { timeout: 30_000 }).toBe('Hoy')
    await expect
      .poll(() => indicatorText(page), { timeout: 30_000 })
      .toContain(`${queued} cambios sin sincronizar`)
    expect(await indicatorText(page)).toContain('Sin conexión')
    await page.getByRole('link', { name: new RegExp(GROUP) }).click()
    await expect.poll(() => transport(page, d).count(), { timeout: 30_000 }).toBe(1)
    expect(await transport(page, a).isChecked()).toBe(true)
    expect(await transport(page, b).isChecked()).toBe(false)
    expect(await present(page, c).getAttribute('aria-pressed')).toBe('false')

    // Nothing was attempted with no network, so no retry delay stands between the signal and
    // the replay.
    const waiting = await readStore<{ attempts: number }>(page, 'outbox')
    expect(waiting.map((e) => e.attempts)).toEqual(waiting.map(() => 0))

    // Signal again: the queue drains by itself.
    await field.server.start()
    await context.setOffline(false)
    await outboxDrained(page, { what: 'outbox' })
    await expect.poll(() => indicatorText(page), { timeout: 30_000 }).toContain('En línea')
    expect(await indicatorText(page)).not.toContain('sin sincronizar')

    // The server holds exactly those changes, once each.
    const stored = await field.api.session(groupSession)
    expect(stored.group_id).toBe(groupId)
    expect(stored.teachers.map((t) => t.id)).toContain(teacher.id)
    expect(stored.students.map((s) => [s.student_id, s.used_transport]).sort()).toEqual(
      [
        [a.id, true],
        [b.id, false],
        [d.id, false],
      ].sort(),
    )
    const paseo = await field.api.session(paseoSession)
    expect(paseo).toMatchObject({ class_type: 'other', name: PASEO, group_id: null })
    expect(paseo.teachers.map((t) => t.id)).toEqual([teacher.id])
    expect(paseo.students.map((s) => [s.student_id, s.used_transport])).toEqual([[e.id, true]])

    const all = await field.api.get<StoredSession[]>('/class_sessions?limit=1000')
    expect(all.filter((s) => s.group_id === groupId)).toHaveLength(1)
    expect(all.filter((s) => s.name === PASEO)).toHaveLength(1)
    // One audited write per queued change: nothing was applied twice (the transport of b went
    // true then false, so a repeated or reordered replay would show here or in the flags).
    expect(await field.api.sessionWrites(groupSession)).toEqual({
      'class_session.create': 1,
      'class_session.teachers.add': 1,
      'class_session.students.add': 4,
      'class_session.students.transport': 3,
      'class_session.students.remove': 1,
    })
    expect(await field.api.sessionWrites(paseoSession)).toEqual({
      'class_session.create': 1,
      'class_session.teachers.add': 1,
      'class_session.students.add': 1,
    })
  }, 300_000)
})

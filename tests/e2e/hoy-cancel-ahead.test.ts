// Rain announced the night before, on a phone: from Hoy, with no signal, the teacher cancels
// tomorrow's class (not created yet) with the class page's reasons; the page with the guardians to
// tell follows, and Hoy shows the class cancelled. Back online, the server has it created and
// cancelled once; 'Reabrir' on Hoy undoes it, on the server too. axe finds no serious violation
// on the dialog or on Hoy.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addCalendarDays, formatDayMonth } from '#shared/dates.ts'
import {
  absentToggle,
  dueGroup,
  openDueClass,
  outboxDrained,
  rowSaved,
  teacherReady,
  until,
  type StoredSession,
} from './offline-helpers.ts'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { screenshotsAtBothSizes } from './support/browser.ts'
import { useFieldSuite } from './support/field-suite.ts'
import { rutOf } from './support/people.ts'

const field = useFieldSuite()
const GROUP = 'Grupo Lluvia Mañana'

const shot = (page: Page, name: string, from: string) =>
  screenshotsAtBothSizes(page, name, () =>
    page
      .locator(from)
      .first()
      .evaluate((e) => e.scrollIntoView({ block: 'center' })),
  )

/** Tomorrow's card of the group on Hoy (the list of that day). */
const tomorrowCard = (page: Page, tomorrow: string) =>
  page
    .getByRole('list', { name: `Clases del ${formatDayMonth(tomorrow)}` })
    .getByRole('listitem')
    .filter({ hasText: GROUP })

type Cancellable = StoredSession & { cancel_reason?: string | null }

describe("cancelling tomorrow's class from Hoy, on a phone", () => {
  it('is cancelled offline, reaches the server once, shows on Hoy, and reopens', async () => {
    const guardian = await field.api.request<{ id: string }>('POST', '/supporters', {
      name: 'Rosa',
      last_name: 'Aguacero',
      rut: rutOf(23_600_001),
      email: 'rosa.aguacero@correo.cl',
      phone: '9 8111 2233',
    })
    const kid = await field.api.newStudent('Lucas', 'Aguacero', { supporter_id: guardian.id })
    const other = await field.api.newStudent('Marta', 'Chubasco')
    await dueGroup(field.api, GROUP, [kid.id, other.id])

    const { context, page, day } = (await field.launch()) as Awaited<
      ReturnType<typeof field.launch>
    > & { day: string }
    await teacherReady(page)
    const tomorrow = addCalendarDays(day, 1)
    const card = tomorrowCard(page, tomorrow)
    await card.waitFor({ timeout: 30_000 })
    expect(await card.innerText()).toContain('Programada')

    // The night before, with no signal.
    await context.setOffline(true)
    await card.getByRole('button', { name: 'Cancelar', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancelar clase' })
    await dialog.waitFor()
    expect(
      await dialog.getByText(`${GROUP} · ${formatDayMonth(tomorrow)}, 23:45`).isVisible(),
    ).toBe(true)
    await dialog.getByLabel('Lluvia').check()
    await expectNoSeriousA11yViolations(page, {
      selector: '.cancel-dialog',
      screen: 'Hoy, cancelar clase',
    })
    await shot(page, 'hoy-cancel-dialog', '.cancel-dialog')
    await dialog.getByRole('button', { name: 'Cancelar la clase' }).click()

    // Next, the guardians to tell, with tomorrow's date in the message.
    await page.waitForURL(/\/attendances\/[0-9a-f-]{36}$/)
    const sessionId = new URL(page.url()).pathname.split('/').pop()!
    await page.getByRole('heading', { name: 'Clase cancelada · Lluvia' }).waitFor()
    const tell = page.getByRole('region', { name: 'Avisar a los apoderados' })
    const toRosa = tell.getByRole('link', { name: 'Enviar WhatsApp a Rosa Aguacero' })
    const text = new URL((await toRosa.getAttribute('href'))!).searchParams.get('text')
    expect(text).toContain(`del ${formatDayMonth(tomorrow)} a las 23:45 se cancela por lluvia`)

    // Hoy, still offline: tomorrow's class is cancelled, and can be reopened.
    await page.goto('/today')
    await card.waitFor({ timeout: 30_000 })
    await expect.poll(() => card.innerText()).toContain('Cancelada · Lluvia')
    expect(await card.getByRole('button', { name: 'Cancelar', exact: true }).count()).toBe(0)
    await expectNoSeriousA11yViolations(page, { screen: 'Hoy, clase cancelada mañana' })
    await shot(page, 'hoy-cancelled-tomorrow', `#today-${sessionId}-title`)

    // Signal again: created and cancelled on the server, once each.
    await context.setOffline(false)
    await outboxDrained(page, { what: 'outbox' })
    const stored = await field.api.get<Cancellable>(`/class_sessions/${sessionId}`)
    expect(stored.cancel_reason).toBe('rain')
    expect(stored.group_id).not.toBeNull()
    expect(new Date(stored.session_date).getTime()).toBe(
      new Date(`${tomorrow}T23:45:00-03:00`).getTime(),
    )
    expect(await field.api.sessionWrites(sessionId)).toMatchObject({
      'class_session.create': 1,
      'class_session.cancel': 1,
    })
    // A pull keeps it so on the phone.
    await page.reload()
    await expect.poll(() => card.innerText(), { timeout: 30_000 }).toContain('Cancelada · Lluvia')

    // Reopened from Hoy (asked first): the class stands again, here and on the server.
    await card.getByRole('button', { name: 'Reabrir', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Reabrir clase' })
      .getByRole('button', { name: 'Reabrir clase' })
      .click()
    await expect.poll(() => card.innerText()).toContain('Programada')
    expect(await card.innerText()).not.toContain('Cancelada')
    await outboxDrained(page, { what: 'outbox' })
    await until(
      () => field.api.get<Cancellable>(`/class_sessions/${sessionId}`),
      (s) => !s.cancel_reason,
      { what: 'the class reopened on the server' },
    )
    expect(await field.api.sessionWrites(sessionId)).toMatchObject({
      'class_session.create': 1,
      'class_session.cancel': 1,
      'class_session.uncancel': 1,
    })

    // Today's class taken: its card counts the marks and flags the child nobody marked.
    await openDueClass(page, new RegExp(`${GROUP}.*Tomar asistencia`))
    await absentToggle(page, kid).click()
    await expect.poll(() => absentToggle(page, kid).getAttribute('aria-pressed')).toBe('true')
    await rowSaved(absentToggle(page, kid))
    await page.goto('/today')
    const today = page
      .getByRole('list', { name: 'Clases de hoy' })
      .getByRole('link')
      .filter({ hasText: GROUP })
    await expect
      .poll(() => today.innerText(), { timeout: 30_000 })
      .toMatch(/1 ausente\s+1 sin marcar/)
    expect(await today.innerText()).not.toContain('alumno')
    await shot(page, 'hoy-counts', `.today-list`)
    await context.close()
  }, 300_000)
})

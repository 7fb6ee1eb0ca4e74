// A class cancelled at the trailhead, on a phone: the teacher cancels it for rain with no signal;
// once the signal is back the server has it cancelled once, the month's invoices leave it out,
// and the page lists the guardians to tell with their WhatsApp links and one message to copy.
// Then taking a student off a class is asked, undone, and the server still has them.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  combineDateAndTime,
  currentBillingPeriod,
  formatDayMonth,
  todayInSantiago,
} from '#shared/dates.ts'
import {
  dueGroup,
  openDueClass,
  outboxDrained,
  removeFromClass,
  rowSaved,
  waitForOfflineReady,
} from './offline-helpers.ts'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { screenshotsAtBothSizes } from './support/browser.ts'
import { useFieldSuite } from './support/field-suite.ts'
import { rutOf } from './support/people.ts'

const field = useFieldSuite()

let serial = 0
/** A new guardian, as POST /students takes it to create them with a student. */
function guardian(name: string, lastName: string, phone: string) {
  serial += 1
  return {
    supporter: {
      name,
      last_name: lastName,
      rut: rutOf(23_500_000 + serial),
      email: `${name.toLowerCase()}.${serial}@correo.cl`,
      phone,
    },
  }
}

/**
 * Both sizes of the screen, when SCREENSHOT_DIR asks for them, scrolled to `from` (the page's
 * title by default).
 */
function shot(page: Page, name: string, from = 'h1') {
  return screenshotsAtBothSizes(page, name, () =>
    page
      .locator(from)
      .first()
      .evaluate((e) => e.scrollIntoView({ block: 'start' })),
  )
}

const preview = () =>
  field.api.get<{ changes: { student: { id: string } }[] }>(
    `/invoices/preview?billing_period=${currentBillingPeriod()}`,
  )

describe('a cancelled class on a phone', () => {
  it('is cancelled offline for rain, never billed, and lists the guardians to tell', async () => {
    const family = await field.api.request<{ id: string }>(
      'POST',
      '/supporters',
      guardian('Ana', 'Lluvia', '9 8765 4321').supporter,
    )
    const ana = await field.api.newStudent('Tomasa', 'Lluvia', { supporter_id: family.id })
    const sibling = await field.api.newStudent('Pedro', 'Lluvia', { supporter_id: family.id })
    const bruno = await field.api.newStudent(
      'Bruno',
      'Barro',
      guardian('Berta', 'Barro', '9 8234 9876'),
    )
    await dueGroup(field.api, 'Grupo Tormenta', [ana.id, sibling.id, bruno.id])
    // A control: a class that stands bills its student this month.
    const billed = await field.api.newStudent('Carla', 'Control')
    const held = await field.api.request<{ id: string }>('POST', '/class_sessions', {
      session_date: new Date().toISOString(),
      class_type: 'one_to_one',
    })
    await field.api.request('POST', `/class_sessions/${held.id}/students`, [
      { student_id: billed.id, status: 'present' },
    ])

    const { context, page } = await field.teacherOnHoy()

    // No signal at the trailhead: the class is opened, one child marked, then it starts raining.
    await context.setOffline(true)
    const sessionId = await openDueClass(page, 'Grupo Tormenta')
    await page.getByRole('button', { name: 'Tomasa Lluvia: presente' }).click()
    await page.getByRole('button', { name: 'Cancelar clase' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancelar clase' })
    await dialog.getByRole('button', { name: 'Cancelar la clase' }).click()
    expect(await dialog.getByText('Elige un motivo').isVisible()).toBe(true)
    await dialog.getByLabel('Otro motivo').check()
    await dialog.getByRole('button', { name: 'Cancelar la clase' }).click()
    expect(await dialog.getByText('Escribe el motivo de la cancelación.').isVisible()).toBe(true)
    await shot(page, 'cancel-dialog-other')
    await dialog.getByLabel('Lluvia').check()
    await expectNoSeriousA11yViolations(page, { selector: '.cancel-dialog', screen: 'dialog' })
    await shot(page, 'cancel-dialog')
    await dialog.getByRole('button', { name: 'Cancelar la clase' }).click()

    const banner = page.getByRole('heading', { name: 'Clase cancelada · Lluvia' })
    await banner.waitFor()
    // Nobody is marked on a class that did not take place.
    expect(await page.getByRole('button', { name: 'Bruno Barro: presente' }).isDisabled()).toBe(
      true,
    )
    expect(await page.getByRole('button', { name: 'Listo' }).count()).toBe(0)

    // Signal again: the cancellation reaches the server once; a pull keeps it on the device.
    await context.setOffline(false)
    await outboxDrained(page, { what: 'outbox' })
    const actions = (await field.api.sessionAudit(sessionId)).map((x) => x.action)
    expect(actions.filter((a) => a === 'class_session.cancel')).toHaveLength(1)
    await page.reload()
    await banner.waitFor({ timeout: 30_000 })

    // The office's billing of the month (a preview: the month is not over) leaves the cancelled
    // class out, and bills the class that stood.
    const students = (await preview()).changes.map((c) => c.student.id)
    expect(students).toContain(billed.id)
    expect(students).not.toContain(ana.id)

    // The guardians to tell: one per family, each with a prepared WhatsApp message.
    const day = formatDayMonth(combineDateAndTime(todayInSantiago(), '23:45'))
    const tell = page.getByRole('region', { name: 'Avisar a los apoderados' })
    const toAna = tell.getByRole('link', { name: 'Enviar WhatsApp a Ana Lluvia' })
    const href = new URL((await toAna.getAttribute('href'))!)
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/56987654321')
    expect(href.searchParams.get('text')).toContain(`del ${day} a las 23:45 se cancela por lluvia`)
    expect(await tell.getByText('A cargo de Pedro Lluvia, Tomasa Lluvia').isVisible()).toBe(true)
    expect(
      await tell.getByRole('link', { name: 'Enviar WhatsApp a Berta Barro' }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/56982349876\?text=/)

    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: field.server.url,
    })
    await tell.getByRole('button', { name: 'Copiar mensaje' }).click()
    await tell.getByRole('status').filter({ hasText: 'Copiado' }).waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain(`la clase de Grupo Tormenta del ${day} a las 23:45`)
    expect(copied).toContain('por lluvia')
    await expectNoSeriousA11yViolations(page, { screen: 'cancelled class' })
    await shot(page, 'cancelled-class')
    await shot(page, 'cancelled-class-guardians', '.tell-guardians')

    // Hoy says the class is cancelled, and offers no attendance for it.
    await page.goto('/today')
    const card = page.getByRole('link', { name: /Grupo Tormenta/ })
    expect(await card.innerText()).toContain('Cancelada · Lluvia')
    expect(await page.getByRole('button', { name: /Grupo Tormenta/ }).count()).toBe(0)
    await shot(page, 'today-cancelled')
    await page.goto('/attendances')
    await page.getByText('Cancelada · Lluvia').waitFor()
    await shot(page, 'attendances-cancelled')
    await context.close()
  }, 300_000)

  it('asks before taking a student off, undoes it, and the server keeps them', async () => {
    const kid = await field.api.newStudent(
      'Olga',
      'Deshacer',
      guardian('Otto', 'Deshacer', '9 5555 1212'),
    )
    await dueGroup(field.api, 'Grupo Vuelve', [kid.id])
    const { context, page } = await field.launch()
    await page.goto('/today')
    await waitForOfflineReady(page)
    const sessionId = await openDueClass(page, 'Grupo Vuelve')
    await page.getByRole('button', { name: 'Olga Deshacer: presente' }).click()
    await page.getByLabel('Transporte de Olga Deshacer').check()
    await shot(page, 'class-page')

    // No signal: taken off by mistake, and put back.
    await context.setOffline(true)
    await removeFromClass(page, kid)
    const toast = page.getByText('Se quitó a Olga Deshacer de la clase')
    await toast.waitFor()
    await shot(page, 'undo-toast')
    await page.getByRole('button', { name: 'Deshacer', exact: true }).click()
    // What the teacher sees: Olga back on the class, present with her transport, saved (her
    // roster row no longer busy).
    const present = page.getByRole('button', { name: 'Olga Deshacer: presente' })
    const transport = page.getByLabel('Transporte de Olga Deshacer')
    await page.getByRole('button', { name: 'Quitar a Olga Deshacer' }).waitFor()
    await expect.poll(() => present.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => transport.isChecked()).toBe(true)
    await rowSaved(present)

    await page.reload()
    await expect.poll(() => present.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true')
    expect(await transport.isChecked()).toBe(true)
    await context.setOffline(false)
    await outboxDrained(page, { what: 'outbox' })
    const stored = await field.api.session(sessionId)
    expect(stored.students.map((s) => [s.student_id, s.status, s.used_transport])).toEqual([
      [kid.id, 'present', true],
    ])
    const actions = (await field.api.sessionAudit(sessionId)).map((x) => x.action)
    expect(actions).toContain('class_session.students.remove')
  }, 300_000)
})

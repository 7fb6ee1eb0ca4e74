// A teacher with eleven kids waiting, on a 390×844 phone: the class opens on its name, and every
// child's Presente is on the first screen, no scrolling; 'Todos presentes' then one Ausente lands
// ten present and one absent on the server, each written once; a child with no emergency card
// says 'Sin ficha registrada' (the device holds every card it may read), not that the phone
// lacks it.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  absentToggle as absent,
  distinctStudents,
  dueGroup,
  fullName,
  openDueClass,
  outboxDrained,
  presentToggle as present,
  type Student,
} from './offline-helpers.ts'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { screenshotsAtBothSizes } from './support/browser.ts'
import { useFieldSuite } from './support/field-suite.ts'

const GROUP = 'Grupo Once'
const field = useFieldSuite()
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/**
 * Whether each of `names`' Presente button is on screen as the page is (not scrolled): inside
 * the viewport, below the app's header (the button itself is what a tap there hits), and ≥ 44 px.
 */
function presentButtonsOnScreen(page: Page, names: string[]) {
  return page.evaluate((labels) => {
    return labels.map((label) => {
      const button = document.querySelector(`button[aria-label="${label}: presente"]`)
      if (!button) return { label, onScreen: false, height: 0, at: 'missing' }
      const box = button.getBoundingClientRect()
      const x = box.left + box.width / 2
      const hit = (y: number) => button.contains(document.elementFromPoint(x, y))
      const onScreen =
        box.top >= 0 && box.bottom <= window.innerHeight && hit(box.top + 2) && hit(box.bottom - 2)
      const over = document.elementFromPoint(x, box.top + 2)
      const at = `${Math.round(box.top)}-${Math.round(box.bottom)} of ${window.innerHeight}, hit ${over?.tagName}.${over?.className}`
      return { label, onScreen, height: Math.round(box.height), at }
    })
  }, names)
}

describe('the roster of eleven on a phone', () => {
  it('fits one screen; Todos presentes and one absent reach the server once', async () => {
    const kids = distinctStudents(await field.api.get<Student[]>('/students')).slice(0, 11)
    expect(kids).toHaveLength(11)
    await dueGroup(
      field.api,
      GROUP,
      kids.map((k) => k.id),
    )

    const { page } = await field.teacherOnHoy()
    const sessionId = await openDueClass(page, GROUP)
    // The class's own name opens the page, with its day and time.
    await expect.poll(() => heading(page).innerText()).toBe(GROUP)
    expect(await page.locator('.class-head-when').innerText()).toContain('23:45')
    await present(page, kids[10]!).waitFor()

    const names = kids.map(fullName)
    const placed = await presentButtonsOnScreen(page, names)
    expect(placed.filter((p) => !p.onScreen).map((p) => `${p.label}: ${p.at}`)).toEqual([])
    expect(placed.every((p) => p.height >= 44)).toBe(true)
    const counts = page.locator('.roster-counts')
    expect(await counts.innerText()).toBe('0 presentes · 0 ausentes · 11 sin marcar')
    await expectNoSeriousA11yViolations(page, { screen: 'Lista de once' })
    await screenshotsAtBothSizes(page, 'roster-eleven', () => page.evaluate(() => 0))

    // Everyone present in one tap, then the one who did not come.
    await page.getByRole('button', { name: 'Todos presentes' }).click()
    await expect.poll(() => counts.innerText()).toBe('11 presentes · 0 ausentes · 0 sin marcar')
    expect(await page.getByRole('button', { name: 'Todos presentes' }).isDisabled()).toBe(true)
    const missing = kids[4]!
    await absent(page, missing).click()
    await expect.poll(() => counts.innerText()).toBe('10 presentes · 1 ausente · 0 sin marcar')
    expect(await present(page, kids[0]!).getAttribute('aria-pressed')).toBe('true')
    expect(await present(page, missing).getAttribute('aria-pressed')).toBe('false')
    await page.getByRole('button', { name: 'Listo' }).click()
    const saved = page.getByRole('status').filter({ hasText: 'Asistencia guardada' })
    expect(await saved.innerText()).toBe('Asistencia guardada: 10 presentes, 1 ausente.')
    await expectNoSeriousA11yViolations(page, { screen: 'Lista de once, marcada' })
    await screenshotsAtBothSizes(page, 'roster-eleven-marked', () =>
      page.locator('.class-head').scrollIntoViewIfNeeded(),
    )

    await outboxDrained(page, { what: 'outbox' })
    const stored = await field.api.session(sessionId)
    expect(stored.students.map((s) => [s.student_id, s.status]).sort()).toEqual(
      kids.map((k) => [k.id, k === missing ? 'absent' : 'present']).sort(),
    )
    // One write for everyone, one for the absence: nothing sent twice.
    expect(await field.api.sessionWrites(sessionId)).toEqual({
      'class_session.create': 1,
      'class_session.teachers.add': 1,
      'class_session.students.add': 2,
    })

    // A child with no emergency card: the card says so, not that the phone lacks it.
    const cards = await Promise.all(
      kids.map((k) => field.api.get<{ updated_at: string | null }>(`/students/${k.id}/emergency`)),
    )
    const noCard = kids[cards.findIndex((c) => c.updated_at === null)]!
    await page
      .getByRole('button', { name: `Emergencia de ${fullName(noCard)}`, exact: true })
      .click()
    const dialog = page.getByRole('dialog', { name: `Emergencia: ${fullName(noCard)}` })
    await expect.poll(() => dialog.getByText('Sin ficha registrada').count()).toBe(1)
    expect(await dialog.getByText(/Sincroniza/).count()).toBe(0)
    await expectNoSeriousA11yViolations(page, {
      selector: '.emergency-dialog',
      screen: 'sin ficha',
    })
    await screenshotsAtBothSizes(page, 'card-none', () => page.evaluate(() => 0))
  }, 300_000)
})

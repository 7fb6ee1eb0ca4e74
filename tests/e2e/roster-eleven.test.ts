// A teacher with eleven kids waiting, on a 390×844 phone: the class opens on its name, and every
// child's Presente is on the first screen, no scrolling; the rows mark the demo children whose
// card has an allergy or a medication, and that card shows it first; 'Todos presentes' then one
// Ausente lands ten present and one absent on the server, each written once; a child with no
// emergency card says 'Sin ficha registrada' (the device holds every card it may read), not that
// the phone lacks it.
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

interface Card {
  allergies: string
  medication: string
  updated_at: string | null
}
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
    // The demo school's children with a card (one with an allergy, one with a medication, one
    // with neither), and eight without one.
    const students = distinctStudents(await field.api.get<Student[]>('/students'))
    const cardOf = new Map<string, Card>()
    for (const s of students) {
      const card = await field.api.get<Card>(`/students/${s.id}/emergency`)
      if (card.updated_at !== null) cardOf.set(s.id, card)
    }
    const withCard = students.filter((s) => cardOf.has(s.id))
    expect(withCard).toHaveLength(3)
    const kids = [...withCard, ...students.filter((s) => !cardOf.has(s.id)).slice(0, 8)]
    const allergic = withCard.find((s) => cardOf.get(s.id)!.allergies !== '')!
    const medicated = withCard.find((s) => cardOf.get(s.id)!.medication !== '')!
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

    // The marks of what the cards say, on their rows only.
    const row = (s: Student) =>
      page.locator('.roster-row').filter({
        has: page.locator('.roster-name').getByText(fullName(s), { exact: true }),
      })
    expect(await row(allergic).getByRole('img', { name: 'Alergia' }).count()).toBe(1)
    expect(await row(medicated).getByRole('img', { name: 'Medicamento' }).count()).toBe(1)
    expect(await page.getByRole('img', { name: 'Alergia' }).count()).toBe(1)
    expect(await page.getByRole('img', { name: 'Medicamento' }).count()).toBe(1)

    const names = kids.map(fullName)
    const placed = await presentButtonsOnScreen(page, names)
    expect(placed.filter((p) => !p.onScreen).map((p) => `${p.label}: ${p.at}`)).toEqual([])
    expect(placed.every((p) => p.height >= 44)).toBe(true)
    // The longest day there is, and a long place, keep the head's line to one (a Wednesday of
    // December once pushed the eleventh Presente 9 px below the screen).
    const lines = await page.evaluate(() => {
      const line = document.querySelector<HTMLElement>('.class-head-when')!
      const day = line.querySelector<HTMLElement>('.class-head-day')!
      const before = line.getBoundingClientRect().height
      const today = day.textContent
      day.textContent = 'Miércoles 30 de septiembre · 23:45'
      const place = document.createElement('span')
      place.className = 'class-head-place'
      place.textContent = ' · Parque Natural Aguas de Ramón, sector La Animita'
      line.append(place)
      const after = line.getBoundingClientRect().height
      const width = day.getBoundingClientRect().right <= window.innerWidth
      place.remove()
      day.textContent = today
      return { before, after, width }
    })
    expect(lines).toEqual({ before: lines.before, after: lines.before, width: true })
    expect(lines.before).toBeLessThan(26)
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

    // The allergy first on the card, set apart.
    await page
      .getByRole('button', { name: `Emergencia de ${fullName(allergic)}`, exact: true })
      .click()
    const card = page.getByRole('dialog', { name: `Emergencia: ${fullName(allergic)}` })
    const alert = card.locator('.emergency-fact-alert')
    await expect.poll(() => alert.count()).toBe(1)
    expect(await alert.innerText()).toContain(cardOf.get(allergic.id)!.allergies)
    const text = await card.innerText()
    expect(text.indexOf('Alergias')).toBeLessThan(text.indexOf('Contactos de emergencia'))
    await expectNoSeriousA11yViolations(page, { selector: '.emergency-dialog', screen: 'alergia' })
    await screenshotsAtBothSizes(page, 'card-allergy', () => page.evaluate(() => 0))
    await card.getByRole('button', { name: 'Cerrar' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)

    // A child with no emergency card: the card says so, not that the phone lacks it.
    const noCard = kids.find((k) => !cardOf.has(k.id))!
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

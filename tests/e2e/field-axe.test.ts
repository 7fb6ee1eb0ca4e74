// axe on the field screens as a teacher's or an admin's phone shows them (390×844), colour
// contrast included: Hoy today and on a public holiday, the class roster (with a child's consent
// mark), the emergency card opened from a roster row, with the health notes its guardian's signed
// consent lets through, the people lists as cards; and the groups list's Eliminar is small and asks
// naming the group. Fails on any serious or critical violation.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addCalendarDays } from '#shared/dates.ts'
import { holidayName } from '#shared/holidays.ts'
import { distinctStudents, fullName, type Student } from './offline-helpers.ts'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { newContext, PHONE } from './support/browser.ts'
import {
  onlyChildFamilies,
  personalLinkOfReminder,
  signOnDocumentsPage,
} from './support/guardian-consent.ts'
import { DEMO_ADMIN, signIn } from './support/staff.ts'
import { useServerBrowserAndAdmin } from './support/suite.ts'
import { onWorkingDay } from './support/working-day.ts'

const suite = useServerBrowserAndAdmin()
const GROUP = 'Grupo Axe E2E'
const EVERY_DAY = 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYHOUR=23;BYMINUTE=45'

const card = {
  contacts: [{ name: 'Marta Soto', relation: 'Abuela', phone: '9 8123 4567' }],
  allergies: 'Penicilina',
  conditions: 'Asma leve',
  medication: 'Salbutamol',
  insurance_provider: 'Clínica Andes',
  insurance_plan: '',
  consent: true,
  consent_date: '2026-03-02',
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

async function phone(email: string) {
  const context = await newContext(suite.browser, suite.server.url, PHONE)
  const today = await onWorkingDay(context)
  const page = await context.newPage()
  await signIn(page, email)
  return { context, page, today }
}

describe('axe on the field screens, on a phone', () => {
  it("a teacher's Hoy (today and a holiday), roster and emergency card", async () => {
    const api = { request: suite.api }
    const [family] = await onlyChildFamilies(api)
    const student = family!.child
    // A classmate whose guardian signed nothing: the roster marks them.
    const unsigned = distinctStudents(await suite.api<Student[]>('GET', '/students')).find(
      (s) => s.id !== student.id,
    )!
    const group = await suite.api<{ id: string }>('POST', '/groups', {
      name: GROUP,
      location: 'Parque Mahuida',
      start_date: '2020-01-01',
      rrule: EVERY_DAY,
    })
    await suite.api('POST', `/groups/${group.id}/students`, [student.id, unsigned.id])
    const teachers = await suite.api<{ id: string; email: string | null }[]>('GET', '/teachers')
    const teacher = teachers.find((t) => t.email === 'profesor@demo.cl')!
    await suite.api('POST', `/groups/${group.id}/teachers`, [teacher.id])
    await suite.api('PUT', `/students/${student.id}/emergency`, card)

    // The guardian signs the waiver and the health consent on their phone, by the reminder's link.
    const guardian = await newContext(suite.browser, suite.server.url, PHONE)
    await signOnDocumentsPage(
      await guardian.newPage(),
      await personalLinkOfReminder(api, family!.guardian.id),
      family!,
      ['Descargo de responsabilidad', 'Consentimiento para tratar datos de salud'],
    )
    await guardian.close()

    const { context, page, today } = await phone('profesor@demo.cl')
    await page.waitForURL('**/today')
    const due = page.getByRole('button', { name: new RegExp(GROUP) })
    await due.waitFor({ timeout: 30_000 })
    await expectNoSeriousA11yViolations(page, { screen: 'Hoy' })

    // Another day, a public holiday: its banner and its group class marked 'Feriado'.
    let holiday = addCalendarDays(today, 1)
    while (holidayName(holiday) === null) holiday = addCalendarDays(holiday, 1)
    await page.goto(`/today?dia=${holiday}`)
    await page
      .getByText(`Feriado: ${holidayName(holiday)}`)
      .first()
      .waitFor({ timeout: 30_000 })
    await expectNoSeriousA11yViolations(page, { screen: 'Hoy, feriado' })

    // The roster of today's class, a student marked present.
    await page.goto('/today')
    await due.click({ timeout: 30_000 })
    await page.waitForURL(/\/attendances\/[0-9a-f-]{36}$/)
    await expect.poll(() => heading(page).innerText()).toBe(GROUP)
    const name = fullName(student)
    // Only the classmate is marked: the guardian's signature reached the phone.
    const mark = { name: 'Falta descargo o consentimiento de salud' }
    await page.getByRole('img', mark).first().waitFor({ timeout: 30_000 })
    expect(await page.getByRole('img', mark).count()).toBe(1)
    const unsignedRow = page.locator('.roster-row').filter({ hasText: fullName(unsigned) })
    expect(await unsignedRow.getByRole('img', mark).count()).toBe(1)
    await page.getByRole('button', { name: `${name}: presente`, exact: true }).click()
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: `${name}: presente`, exact: true })
          .getAttribute('aria-pressed'),
      )
      .toBe('true')
    await expectNoSeriousA11yViolations(page, { screen: 'Lista de la clase' })

    // The emergency card from the roster row.
    await page.getByRole('button', { name: `Emergencia de ${name}`, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: `Emergencia: ${name}` })
    // The signed health consent lets the notes through.
    await expect.poll(() => dialog.getByText('Penicilina', { exact: true }).count()).toBe(1)
    expect(await dialog.getByText('Salbutamol', { exact: true }).count()).toBe(1)
    await expectNoSeriousA11yViolations(page, { screen: 'Ficha de emergencia' })
    await context.close()
  }, 90_000)

  it("an admin's people lists as cards, and the groups list's small, named Eliminar", async () => {
    const { context, page } = await phone(DEMO_ADMIN)
    for (const [path, title] of [
      ['/students', 'Alumnos'],
      ['/supporters', 'Apoderados'],
      ['/teachers', 'Profesores'],
    ] as const) {
      await page.goto(path)
      await page.getByRole('table').locator('tbody tr').first().waitFor({ timeout: 30_000 })
      expect(await heading(page).innerText()).toMatch(new RegExp(title, 'i'))
      await expectNoSeriousA11yViolations(page, { screen: title })
    }

    await page.goto('/groups')
    const remove = page.getByRole('button', { name: /^Eliminar / }).first()
    await remove.waitFor({ timeout: 30_000 })
    const box = (await remove.boundingBox())!
    // Small: about a line of text high and well under half the phone's width.
    expect(box.height).toBeLessThanOrEqual(40)
    expect(box.width).toBeLessThan(PHONE.width / 2)
    await expectNoSeriousA11yViolations(page, { screen: 'Grupos' })
    const group = (await remove.getAttribute('aria-label'))!.replace(/^Eliminar /, '')
    await remove.click()
    const confirm = page.getByRole('dialog', { name: 'Eliminar grupo' })
    expect(await confirm.innerText()).toContain(`¿Eliminar el grupo «${group}»?`)
    await expectNoSeriousA11yViolations(page, { screen: 'Eliminar grupo' })
    await confirm.getByRole('button', { name: 'Cancelar' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(await page.getByRole('link', { name: group, exact: true }).count()).toBe(1)
    await context.close()
  })
})

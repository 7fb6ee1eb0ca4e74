// Hoy looks ahead, on a phone against the real server: on a day with no class it shows the next
// classes with their place and month; a public holiday says 'Feriado'; a people list fits a
// 390 px screen without sideways scrolling. axe finds no serious or critical violation on Hoy.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addCalendarDays, formatDayMonth, todayInSantiago } from '#shared/dates.ts'
import { holidayName } from '#shared/holidays.ts'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { newContext, PHONE } from './support/browser.ts'
import { DEMO_ADMIN, signIn } from './support/staff.ts'
import { useServerBrowserAndAdmin } from './support/suite.ts'

const suite = useServerBrowserAndAdmin()
const EVERY_DAY = 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYHOUR=9;BYMINUTE=15'

/** The first day from `day` on (itself included) that passes `test`. */
function firstDay(day: string, test: (day: string) => boolean): string {
  let d = day
  while (!test(d)) d = addCalendarDays(d, 1)
  return d
}
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay()

/** Hoy on another day: its title names that day ('Martes 8 de diciembre'), not 'Hoy'. */
async function openHoy(page: Page, day: string) {
  await page.goto(`/today?dia=${day}`)
  const label = formatDayMonth(day)
  const title = day === todayInSantiago() ? 'Hoy' : label.charAt(0).toUpperCase() + label.slice(1)
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(title)
}

/** A group taught by the demo teacher (a teacher's device holds only the groups they teach). */
async function teachersGroup(body: Record<string, unknown>) {
  const group = await suite.api<{ id: string }>('POST', '/groups', body)
  const teachers = await suite.api<{ id: string; email: string }[]>('GET', '/teachers')
  const teacher = teachers.find((t) => t.email === 'profesor@demo.cl')!
  await suite.api('POST', `/groups/${group.id}/teachers`, [teacher.id])
}

describe('Hoy looks ahead, on a phone', () => {
  it('on a day with no class shows the next classes with their place and month', async () => {
    // A group only on Mondays, seen from the Sunday before it (the demo school has none on Sundays).
    const sunday = firstDay(addCalendarDays(todayInSantiago(), 1), (d) => weekday(d) === 0)
    const monday = addCalendarDays(sunday, 1)
    await teachersGroup({
      name: 'Grupo Lunes E2E',
      location: 'Parque Mahuida, entrada norte',
      start_date: '2020-01-01',
      rrule: 'FREQ=WEEKLY;BYDAY=MO;BYHOUR=19;BYMINUTE=30',
    })
    const context = await newContext(suite.browser, suite.server.url, PHONE)
    const page = await context.newPage()
    await signIn(page, 'profesor@demo.cl')
    await page.waitForURL('**/today')
    await openHoy(page, sunday)
    await page.getByText('No hay clases programadas este día.').waitFor({ timeout: 30_000 })

    const mondayLabel = new Intl.DateTimeFormat('es-CL', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${monday}T12:00:00Z`))
    const list = page.getByRole('list', { name: `Clases del ${mondayLabel.replace(',', '')}` })
    const card = list.getByRole('listitem').filter({ hasText: 'Grupo Lunes E2E' })
    await card.waitFor({ timeout: 30_000 })
    expect(await card.innerText()).toContain('Parque Mahuida, entrada norte')
    expect(mondayLabel).toMatch(/ de /)
    await expectNoSeriousA11yViolations(page, { screen: 'Hoy, próximas clases' })

    // Back to today from the chosen day.
    await page.getByRole('button', { name: 'Volver a hoy' }).click()
    await page.waitForURL(/\/today$/)
    await context.close()
  })

  it("marks a public holiday 'Feriado', its group class included", async () => {
    const holiday = firstDay(todayInSantiago(), (d) => holidayName(d) !== null)
    await teachersGroup({
      name: 'Grupo Diario E2E',
      start_date: '2020-01-01',
      rrule: EVERY_DAY,
    })
    const context = await newContext(suite.browser, suite.server.url, PHONE)
    const page = await context.newPage()
    await signIn(page, 'profesor@demo.cl')
    await page.waitForURL('**/today')
    await openHoy(page, holiday)
    await page
      .getByText(`Feriado: ${holidayName(holiday)}`)
      .first()
      .waitFor({ timeout: 30_000 })
    const card = page.getByRole('listitem').filter({ hasText: 'Grupo Diario E2E' }).first()
    await card.waitFor()
    expect(await card.innerText()).toContain('Feriado')
    await expectNoSeriousA11yViolations(page, { screen: 'Hoy, feriado' })
    await context.close()
  })

  it('a people list fits a 390 px phone: no sideways scrolling, name and RUT visible', async () => {
    const context = await newContext(suite.browser, suite.server.url, PHONE)
    const page = await context.newPage()
    await signIn(page, DEMO_ADMIN)
    await page.goto('/students')
    const table = page.getByRole('table')
    await table.waitFor({ timeout: 30_000 })
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    )
    expect(fits).toBe(true)
    const firstCard = table.locator('tbody tr').first()
    const box = await firstCard.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width)
    // Nothing is cut off inside a card either (a long e-mail wraps).
    const cut = await table
      .locator('tbody td')
      .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).length)
    expect(cut).toBe(0)
    expect(await firstCard.innerText()).toMatch(/\n\d{1,2}\.\d{3}\.\d{3}-[\dkK]/)
    await context.close()
  })
})

// Feriados del colegio in Chromium against the real server (demo school): an admin opens
// 'Feriados' from the sidebar, is told what is missing when sending an empty form, adds a school
// closure a few days ahead, and the demo teacher's Hoy on their phone marks that day
// 'Feriado: <name>', the group class on it included, like a legal holiday, offline too.
import { describe, expect, it } from 'vitest'
import { addCalendarDays, todayInSantiago } from '#shared/dates.ts'
import { holidayName } from '#shared/holidays.ts'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { DESKTOP, newContext, PHONE } from './support/browser.ts'
import { DEMO_ADMIN, signIn } from './support/staff.ts'
import { waitForOfflineReady } from './offline-helpers.ts'
import { useServerBrowserAndAdmin } from './support/suite.ts'

const suite = useServerBrowserAndAdmin()
const NAME = 'Cierre por mantención E2E'

/** The first day from `day` on that no law makes a holiday. */
function firstWorkingDay(day: string): string {
  let d = day
  while (holidayName(d) !== null) d = addCalendarDays(d, 1)
  return d
}

describe('Feriados del colegio', () => {
  it("an admin adds a school holiday and the teacher's Hoy marks it 'Feriado'", async () => {
    const day = firstWorkingDay(addCalendarDays(todayInSantiago(), 3))
    const group = await suite.api<{ id: string }>('POST', '/groups', {
      name: 'Grupo Diario Feriado E2E',
      start_date: '2020-01-01',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYHOUR=9;BYMINUTE=15',
    })
    const teachers = await suite.api<{ id: string; email: string }[]>('GET', '/teachers')
    const teacher = teachers.find((t) => t.email === 'profesor@demo.cl')!
    await suite.api('POST', `/groups/${group.id}/teachers`, [teacher.id])
    const shots = process.env.SCREENSHOT_DIR

    const desk = await newContext(suite.browser, suite.server.url, DESKTOP)
    const page = await desk.newPage()
    await signIn(page, DEMO_ADMIN)
    await page.getByRole('link', { name: 'Feriados' }).click()
    await page.waitForURL('**/holidays')
    await page.getByRole('heading', { name: 'Feriados del colegio', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Agregar feriado' }).click()
    await page.getByText('Escribe el nombre del feriado.').waitFor()
    await page.getByText('Ingresa una fecha válida (AAAA-MM-DD).').waitFor()
    if (shots) await page.screenshot({ path: `${shots}/holidays-errors-desktop.png` })

    await page.getByLabel('Fecha').fill(day)
    await page.getByLabel('Nombre').fill(NAME)
    await page.getByRole('button', { name: 'Agregar feriado' }).click()
    await page.getByText(`Feriado agregado: ${NAME}.`).waitFor()
    const table = page.getByRole('table', { name: 'Feriados del colegio por fecha' })
    await expect.poll(() => table.innerText()).toContain(NAME)
    await expectNoSeriousA11yViolations(page, { screen: 'Feriados del colegio' })
    if (shots) await page.screenshot({ path: `${shots}/holidays-desktop.png`, fullPage: true })

    // The same day again is refused, naming the holiday already there.
    await page.getByLabel('Fecha').fill(day)
    await page.getByLabel('Nombre').fill('Otro')
    await page.getByRole('button', { name: 'Agregar feriado' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: `Ese día ya es feriado del colegio: ${NAME}.` })
      .waitFor()
    await desk.close()

    const phone = await newContext(suite.browser, suite.server.url, PHONE)
    const small = await phone.newPage()
    await signIn(small, 'profesor@demo.cl')
    await small.waitForURL('**/today')
    await small.goto(`/today?dia=${day}`)
    await small.getByText(`Feriado: ${NAME}`).first().waitFor({ timeout: 30_000 })
    const card = small.getByRole('listitem').filter({ hasText: 'Grupo Diario Feriado E2E' }).first()
    await card.waitFor()
    expect(await card.innerText()).toContain('Feriado')
    if (shots) await small.screenshot({ path: `${shots}/holidays-hoy-phone.png` })

    // Without signal (the app from its service worker), Hoy still marks the day.
    await waitForOfflineReady(small)
    await expect
      .poll(() => small.evaluate(() => localStorage.getItem('staff-query-cache') ?? ''))
      .toContain(NAME)
    await phone.setOffline(true)
    await small.reload()
    await small.getByText(`Feriado: ${NAME}`).first().waitFor({ timeout: 30_000 })
    await phone.close()

    // The admin screen on a phone: cards, nothing scrolls sideways.
    const adminPhone = await newContext(suite.browser, suite.server.url, PHONE)
    const adminSmall = await adminPhone.newPage()
    await signIn(adminSmall, DEMO_ADMIN)
    await adminSmall.goto('/holidays')
    await adminSmall.getByText(NAME).first().waitFor({ timeout: 30_000 })
    const width = await adminSmall.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(PHONE.width)
    if (shots) await adminSmall.screenshot({ path: `${shots}/holidays-phone.png`, fullPage: true })
    await adminPhone.close()
  })
})

// The admin-only staff screens in Chromium against the real server with the demo school:
// Resumen mensual, Tarifas (transport price, discount tiers and their overlap rule) and Pagos
// Pendientes, each checked with axe-core; a teacher does not get them in the sidebar.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { defaultValidFrom } from '#shared/billing/price-in-force.ts'
import {
  formatCalendarDay,
  lastTwelveMonths,
  previousBillingPeriod,
  todayInSantiago,
} from '#shared/dates.ts'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { DESKTOP, newContext, PHONE } from './support/browser.ts'
import { submitLogin } from './support/staff.ts'
import { useServerAndBrowser } from './support/suite.ts'

const suite = useServerAndBrowser()

/** A new browser context with the staff member's credentials just submitted on /login. */
async function signedIn(email: string, viewport = DESKTOP): Promise<Page> {
  const context = await newContext(suite.browser, suite.server.url, viewport)
  const page = await context.newPage()
  await page.goto('/login')
  await submitLogin(page, { email })
  return page
}

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Menú de la escuela' })
}

/** Checks the screen's main area as it is now. */
const expectAccessibleScreen = (page: Page) =>
  expectNoSeriousA11yViolations(page, { selector: '#main-content' })

describe('admin screens', () => {
  it('Resumen mensual: months in Spanish, figures, switching month', async () => {
    const page = await signedIn('admin@demo.cl')
    await page.waitForURL('**/dashboard')
    const select = page.getByLabel('Mes', { exact: true })
    const months = lastTwelveMonths()
    await expect
      .poll(() => select.locator('option').allInnerTexts())
      .toEqual(months.map((m) => m.label))
    // It opens on last month, the finished one, with its figures.
    expect(await select.inputValue()).toBe(previousBillingPeriod())
    await expect.poll(() => page.getByText('Total facturado').count()).toBe(1)
    await expect.poll(() => page.getByText('Promedio de clases por alumno').count()).toBe(1)
    const billed = page.locator('.stat-card', { hasText: 'Total facturado' }).locator('dd')
    await expect.poll(() => billed.innerText()).toMatch(/^\$[1-9]\d{0,2}(\.\d{3})*$/)
    await expect.poll(() => page.getByRole('table', { name: 'Clases por grupo' }).count()).toBe(1)
    await expectAccessibleScreen(page)

    const current = months[0]!.value
    await Promise.all([
      page.waitForResponse((r) =>
        r.url().endsWith(`/api/payments/summary?billing_period=${current}`),
      ),
      page.waitForResponse((r) =>
        r.url().endsWith(`/api/class_sessions/summary?billing_period=${current}`),
      ),
      select.selectOption(current),
    ])
    await page.context().close()
  })

  it('Tarifas: transport price, a tier, and the overlap error (phone)', async () => {
    const page = await signedIn('admin@demo.cl', PHONE)
    await page.waitForURL('**/dashboard')
    await page.goto('/prices')
    const transport = page.getByLabel('Precio por clase con transporte')
    await expect.poll(() => transport.inputValue()).toBe('3.000')
    // Changes apply from the 1st of next month unless another day is chosen: today corrects
    // the prices in force now.
    const validFrom = page.getByLabel('Vigente desde')
    expect(await validFrom.inputValue()).toBe(defaultValidFrom())
    await validFrom.fill(todayInSantiago())
    await transport.fill('3550')
    expect(await transport.inputValue()).toBe('3.550')
    await page
      .getByRole('region', { name: 'Precio por transporte' })
      .getByRole('button', { name: 'Guardar' })
      .click()
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'transporte' }).innerText())
      .toBe('Precio de transporte actualizado correctamente.')

    const tiers = page.getByRole('region', { name: 'Niveles de descuento' })
    const tier = tiers.getByLabel('Descuento de 4 a 7 clases (%)')
    await tier.fill('6.5')
    await tiers
      .locator('form', { has: page.getByLabel('Descuento de 4 a 7 clases (%)') })
      .getByRole('button', { name: 'Guardar' })
      .click()
    await expect
      .poll(() => tiers.getByRole('status').innerText())
      .toBe('Nivel de descuento guardado correctamente.')

    await tiers.getByLabel('Mínimo de clases').fill('10')
    await tiers.getByLabel('Máximo de clases').fill('13')
    await tiers.getByLabel('Descuento (%)').fill('12')
    await tiers.getByRole('button', { name: 'Agregar' }).click()
    await expect
      .poll(() => tiers.getByRole('alert').innerText())
      .toBe('Se superpone con el nivel de 8 a 11 clases.')
    await expectAccessibleScreen(page)

    await page.reload()
    await expect
      .poll(() => page.getByLabel('Precio por clase con transporte').inputValue())
      .toBe('3.550')
    await expect
      .poll(() => page.getByLabel('Descuento de 4 a 7 clases (%)').inputValue())
      .toBe('6.5')
    expect(await page.getByText('10 - 13 clases').count()).toBe(0)
    await page.getByRole('region', { name: 'Precio por transporte' }).getByText('Historial').click()
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Precio por transporte' })
          .getByText(`$3.550 desde el ${formatCalendarDay(todayInSantiago())}`)
          .count(),
      )
      .toBe(1)
    await page.context().close()
  })

  it('Pagos pendientes: the list with its total, and a billing preview', async () => {
    const page = await signedIn('superadmin@demo.cl')
    await page.waitForURL('**/dashboard')
    await sidebar(page).getByRole('link', { name: 'Pagos pendientes' }).click()
    await page.waitForURL('**/invoices')
    const table = page.getByRole('table', { name: 'Pagos pendientes' })
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0)
    const header = await table.locator('thead th').allInnerTexts()
    expect(header.map((h) => h.toLowerCase())).toEqual([
      'período de facturación',
      'monto total',
      'estado',
      'pagador',
      'alumno',
    ])
    expect(await page.getByText(/^Total pendiente: \$\d{1,3}(\.\d{3})*$/).count()).toBe(1)

    await page.getByRole('button', { name: 'Vista previa' }).click()
    await expect.poll(() => page.getByText(/^Vista previa de /).count()).toBe(1)
    await expectAccessibleScreen(page)
    await page.context().close()
  })

  it('a teacher does not see the admin entries', async () => {
    const page = await signedIn('profesor@demo.cl')
    await page.waitForURL((url) => url.pathname !== '/login')
    await expect.poll(() => sidebar(page).getByRole('link').count()).toBeGreaterThan(0)
    const links = await sidebar(page).getByRole('link').allInnerTexts()
    for (const entry of ['Resumen mensual', 'Pagos pendientes', 'Boletas', 'Tarifas']) {
      expect(links.map((l) => l.trim())).not.toContain(entry)
    }
    await page.context().close()
  })
})

// The public schedule in Chromium against the real server on the demo school: 'Horarios' in the
// menu, a card per published group with its facts and the right button (the waiting list for
// the full one), one group's page, Planes with the prices from Tarifas, and the admin's group form
// with the public fields; every screen axe-clean. SCREENSHOT_DIR=… keeps a picture of each.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { DESKTOP, newContext, PHONE, screenshotsAtBothSizes } from './support/browser.ts'
import { DEMO_ADMIN, signIn } from './support/staff.ts'
import { useServerAndBrowser } from './support/suite.ts'

const suite = useServerAndBrowser()

async function openPage(path: string, viewport = DESKTOP): Promise<Page> {
  const context = await newContext(suite.browser, suite.server.url, viewport)
  const page = await context.newPage()
  await page.goto(path)
  return page
}

describe('the public schedule', () => {
  it('lists the groups with their facts, and the full one offers the waiting list', async () => {
    const page = await openPage('/')
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Horarios', exact: true })
      .click()
    await page.getByRole('heading', { name: 'Horarios y grupos', level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'Iniciación Infantil', level: 2 }).waitFor()
    const cards = page.locator('.schedule-card')
    expect(await cards.count()).toBe(4)
    const infantil = cards.filter({ hasText: 'Iniciación Infantil' })
    expect(await infantil.textContent()).toContain('Martes y jueves 17:30')
    expect(await infantil.textContent()).toContain('7 a 10 años')
    expect(await infantil.textContent()).toContain('Quedan pocos cupos')
    const full = cards.filter({ hasText: 'Intermedio Juvenil' })
    expect(await full.textContent()).toContain('Grupo completo')
    expect(await full.getByRole('link', { name: /lista de espera/ }).getAttribute('href')).toBe(
      '/trial-class?grupo=intermedio-juvenil&espera=1',
    )
    await expectNoSeriousA11yViolations(page, { screen: '/schedule' })
    await screenshotsAtBothSizes(page, 'schedule', () => page.evaluate(() => scrollTo(0, 0)))
    await page.context().close()
  })

  it("shows one group's page with the discounts and the trial-class button", async () => {
    const page = await openPage('/schedule/iniciacion-infantil')
    await page.getByRole('heading', { name: 'Iniciación Infantil', level: 1 }).waitFor()
    await page.getByText('desde 12 clases al mes: $8.500 por clase').waitFor()
    expect(
      await page.getByRole('link', { name: /Pedir clase de prueba/ }).getAttribute('href'),
    ).toBe('/trial-class?grupo=iniciacion-infantil')
    await expectNoSeriousA11yViolations(page, { screen: '/schedule/iniciacion-infantil' })
    await screenshotsAtBothSizes(page, 'schedule-group', () => page.evaluate(() => scrollTo(0, 0)))
    await page.context().close()
  })

  it('shows the prices in force on Planes', async () => {
    const page = await openPage('/plans')
    await page.getByRole('heading', { name: 'Valores vigentes', level: 2 }).waitFor()
    await page.getByText('$25.000').waitFor()
    await page.getByText('Cargo por servicio: $500 al mes por familia.').waitFor()
    await expectNoSeriousA11yViolations(page, { screen: '/plans' })
    await screenshotsAtBothSizes(page, 'plans', () =>
      page.getByRole('heading', { name: 'Valores vigentes' }).scrollIntoViewIfNeeded(),
    )
    await page.context().close()
  })

  it("lets an admin edit a group's public fields", async () => {
    const page = await openPage('/')
    await signIn(page, DEMO_ADMIN)
    await page.goto('/groups')
    await page.getByRole('link', { name: 'Mini Riders' }).first().click()
    await page.getByRole('button', { name: 'Editar grupo' }).click()
    await page.getByRole('heading', { name: 'En el sitio público' }).waitFor()
    expect(await page.getByLabel('Edad mínima').inputValue()).toBe('4')
    await expectNoSeriousA11yViolations(page, { selector: 'form', screen: 'group form' })
    await screenshotsAtBothSizes(page, 'group-form', () =>
      page.getByRole('heading', { name: 'En el sitio público' }).scrollIntoViewIfNeeded(),
    )
    // The admin changes the ages, the place and the places; a visitor's phone reads them.
    await page.getByLabel('Edad mínima').fill('5')
    await page.getByLabel('Edad máxima (opcional)').fill('8')
    await page.getByLabel('Lugar (opcional)').fill('Parque Araucano, Las Condes')
    await page.getByLabel('Cupos (opcional)').fill('1')
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await page.getByRole('button', { name: 'Editar grupo' }).waitFor()
    const visitor = await openPage('/schedule/mini-riders', PHONE)
    const facts = await visitor.locator('main').innerText()
    expect(facts).toContain('5 a 8 años')
    expect(facts).toContain('Parque Araucano, Las Condes')
    expect(facts).toContain('Grupo completo')
    await visitor.context().close()
    await page.context().close()
  })
})

// The guardians' payment portal in Chromium against the real server and its built-in Khipu
// simulator: the demo guardian 12.345.678-5 looks up last month's invoices, pays one at the bank
// page, and sees it verified; a rejected payment shows the failure and can be retried.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { periodLabel, previousBillingPeriod } from '#shared/dates.ts'
import { newContext, PHONE } from './support/browser.ts'
import { useServerAndBrowser } from './support/suite.ts'

const RUT = '12.345.678-5'
const suite = useServerAndBrowser()

async function openPortal(): Promise<Page> {
  const context = await newContext(suite.browser, suite.server.url, PHONE)
  const page = await context.newPage()
  await page.goto('/payments', { waitUntil: 'networkidle' })
  await page
    .getByLabel('Ingrese su RUT para ver y pagar sus clases del último mes.')
    .fill('123456785')
  await page.getByRole('button', { name: 'Consultar' }).click()
  await page.waitForURL(`**/payments/${RUT}`)
  await page.getByRole('article').first().waitFor()
  return page
}

const invoiceOf = (page: Page, maskedRut: string) =>
  page.getByRole('article').filter({ hasText: maskedRut })

/** Starts paying the invoice and answers the simulator's bank page with 'Pagar' or 'Rechazar'. */
async function payAtBank(page: Page, start: () => Promise<void>, answer: 'Pagar' | 'Rechazar') {
  await start()
  await page.waitForURL('**/khipu-sim/pay/**')
  await page.getByRole('button', { name: answer, exact: true }).click()
  await page.waitForURL('**/payments-return/**')
}

describe('payment portal', () => {
  it('refuses a malformed RUT without leaving the page', async () => {
    const context = await newContext(suite.browser, suite.server.url, PHONE)
    const page = await context.newPage()
    await page.goto('/payments', { waitUntil: 'networkidle' })
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Portal de pagos')
    expect(await page.getByText('Pagos seguros procesados por KHIPU Chile').isVisible()).toBe(true)
    await page.getByLabel('Ingrese su RUT').fill('12.345.678-9')
    await page.getByRole('button', { name: 'Consultar' }).click()
    expect(await page.getByRole('alert').innerText()).toMatch(/^Formato de RUT inválido/)
    expect(new URL(page.url()).pathname).toBe('/payments')
  })

  it("shows last month's invoices of the demo guardian, payable, and pays one through Khipu", async () => {
    const page = await openPortal()
    expect(await page.getByText(`RUT Cliente: ${RUT}`).isVisible()).toBe(true)
    const articles = page.getByRole('article')
    expect(await articles.count()).toBeGreaterThanOrEqual(2)
    const label = periodLabel(previousBillingPeriod())
    const headings = await articles.getByRole('heading').allInnerTexts()
    expect(headings.every((heading) => heading === label)).toBe(true)

    const first = articles.first()
    const masked = (await first.locator('dd').first().innerText()).trim()
    expect(masked).toMatch(/^\*\*\.\*\*\*\.\d{3}-[\dK]$/)
    const total = await first.locator('tfoot td').innerText()
    expect(total).toMatch(/^\$\d{1,3}(\.\d{3})*$/)

    await payAtBank(page, () => first.getByRole('button', { name: 'Pagar ahora' }).click(), 'Pagar')
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Verificación del pago')
    await page.getByText('Pago verificado con éxito.').waitFor()
    expect(await page.locator('main').innerText()).not.toContain('se actualizará en breve')
    // The next invoice is offered at once (the demo guardian has three).
    await page.getByRole('link', { name: 'Pagar el siguiente' }).waitFor()
    expect(await page.locator('.next-pending').innerText()).toContain(
      'Le quedan 2 cobros pendientes.',
    )
    const row = page.getByRole('table', { name: 'Intentos de pago' }).getByRole('row').nth(1)
    expect(await row.innerText()).toContain('Pagado')
    expect(await row.innerText()).toContain(total)

    // 'Pagar el siguiente' opens the next cobro to pay: first on the list, focused, in view.
    await page.getByRole('link', { name: 'Pagar el siguiente' }).click()
    await page.waitForURL(`**/payments/${RUT}#cobro-*`)
    const next = page.getByRole('article').first()
    await next.getByRole('button', { name: 'Pagar ahora' }).waitFor()
    expect(await next.evaluate((card) => card === document.activeElement)).toBe(true)
    expect(await next.isVisible()).toBe(true)
    expect(await page.getByRole('article').last().getByText('Pagado').count()).toBe(1)

    await page.goto(`/payments/${RUT}`)
    const paid = invoiceOf(page, masked)
    await paid.getByText('Pagado').waitFor()
    expect(await paid.getByRole('button').count()).toBe(0)
  })

  it('shows a rejected payment as failed and pays it with "Reintentar pago"', async () => {
    const page = await openPortal()
    const pending = page.getByRole('article').filter({
      has: page.getByRole('button', { name: 'Pagar ahora' }),
    })
    const invoice = pending.first()
    const masked = (await invoice.locator('dd').first().innerText()).trim()

    await payAtBank(
      page,
      () => invoice.getByRole('button', { name: 'Pagar ahora' }).click(),
      'Rechazar',
    )
    const table = page.getByRole('table', { name: 'Intentos de pago' })
    // Khipu says rejected: 'Fallido' at once, not after a round of polling.
    await table.getByText('Fallido').waitFor({ timeout: 3_000 })
    expect(await page.getByRole('alert').innerText()).toContain('no se completó')

    await payAtBank(
      page,
      () => page.getByRole('button', { name: 'Reintentar pago' }).click(),
      'Pagar',
    )
    await page.getByText('Pago verificado con éxito.').waitFor()
    const statuses = await table.locator('tbody tr .badge').allInnerTexts()
    expect(statuses).toEqual(['Pagado', 'Fallido'])
    // The reason is under the failed attempt's status, on the phone's screen, not off to the side.
    const reason = table.locator('tbody tr').nth(1).locator('.attempt-detail')
    expect(await reason.innerText()).toContain('rechazado')
    const box = (await reason.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width)

    await page.goto(`/payments/${RUT}`)
    await invoiceOf(page, masked).getByText('Pagado').waitFor()
  })
})

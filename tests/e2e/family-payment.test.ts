// A family on a phone: the demo guardian 12.345.678-5 (three children, last month's invoices)
// sees no child's name or class date with the RUT alone, is recognised by a child's birth date,
// pays everything at once with 'Pagar todo' through the Khipu simulator, and downloads the
// receipt PDF holding the paid lines and naming the payment's boleta.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pdfText } from '../server/payments/pdf-text.ts'
import { newContext, PHONE } from './support/browser.ts'
import { useServerAndBrowser } from './support/suite.ts'

const RUT = '12.345.678-5'
const BIRTH_DATE = '2014-05-12'
const suite = useServerAndBrowser()

async function openInvoices(): Promise<Page> {
  const context = await newContext(suite.browser, suite.server.url, PHONE)
  const page = await context.newPage()
  await page.goto(`/payments/${RUT}`)
  await page.getByRole('article').first().waitFor()
  return page
}

/** Day names and months as class lines spell them: none may show before recognition. */
const DATE_WORDS = /\b(lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d/

describe('family payment on a phone', () => {
  it('a RUT alone shows amounts but no child name or date; the birth date reveals them', async () => {
    const page = await openInvoices()
    const text = await page.locator('main').innerText()
    expect(text).not.toMatch(DATE_WORDS)
    expect(text).toContain('RUT del alumno')
    expect(text).not.toContain('Alumno\n')
    expect(await page.getByRole('article').count()).toBe(3)

    await page.getByLabel('Fecha de nacimiento de un hijo').fill('2014-05-13')
    await page.getByRole('button', { name: 'Confirmar' }).click()
    expect(await page.getByRole('alert').innerText()).toContain('No pudimos confirmar sus datos')

    await page.getByLabel('Fecha de nacimiento de un hijo').fill(BIRTH_DATE)
    await page.getByRole('button', { name: 'Confirmar' }).click()
    await page.getByText('Datos confirmados').waitFor()
    const names = await page.locator('.student-label').allInnerTexts()
    expect(names).toHaveLength(3)
    expect(names.every((name) => /^\p{L}+ \p{Lu}\.$/u.test(name))).toBe(true)
    expect(await page.locator('main').innerText()).toMatch(DATE_WORDS)
  })

  it("pays every invoice once with 'Pagar todo', and the receipt PDF holds the paid lines", async () => {
    const page = await openInvoices()
    await page.getByLabel('Fecha de nacimiento de un hijo').fill(BIRTH_DATE)
    await page.getByRole('button', { name: 'Confirmar' }).click()
    await page.getByText('Datos confirmados').waitFor()
    const family = page.getByRole('region', { name: 'Cobros pendientes' })
    const total = (await family.locator('.family-total strong').innerText()).trim()
    const lines = await page.locator('.line-items tbody td:first-child').allInnerTexts()

    await family.getByRole('button', { name: 'Pagar todo' }).click()
    await page.waitForURL('**/khipu-sim/pay/**')
    expect(await page.locator('body').innerText()).toContain(total)
    await page.getByRole('button', { name: 'Pagar', exact: true }).click()
    await page.waitForURL('**/payments-return/**')
    await page.getByText('Pago verificado con éxito.').waitFor()
    await page.getByText(`Este pago de ${total} cubrió 3 cobros:`).waitFor()
    // Every cobro it paid, by month and child, not one invoice's share under the family total.
    const cobros = page.getByRole('table', { name: 'Cobros de este pago' }).getByRole('row')
    expect(await cobros.count()).toBe(4)
    const cobroRows = (await cobros.allInnerTexts()).slice(1)
    expect(cobroRows.every((row) => /\p{Lu}\.\s.*\$[\d.]+.*Pagado/su.test(row))).toBe(true)
    const attemptRow = page.getByRole('table', { name: 'Intentos de pago' }).getByRole('row').nth(1)
    expect(await attemptRow.innerText()).toContain(total)
    expect(await page.locator('body').innerText()).not.toContain('se actualizará en breve')

    await page.goto(`/payments/${RUT}`)
    await page.getByRole('article').first().waitFor()
    const statuses = await page.getByRole('article').locator('.badge').allInnerTexts()
    expect(statuses).toEqual(['Pagado', 'Pagado', 'Pagado'])
    expect(await page.getByRole('button', { name: /Pagar/ }).count()).toBe(0)
    // Paid once: each invoice has exactly one completed attempt, all for the one Khipu payment.
    const invoices = (await (
      await page.request.get(`/api/invoices/${encodeURIComponent(RUT)}`)
    ).json()) as { id: string; receipt_id: string }[]
    expect(new Set(invoices.map((i) => i.receipt_id)).size).toBe(1)
    for (const invoice of invoices) {
      const attempts = (await (
        await page.request.get(`/api/invoices/${invoice.id}/payments`)
      ).json()) as { payment_status: string }[]
      expect(attempts.filter((a) => a.payment_status === 'completed')).toHaveLength(1)
    }

    await page.getByRole('link', { name: 'Ver comprobante' }).first().click()
    await page.getByRole('heading', { name: 'Comprobante de pago' }).waitFor()
    expect(await page.locator('.receipt-total').innerText()).toContain(total)
    // The payment's boleta: queued with the payment, issued by the job through the OpenFactura
    // simulator within seconds; the receipt names its folio once it has one.
    const boleta = /Boleta (exenta )?electrónica N° \d+/
    for (let tries = 0; !boleta.test(await page.locator('.receipt-meta').innerText()); tries++) {
      if (tries === 20) throw new Error('the receipt never showed the boleta folio')
      await page.waitForTimeout(1000)
      await page.reload()
      await page.getByRole('heading', { name: 'Comprobante de pago' }).waitFor()
    }
    expect(await page.getByRole('link', { name: 'Descargar boleta' }).count()).toBe(1)
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Descargar PDF' }).click()
    const pdf = await (await download).createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of pdf) chunks.push(chunk as Buffer)
    const bytes = Buffer.concat(chunks)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(bytes)
    expect(text).toContain('Comprobante de pago')
    expect(text).toContain(total)
    for (const line of lines) expect(text).toContain(line)
    expect(text).toMatch(boleta)
  })
})

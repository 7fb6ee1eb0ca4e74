// The demo guardian signs the school's documents on a phone: the personal link recognises them,
// 'Tiene documentos por firmar' leads to the documents, they accept the waiver, the health consent,
// the terms and the privacy policy and refuse photos for their three children at once with their
// name and RUT, see what was signed, and download the PDF holding the exact text and the answers.
import { describe, expect, it } from 'vitest'
import { pdfText } from '../server/payments/pdf-text.ts'
import { newContext, PHONE, screenshotsAtBothSizes } from './support/browser.ts'
import { DEMO_RUT, demoPersonalLinkPath, GUARDIAN_PAGES_ENV } from './support/guardian-pages.ts'
import { useServerAndBrowser } from './support/suite.ts'

const suite = useServerAndBrowser(GUARDIAN_PAGES_ENV)

describe('the guardian signs on a phone', () => {
  it('signs for every child through the personal link and downloads the PDF of it', async () => {
    const context = await newContext(suite.browser, suite.server.url, PHONE)
    const page = await context.newPage()
    await page.goto(await demoPersonalLinkPath(suite.server.url))
    await page.waitForURL(`**/payments/${DEMO_RUT}`)
    const notice = page.getByRole('region', { name: 'Tiene documentos por firmar' })
    await notice.waitFor()
    expect(await notice.innerText()).toContain('Respuestas pendientes de sus hijos: 15.')
    await notice.getByRole('link', { name: 'Leer y firmar' }).click()
    await page.waitForURL('**/payments/documents')

    const main = page.locator('main')
    await page.getByRole('heading', { name: 'Documentos de la escuela' }).waitFor()
    await page.getByRole('region', { name: 'Descargo de responsabilidad' }).waitFor()
    expect(await main.innerText()).toContain('condición de la escuela')
    expect(await main.innerText()).toContain('no tiene ninguna consecuencia')

    const waiver = page.getByRole('region', { name: 'Descargo de responsabilidad' })
    await waiver.getByText('Leer el documento').click()
    await waiver.getByRole('heading', { name: 'La actividad y sus riesgos' }).waitFor()
    await screenshotsAtBothSizes(page, 'consents-form', () => waiver.scrollIntoViewIfNeeded())
    for (const title of [
      'Descargo de responsabilidad',
      'Consentimiento para tratar datos de salud',
      'Términos y condiciones',
      'Política de privacidad',
    ]) {
      await page.getByRole('region', { name: title }).getByRole('checkbox').check()
    }
    await page
      .getByRole('region', { name: 'Autorización de fotos y videos' })
      .getByRole('radio', { name: 'No autorizo' })
      .check()
    await page.getByLabel('Nombre completo').fill('Apoderado Demo')
    await page.getByLabel('Su RUT').fill('12345678-5')
    const sign = page.getByRole('button', { name: /^Firmar por / })
    await screenshotsAtBothSizes(page, 'consents-signature', () => sign.scrollIntoViewIfNeeded())
    await sign.click()

    await page.getByText('No tiene documentos por firmar. Gracias.').waitFor()
    const summary = await main.innerText()
    expect(summary).toContain('No autorizado el')
    expect(summary).not.toContain('Sin firmar')
    await screenshotsAtBothSizes(page, 'consents-done', () =>
      page.evaluate(() => window.scrollTo(0, 0)),
    )

    const links = page.getByRole('link', { name: /^Descargar PDF de lo firmado por / })
    expect(await links.count()).toBe(3)
    const href = (await links.first().getAttribute('href'))!
    const pdf = await context.request.get(href)
    expect(pdf.status()).toBe(200)
    const text = pdfText(await pdf.body())
    expect(text).toContain('Documentos firmados')
    expect(text).toContain('La actividad y sus riesgos')
    expect(text).toContain('Apoderado Demo (12.345.678-5)')
    expect(text).toContain('Rechazado')

    // Back on the invoices, the notice is gone.
    await page.goto(`/payments/${DEMO_RUT}`)
    await page.locator('.student-label').first().waitFor()
    expect(await page.getByText('Tiene documentos por firmar').count()).toBe(0)
    await context.close()
  }, 180_000)
})

// Families in Chromium against the real server (demo school): an admin sends a payment reminder
// from Pagos pendientes and the e-mail reaches a real SMTP server in this process, addressed to the
// guardian, with the amount and a personal link the server accepts for that guardian, which opens
// the guardian's invoices on a phone with the children's names (recognised); a family
// asks for a trial class on a phone and the request reaches the admins' list on a desktop.
import type { Page } from 'playwright-core'
import { beforeAll, afterAll, describe, expect, it } from 'vitest'
import { shortName } from '#shared/billing/portal-lines.ts'
import type { Enquiry } from '#shared/contract/enquiries.ts'
import type { ReminderOverview } from '#shared/contract/reminders.ts'
import type { SupporterDetail } from '#shared/contract/users.ts'
import { formatClp } from '#shared/money.ts'
import { readPersonalLink } from '#server/families/personal-link.ts'
import { startTestSmtp, type TestSmtp } from '../server/families/test-smtp.ts'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { DESKTOP, newContext, PHONE } from './support/browser.ts'
import { signIn } from './support/staff.ts'
import { useServerBrowserAndAdmin } from './support/suite.ts'

const JWT_SECRET = 'e2e-reminders-secret-long-enough-for-hs256-0123456789'
// NOTE: filled in before the server starts (this hook is registered, so it runs, first).
const env: Record<string, string> = { JWT_SECRET, SMTP_FROM: 'cobros@escuela.test' }
let smtp: TestSmtp
beforeAll(async () => {
  smtp = await startTestSmtp()
  env.SMTP_URL = smtp.url
})
afterAll(() => smtp?.close())

const suite = useServerBrowserAndAdmin(env)

async function page(viewport: typeof PHONE): Promise<Page> {
  const context = await newContext(suite.browser, suite.server.url, viewport)
  return context.newPage()
}

describe('payment reminders', () => {
  it('an e-mail reminder reaches the guardian with the amount and a working personal link', async () => {
    const overview = await suite.api<ReminderOverview>('GET', '/reminders')
    expect(overview.email_available).toBe(true)
    const guardian = overview.guardians.find((g) => g.email && g.last_email_at === null)!
    const name = `${guardian.guardian.name} ${guardian.guardian.last_name}`

    const admin = await page(DESKTOP)
    await signIn(admin, 'admin@demo.cl')
    await admin.goto('/invoices')
    await admin.getByText(/^Recordar a uno de los \d+ apoderados con pagos pendientes$/).click()
    await admin.getByRole('button', { name: `Recordar por correo a ${name}` }).click()
    await admin.getByText(`Correo enviado a ${name}.`).waitFor()

    await expect.poll(() => smtp.received.length).toBe(1)
    const mail = smtp.received[0]!
    expect(mail.to).toEqual([guardian.email])
    expect(mail.subject).toContain(`Recordatorio de pago: ${formatClp(guardian.amount_owed)}`)
    expect(mail.text).toContain(`por un total de ${formatClp(guardian.amount_owed)}`)
    const link = new RegExp(`${suite.server.url}/payments/l/(\\S+)`).exec(mail.text)
    expect(link, mail.text).not.toBeNull()
    expect(readPersonalLink(JWT_SECRET, link![1]!)).toEqual({ guardianId: guardian.guardian.id })

    // The guardian opens that link on a phone: recognised at once, the children's names show.
    const phone = await page(PHONE)
    await phone.goto(link![0]!)
    await phone.waitForURL(/\/payments\/\d{1,2}\.\d{3}\.\d{3}-[\dK]$/)
    await phone.getByText('Datos confirmados').waitFor()
    expect(await phone.getByLabel('Fecha de nacimiento de un hijo').count()).toBe(0)
    const detail = await suite.api<SupporterDetail>('GET', `/supporters/${guardian.guardian.id}`)
    const children = detail.supported_students.map((s) => shortName(s.name, s.last_name))
    const shown = await phone.locator('.student-label').allInnerTexts()
    expect(shown.length).toBeGreaterThan(0)
    for (const name of shown) expect(children).toContain(name)
    await phone.context().close()

    // The row now says when, and a second e-mail the same day asks first.
    const row = admin
      .getByRole('table', { name: 'Apoderados con pagos pendientes' })
      .getByRole('row', { name: new RegExp(name) })
    await expect.poll(() => row.innerText()).not.toContain('Correo: Nunca')
    await admin.getByRole('button', { name: `Recordar por correo a ${name}` }).click()
    await admin.getByRole('dialog', { name: '¿Enviar otro recordatorio?' }).waitFor()
    await admin.getByRole('button', { name: 'Cancelar' }).click()
    expect(smtp.received).toHaveLength(1)
    await expectNoSeriousA11yViolations(admin, { selector: '#main-content' })
    await admin.context().close()
  })
})

describe('trial-class enquiries', () => {
  it('a request sent from a phone reaches the admins list, where its status changes', async () => {
    const family = await page(PHONE)
    await family.goto('/contact')
    await family.getByRole('link', { name: 'Pide una clase de prueba' }).click()
    await family.getByRole('heading', { name: 'Clase de prueba' }).waitFor()
    await family.getByRole('button', { name: 'Pedir clase de prueba' }).click()
    await family.getByText('Revisa los campos marcados.').waitFor()
    expect(await family.getByText('Ingresa tu nombre.').count()).toBe(1)

    await family.getByLabel('Tu nombre').fill('Valentina Araya')
    await family.getByLabel('Edad del niño o niña').fill('8')
    await family.getByLabel('Nivel').selectOption('beginner')
    await family.getByLabel('Teléfono').fill('9 7654 3210')
    await family.getByLabel('Mensaje (opcional)').fill('¿Tienen clases los sábados?')
    await expectNoSeriousA11yViolations(family, { selector: '#main-content' })
    await family.getByRole('button', { name: 'Pedir clase de prueba' }).click()
    await family.getByText('¡Gracias! Recibimos tu solicitud').waitFor()
    const whatsapp = family.getByRole('link', { name: 'Escríbenos por WhatsApp' })
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
    await family.context().close()

    const admin = await page(DESKTOP)
    await signIn(admin, 'admin@demo.cl')
    await admin
      .getByRole('navigation', { name: 'Menú de la escuela' })
      .getByText('Clases de prueba')
      .click()
    const table = admin.getByRole('table', { name: 'Clases de prueba pedidas' })
    const row = table.getByRole('row', { name: /Valentina Araya/ })
    await expect.poll(() => row.innerText()).toContain('8 años')
    expect(await row.innerText()).toContain('+56 9 7654 3210')
    const status = admin.getByLabel('Estado de la solicitud de Valentina Araya')
    expect(await status.inputValue()).toBe('new')
    await status.selectOption('contacted')
    await expect
      .poll(async () => (await suite.api<Enquiry[]>('GET', '/enquiries'))[0]?.status)
      .toBe('contacted')
    await expectNoSeriousA11yViolations(admin, { selector: '#main-content' })
    await admin.context().close()
  })
})

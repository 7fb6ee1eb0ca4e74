// Families in Chromium against the real server (demo school): an admin sends a payment reminder
// from Pagos pendientes and the e-mail reaches a real SMTP server in this process, addressed to the
// guardian, with the amount and a personal link the server accepts for that guardian, which opens
// the guardian's invoices on a phone with the children's names (recognised); the law's rule then
// holds that guardian back and the panel says until when; 'WhatsApp a todos' opens one chat at a
// time and logs a reminder per chat opened, and a refusal names the rule and the next time; a
// family asks for a trial class on a phone and the request reaches the admins' list on a desktop.
import type { Page } from 'playwright-core'
import { beforeAll, afterAll, describe, expect, it } from 'vitest'
import { shortName } from '#shared/billing/portal-lines.ts'
import type { Enquiry } from '#shared/contract/enquiries.ts'
import type { ReminderOverview } from '#shared/contract/reminders.ts'
import type { SupporterDetail } from '#shared/contract/users.ts'
import { formatClp } from '#shared/money.ts'
import { readPersonalLink } from '#server/credentials/personal-link.ts'
import { santiagoMoment } from '../server/families/santiago-moment.ts'
import { startTestSmtp, type TestSmtp } from '../server/helpers/test-smtp.ts'
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

const DAY = 86_400_000
const fullName = (g: { guardian: { name: string; last_name: string } }) =>
  `${g.guardian.name} ${g.guardian.last_name}`

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

    // The row now says when, and from when the law allows the next one: nothing until then.
    const row = admin
      .getByRole('table', { name: 'Apoderados con pagos pendientes' })
      .getByRole('row', { name: new RegExp(name) })
    await expect.poll(() => row.innerText()).not.toContain('Correo: Nunca')
    const sentAt = (await suite.api<ReminderOverview>('GET', '/reminders')).guardians.find(
      (g) => g.guardian.id === guardian.guardian.id,
    )!.last_email_at!
    const next = santiagoMoment(Date.parse(sentAt) + 2 * DAY)
    expect(await row.innerText()).toContain(`Desde ${next}`)
    for (const channel of ['correo', 'WhatsApp']) {
      const button = admin.getByRole('button', { name: `Recordar por ${channel} a ${name}` })
      expect(await button.isDisabled()).toBe(true)
      expect(await button.getAttribute('title')).toContain('hace menos de dos días')
    }
    expect(smtp.received).toHaveLength(1)
    await expectNoSeriousA11yViolations(admin, { selector: '#main-content' })
    await admin.context().close()
  })

  it("'WhatsApp a todos' opens one chat at a time and logs one reminder per chat opened", async () => {
    const before = await suite.api<ReminderOverview>('GET', '/reminders')
    const ready = before.guardians.filter((g) => g.phone && g.recent_reminders.length === 0)
    expect(ready.length).toBeGreaterThan(3)
    const admin = await page(DESKTOP)
    // The chats WhatsApp would open: kept here, answered by a stand-in page (no Internet here).
    const chats: URL[] = []
    await admin.context().route('https://wa.me/**', (route) => {
      chats.push(new URL(route.request().url()))
      return route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' })
    })
    await signIn(admin, 'admin@demo.cl')
    await admin.goto('/invoices')
    await admin.getByRole('button', { name: 'WhatsApp a todos' }).click()
    const sender = admin.getByRole('region', { name: 'WhatsApp a todos, uno por uno' })
    const counts = sender.getByRole('status')
    expect(await counts.innerText()).toBe(`${ready.length} preparados · 0 abiertos · 0 saltados`)
    const current = () => sender.locator('.sender-current strong').innerText()
    const byName = (name: string) => ready.find((g) => fullName(g) === name)!
    const logged = async () =>
      (await suite.api<ReminderOverview>('GET', '/reminders')).guardians.filter(
        (g) => g.last_whatsapp_at !== null,
      )
    expect(await logged()).toEqual([])

    // The first chat opens in a new tab, and only now is its reminder logged.
    const first = byName(await current())
    const tab = admin.context().waitForEvent('page')
    await sender.getByRole('button', { name: `Abrir WhatsApp (1 de ${ready.length})` }).click()
    await (await tab).waitForURL(/^https:\/\/wa\.me\//)
    await counts.getByText(`${ready.length} preparados · 1 abierto · 0 saltados`).waitFor()
    expect(chats.map((c) => c.pathname)).toEqual([`/${first.phone!.slice(1)}`])
    expect(chats[0]!.searchParams.get('text')).toContain(formatClp(first.amount_owed))
    expect((await logged()).map((g) => g.guardian.id)).toEqual([first.guardian.id])

    // Someone reminds the second guardian meanwhile: the server refuses, naming rule and time.
    const second = byName(await current())
    const elsewhere = await suite.api<{ results: { sent_at: string }[] }>(
      'POST',
      '/reminders/send',
      { guardian_id: second.guardian.id, channel: 'whatsapp' },
    )
    const refusedUntil = santiagoMoment(Date.parse(elsewhere.results[0]!.sent_at) + 2 * DAY)
    await sender.getByRole('button', { name: `Siguiente (2 de ${ready.length})` }).click()
    expect(await sender.getByRole('alert').innerText()).toBe(
      `${fullName(second)}: Se le envió un recordatorio hace menos de dos días (la ley pide al ` +
        `menos dos días entre uno y otro); el próximo se puede enviar desde ${refusedUntil}.`,
    )

    // The third opens; the fourth is skipped, and nothing is logged for it.
    const third = byName(await current())
    expect(third.guardian.id).not.toBe(second.guardian.id)
    const thirdTab = admin.context().waitForEvent('page')
    await sender.getByRole('button', { name: `Siguiente (3 de ${ready.length})` }).click()
    await (await thirdTab).waitForURL(/^https:\/\/wa\.me\//)
    await counts.getByText(`${ready.length} preparados · 2 abiertos · 0 saltados`).waitFor()
    const fourth = byName(await current())
    await sender.getByRole('button', { name: 'Saltar' }).click()
    await counts.getByText(`${ready.length} preparados · 2 abiertos · 1 saltado`).waitFor()
    expect(await sender.innerText()).not.toMatch(/enviad/i)
    await sender.getByRole('button', { name: 'Terminar' }).click()

    expect(chats.map((c) => c.pathname)).toEqual([first, third].map((g) => `/${g.phone!.slice(1)}`))
    const after = (await logged()).map((g) => g.guardian.id).sort()
    expect(after).toEqual([first, second, third].map((g) => g.guardian.id).sort())
    expect(after).not.toContain(fourth.guardian.id)
    await admin.context().close()
  })
})

describe('trial-class enquiries', () => {
  it('a request sent from a phone reaches the admins list, where its status changes', async () => {
    const family = await page(PHONE)
    await family.goto('/contact', { waitUntil: 'networkidle' })
    await family.getByRole('link', { name: 'Pide una clase de prueba' }).click()
    await family.getByRole('heading', { name: 'Clase de prueba' }).waitFor()
    await family.getByRole('button', { name: 'Pedir clase de prueba' }).click()
    await family.getByText('Revisa los campos marcados.').waitFor()
    expect(await family.getByText('Ingresa tu nombre.').count()).toBe(1)

    await family.getByLabel('Tu nombre').fill('Valentina Araya')
    await family.getByLabel('Edad de quien va a andar').fill('8')
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

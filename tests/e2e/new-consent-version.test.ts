// A new version of the health consent suspends the guardian's old signature. A teacher's phone
// shows a child's allergies on their emergency card (the guardian signed); the school publishes a
// new version of the health consent; at the phone's next pull the card loses the notes and the
// roster marks the child again. The guardian's documents page says why it asks again; once they
// sign the new version, the teacher's next pull brings the notes back.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { todayInSantiago } from '#shared/dates.ts'
import { AdminApi, dueGroup, fullName, openDueClass, type Student } from './offline-helpers.ts'
import { newContext, PHONE, screenshotsAtBothSizes } from './support/browser.ts'
import {
  acceptThroughPortalApi,
  onlyChildFamilies,
  personalLinkOfReminder,
  signOnDocumentsPage,
} from './support/guardian-consent.ts'
import { signIn } from './support/staff.ts'
import { useServerAndBrowser } from './support/suite.ts'
import { onWorkingDay } from './support/working-day.ts'

const GROUP = 'Grupo Nueva Versión'
const HEALTH = 'Consentimiento para tratar datos de salud'
const suite = useServerAndBrowser()

const mark = (page: Page, student: Student) =>
  page
    .locator('.roster-row')
    .filter({ has: page.locator('.roster-name').getByText(fullName(student), { exact: true }) })
    .getByRole('img', { name: 'Falta descargo o consentimiento de salud' })

/** The card's text, opened from the child's roster row and closed again. */
async function cardText(page: Page, student: Student) {
  await page
    .getByRole('button', { name: `Emergencia de ${fullName(student)}`, exact: true })
    .click()
  const dialog = page.getByRole('dialog', { name: `Emergencia: ${fullName(student)}` })
  await dialog.getByText('Marta Soto').first().waitFor()
  const text = await dialog.innerText()
  await dialog.getByRole('button', { name: 'Cerrar' }).click()
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
  return text
}

/** The phone loses and finds signal: it pulls. */
async function pullAgain(context: Awaited<ReturnType<typeof newContext>>) {
  await context.setOffline(true)
  await context.setOffline(false)
}

describe('a new version of the health consent', () => {
  it("takes the health notes off the teacher's phone until the guardian signs it", async () => {
    const api = new AdminApi(suite.server)
    const [family] = await onlyChildFamilies(api)
    const child = family!.child as Student
    await dueGroup(api, GROUP, [child.id])
    await api.request('PUT', `/students/${child.id}/emergency`, {
      contacts: [{ name: 'Marta Soto', relation: 'Abuela', phone: '9 8123 4567' }],
      allergies: 'Penicilina',
      conditions: '',
      medication: 'Salbutamol',
      insurance_provider: 'Clínica Andes',
      insurance_plan: '',
      consent: true,
      consent_date: '2026-03-02',
    })
    const link = await personalLinkOfReminder(api, family!.guardian.id)
    await acceptThroughPortalApi(suite.server.url, link, family!, ['waiver', 'health_consent'])

    const teacher = await newContext(suite.browser, suite.server.url, PHONE)
    await onWorkingDay(teacher)
    const page = await teacher.newPage()
    await signIn(page, 'profesor@demo.cl', { timeout: 30_000 })
    await openDueClass(page, GROUP)
    await page.getByRole('button', { name: `Emergencia de ${fullName(child)}` }).waitFor()
    expect(await mark(page, child).count()).toBe(0)
    expect(await cardText(page, child)).toContain('Penicilina')

    await api.request('POST', '/documents', {
      kind: 'health_consent',
      title: HEALTH,
      body: '# Datos de salud\n\nNueva versión: también los medicamentos del día.',
      valid_from: todayInSantiago(),
    })
    await pullAgain(teacher)
    await expect.poll(() => mark(page, child).count(), { timeout: 30_000 }).toBe(1)
    expect(await mark(page, child).getAttribute('title')).toBe(`Falta firmar: ${HEALTH}`)
    const suspended = await cardText(page, child)
    expect(suspended).toMatch(/Sin consentimiento de salud firmado/)
    expect(suspended).not.toContain('Penicilina')
    expect(suspended).not.toContain('Salbutamol')

    // The guardian's documents page says why it asks again, and they sign the new version.
    const guardian = await newContext(suite.browser, suite.server.url, PHONE)
    const portal = await guardian.newPage()
    await portal.goto(link)
    await portal.waitForURL(`**/payments/${family!.guardian.rut}`)
    await portal.getByRole('link', { name: 'Leer y firmar' }).click()
    const card = portal.getByRole('region', { name: HEALTH })
    await card
      .getByText(
        `Hay una nueva versión del consentimiento para tratar datos de salud: fírmela de nuevo para que los profesores vean las alergias y los medicamentos de ${child.name.split(' ')[0]}.`,
        { exact: false },
      )
      .waitFor()
    await screenshotsAtBothSizes(portal, 'consent-new-version', () => card.scrollIntoViewIfNeeded())
    await signOnDocumentsPage(portal, link, family!, [HEALTH])
    await guardian.close()

    await pullAgain(teacher)
    await expect.poll(() => mark(page, child).count(), { timeout: 30_000 }).toBe(0)
    expect(await cardText(page, child)).toContain('Penicilina')
    await teacher.close()
  }, 90_000)
})

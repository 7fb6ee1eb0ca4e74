// The roster's consent mark follows the guardian's signature. A teacher's phone shows '!' beside
// each child of today's class whose waiver and health consent are not signed, and a child's
// emergency card without its health notes. Meanwhile, on their own phone, one child's guardian
// follows the personal link of the school's WhatsApp reminder and signs both documents. When the
// teacher's phone has signal again (its next pull), that child's mark is gone, the others' stay,
// and the child's card shows the allergies and the medication.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  AdminApi,
  distinctStudents,
  dueGroup,
  fullName,
  openDueClass,
  type Student,
} from './offline-helpers.ts'
import { newContext, PHONE } from './support/browser.ts'
import {
  onlyChildFamilies,
  personalLinkOfReminder,
  signOnDocumentsPage,
} from './support/guardian-consent.ts'
import { signIn } from './support/staff.ts'
import { useServerAndBrowser } from './support/suite.ts'
import { onWorkingDay } from './support/working-day.ts'

const GROUP = 'Grupo Firma en Terreno'
const suite = useServerAndBrowser()

const cardFor = (allergies: string, medication: string) => ({
  contacts: [{ name: 'Marta Soto', relation: 'Abuela', phone: '9 8123 4567' }],
  allergies,
  conditions: '',
  medication,
  insurance_provider: 'Clínica Andes',
  insurance_plan: '',
  consent: true,
  consent_date: '2026-03-02',
})

/** The child's '!' on the roster: the waiver or the health consent in force is not signed. */
const mark = (page: Page, student: Student) =>
  page
    .locator('.roster-row')
    .filter({ has: page.locator('.roster-name').getByText(fullName(student), { exact: true }) })
    .getByRole('img', { name: 'Falta descargo o consentimiento de salud' })

/** Opens the child's emergency card from their roster row; answers the dialog. */
async function openCard(page: Page, student: Student) {
  await page
    .getByRole('button', { name: `Emergencia de ${fullName(student)}`, exact: true })
    .click()
  return page.getByRole('dialog', { name: `Emergencia: ${fullName(student)}` })
}

async function closeCard(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click()
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
}

describe("the guardian's signature reaches the teacher's roster", () => {
  it("clears the child's consent mark and brings the health notes to the card", async () => {
    const api = new AdminApi(suite.server)
    const [family] = await onlyChildFamilies(api)
    const child = family!.child
    const [other, another] = distinctStudents(await api.get<Student[]>('/students')).filter(
      (s) => s.id !== child.id,
    ) as [Student, Student]
    await dueGroup(api, GROUP, [child.id, other.id, another.id])
    await api.request('PUT', `/students/${child.id}/emergency`, cardFor('Penicilina', 'Salbutamol'))
    await api.request('PUT', `/students/${other.id}/emergency`, cardFor('Maní', 'Loratadina'))

    // The teacher's phone, synced, on today's class: every child is marked.
    const teacher = await newContext(suite.browser, suite.server.url, PHONE)
    await onWorkingDay(teacher)
    const page = await teacher.newPage()
    await signIn(page, 'profesor@demo.cl', { timeout: 30_000 })
    await openDueClass(page, GROUP)
    for (const student of [child, other, another]) {
      await expect.poll(() => mark(page, student).count(), { timeout: 30_000 }).toBe(1)
    }
    expect(await mark(page, child).getAttribute('title')).toBe(
      'Falta firmar: Descargo de responsabilidad y Consentimiento para tratar datos de salud',
    )
    const before = await openCard(page, child)
    await expect.poll(() => before.getByText(/Sin consentimiento de salud firmado/).count()).toBe(1)
    expect(await before.innerText()).not.toContain('Penicilina')
    await closeCard(page)

    // At the trailhead the phone has no signal while, at home, the guardian signs on their phone.
    await teacher.setOffline(true)
    const guardian = await newContext(suite.browser, suite.server.url, PHONE)
    const link = await personalLinkOfReminder(api, family!.guardian.id)
    await signOnDocumentsPage(await guardian.newPage(), link, family!, [
      'Descargo de responsabilidad',
      'Consentimiento para tratar datos de salud',
    ])
    await guardian.close()

    // Signal again: the phone pulls, and the roster and the card change with nobody touching them.
    await teacher.setOffline(false)
    await expect.poll(() => mark(page, child).count(), { timeout: 30_000 }).toBe(0)
    expect(await mark(page, other).count()).toBe(1)
    expect(await mark(page, another).count()).toBe(1)

    const signed = await openCard(page, child)
    await expect.poll(() => signed.getByText('Penicilina', { exact: true }).count()).toBe(1)
    expect(await signed.getByText('Salbutamol', { exact: true }).count()).toBe(1)
    expect(await signed.getByText(/Sin consentimiento de salud firmado/).count()).toBe(0)
    await closeCard(page)

    // The other child's guardian signed nothing: the contacts only, and why.
    const unsigned = await openCard(page, other)
    await expect
      .poll(() => unsigned.getByText(/Sin consentimiento de salud firmado/).count())
      .toBe(1)
    expect(await unsigned.getByRole('link', { name: 'Llamar a Marta Soto' }).count()).toBe(1)
    expect(await unsigned.innerText()).not.toContain('Maní')
    await teacher.close()
  }, 90_000)
})

// The emergency card at the trailhead, on a phone with no signal: a teacher's device holds the
// cards of their own students only, and one tap on a roster row opens the card with a tel: link,
// read from the device. A child whose guardian accepted the health consent (through the portal, by
// the personal link of a reminder) has the allergies and the medication on it; a child without it
// only the contacts, and the card says why (Ley 21.719).
import { describe, expect, it } from 'vitest'
import {
  distinctStudents,
  dueGroup,
  fullName,
  openDueClass,
  readStore,
  type Student,
} from './offline-helpers.ts'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { useFieldSuite } from './support/field-suite.ts'
import {
  acceptThroughPortalApi,
  onlyChildFamilies,
  personalLinkOfReminder,
} from './support/guardian-consent.ts'

const GROUP = 'Grupo Emergencia'
const field = useFieldSuite()

const cardFor = (allergies: string, medication = '') => ({
  contacts: [{ name: 'Marta Soto', relation: 'Abuela', phone: '9 8123 4567' }],
  allergies,
  conditions: 'Asma leve',
  medication,
  insurance_provider: 'Clínica Andes',
  insurance_plan: 'Seguro escolar',
  consent: true,
  consent_date: '2026-03-02',
})

describe('the emergency card offline', () => {
  it("opens from a roster row with no signal; the device holds only own students' notes", async () => {
    const [family] = await onlyChildFamilies(field.api)
    const mine = family!.child
    // A student of the same class whose guardian signed nothing.
    const unsigned = distinctStudents(await field.api.get<Student[]>('/students')).find(
      (s) => s.id !== mine.id,
    )!
    // A student of no class of the teacher's.
    const other = await field.api.newStudent('Lejano', 'Ajeno')
    // A group of the teacher's (dueGroup makes the demo teacher its teacher).
    await dueGroup(field.api, GROUP, [mine.id, unsigned.id])
    await field.api.request(
      'PUT',
      `/students/${mine.id}/emergency`,
      cardFor('Penicilina', 'Salbutamol'),
    )
    await field.api.request('PUT', `/students/${unsigned.id}/emergency`, cardFor('Látex'))
    await field.api.request('PUT', `/students/${other.id}/emergency`, cardFor('Maní (otro alumno)'))
    // The guardian accepts the waiver and the health consent before the teacher's phone syncs.
    const link = await personalLinkOfReminder(field.api, family!.guardian.id)
    await acceptThroughPortalApi(field.server.url, link, family!, ['waiver', 'health_consent'])

    const { context, page } = await field.teacherOnHoy()

    const cards = await readStore<{ student_id: string; allergies: string }>(page, 'emergencyCards')
    expect(cards.map((c) => c.student_id)).toEqual(expect.arrayContaining([mine.id, unsigned.id]))
    expect(cards.map((c) => c.student_id)).not.toContain(other.id)
    expect(JSON.stringify(cards)).not.toContain('Maní')
    // Health notes only under a signed health consent.
    expect(cards.find((c) => c.student_id === mine.id)?.allergies).toBe('Penicilina')
    expect(JSON.stringify(cards)).not.toContain('Látex')

    await context.setOffline(true)
    await field.server.stop()
    await page.reload()
    await openDueClass(page, GROUP)
    const open = async (student: Student) => {
      const name = fullName(student)
      await page.getByRole('button', { name: `Emergencia de ${name}`, exact: true }).click()
      return page.getByRole('dialog', { name: `Emergencia: ${name}` })
    }

    const signed = await open(mine)
    await expect.poll(() => signed.getByText('Penicilina', { exact: true }).count()).toBe(1)
    expect(await signed.getByText('Salbutamol', { exact: true }).count()).toBe(1)
    expect(await signed.getByText(/Sin consentimiento de salud firmado/).count()).toBe(0)
    const call = signed.getByRole('link', { name: 'Llamar a Marta Soto' })
    expect(await call.getAttribute('href')).toBe('tel:+56981234567')
    await expectNoSeriousA11yViolations(page, { selector: '.emergency-dialog', screen: 'card' })
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/emergency-card-phone.png` })
    }
    await signed.getByRole('button', { name: 'Cerrar' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)

    // No signed health consent: the contacts, and why the notes are not there.
    const contactsOnly = await open(unsigned)
    await expect
      .poll(() => contactsOnly.getByText(/Sin consentimiento de salud firmado/).count())
      .toBe(1)
    expect(
      await contactsOnly.getByRole('link', { name: 'Llamar a Marta Soto' }).getAttribute('href'),
    ).toBe('tel:+56981234567')
    expect(await contactsOnly.innerText()).not.toContain('Alergias')

    // The reads are logged on the device, to be sent (and audited) when there is signal again.
    const views = await readStore<{ student_id: string }>(page, 'cardViews')
    expect(views.map((v) => v.student_id)).toEqual(expect.arrayContaining([mine.id, unsigned.id]))
  })
})

// The emergency card at the trailhead, on a phone with no signal: a teacher's device holds the
// cards of their own students only, and one tap on a roster row opens the card with a tel: link,
// read from the device. Without the guardian's signed health consent (none in the demo school
// yet) the card holds only the contacts and says why (Ley 21.719).
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

const GROUP = 'Grupo Emergencia'
const field = useFieldSuite()

const cardFor = (allergies: string) => ({
  contacts: [{ name: 'Marta Soto', relation: 'Abuela', phone: '9 8123 4567' }],
  allergies,
  conditions: 'Asma leve',
  medication: '',
  insurance_provider: 'Clínica Andes',
  insurance_plan: 'Seguro escolar',
  consent: true,
  consent_date: '2026-03-02',
})

describe('the emergency card offline', () => {
  it("opens from a roster row with no signal; the device holds only own students' notes", async () => {
    const students = distinctStudents(await field.api.get<Student[]>('/students'))
    const [mine] = students as [Student]
    // A student of no class of the teacher's.
    const other = await field.api.newStudent('Lejano', 'Ajeno')
    // A group of the teacher's (dueGroup makes the demo teacher its teacher).
    await dueGroup(field.api, GROUP, [mine.id])
    await field.api.request('PUT', `/students/${mine.id}/emergency`, cardFor('Penicilina'))
    await field.api.request('PUT', `/students/${other.id}/emergency`, cardFor('Maní (otro alumno)'))

    const { context, page } = await field.teacherOnHoy()

    const cards = await readStore<{ student_id: string; allergies: string }>(page, 'emergencyCards')
    expect(cards.map((c) => c.student_id)).toContain(mine.id)
    expect(cards.map((c) => c.student_id)).not.toContain(other.id)
    expect(JSON.stringify(cards)).not.toContain('Maní')
    // No signed health consent: the notes did not reach the device.
    expect(JSON.stringify(cards)).not.toContain('Penicilina')

    await context.setOffline(true)
    await field.server.stop()
    await page.reload()
    await openDueClass(page, GROUP)
    await page.getByRole('button', { name: `Ficha de emergencia de ${fullName(mine)}` }).click()
    const dialog = page.getByRole('dialog', { name: `Emergencia: ${fullName(mine)}` })
    await expect.poll(() => dialog.getByText(/Sin consentimiento de salud firmado/).count()).toBe(1)
    const call = dialog.getByRole('link', { name: 'Llamar a Marta Soto' })
    expect(await call.getAttribute('href')).toBe('tel:+56981234567')
    await expectNoSeriousA11yViolations(page, { selector: '.emergency-dialog', screen: 'card' })
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/emergency-card-phone.png` })
    }
    // The read is logged on the device, to be sent (and audited) when there is signal again.
    const views = await readStore<{ student_id: string }>(page, 'cardViews')
    expect(views.map((v) => v.student_id)).toContain(mine.id)
  })
})

// 'Accesos a fichas' in Chromium against the real server (demo school): the demo teacher takes a
// child of no group of theirs on a Paseo they create from their phone (the offline push, putting
// themself on it), their phone pulls the child's emergency card, and an admin opens 'Accesos a
// fichas' from the sidebar and sees that access: the teacher, the child, the Paseo as the reason,
// 'Se sumó a la clase', and the card's delivery to that phone.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { DESKTOP, newContext, PHONE } from './support/browser.ts'
import { newStudentFields } from './support/people.ts'
import { signIn, staffApi } from './support/staff.ts'
import { useServerBrowserAndAdmin } from './support/suite.ts'

const suite = useServerBrowserAndAdmin()
const DEVICE = `telefono-${randomUUID()}`

describe('Accesos a fichas', () => {
  it("an admin sees a teacher's access to a child's card, with its reason and the self-assignment", async () => {
    const child = await suite.api<{ id: string }>(
      'POST',
      '/students',
      newStudentFields('Violeta', 'Lejana'),
    )
    await suite.api('PUT', `/students/${child.id}/emergency`, {
      contacts: [{ name: 'Marta Soto', relation: 'Abuela', phone: '9 8123 4567' }],
      allergies: 'Penicilina',
      consent: true,
      consent_date: '2026-03-02',
    })

    // The demo teacher's own API calls, as their phone's app would make them.
    const teacher = await staffApi(suite.server.url, 'profesor@demo.cl')
    const paseo = randomUUID()
    const pushed = await teacher.request<{ results: { status: string }[] }>('POST', '/sync/push', {
      deviceId: DEVICE,
      mutations: [
        {
          seq: 1,
          name: 'session.create',
          args: {
            id: paseo,
            session_date: new Date(Date.now() + 86_400_000).toISOString(),
            class_type: 'other',
            name: 'Paseo al Manquehue',
          },
        },
        {
          seq: 2,
          name: 'session.addTeachers',
          args: { session_id: paseo, teacher_ids: [teacher.userId] },
        },
        {
          seq: 3,
          name: 'session.addStudents',
          args: { session_id: paseo, students: [{ student_id: child.id }] },
        },
      ],
    })
    expect(pushed.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied'])
    const pulled = await teacher.request<{ emergency_cards: { student_id: string }[] }>(
      'GET',
      `/sync?device=${DEVICE}`,
    )
    expect(pulled.emergency_cards.map((c) => c.student_id)).toContain(child.id)

    const context = await newContext(suite.browser, suite.server.url, DESKTOP)
    const page = await context.newPage()
    await signIn(page, 'admin@demo.cl')
    await page.getByRole('link', { name: 'Accesos a fichas' }).click()
    await page.waitForURL('**/emergency-access')
    await page.getByRole('heading', { name: 'Accesos a fichas', level: 1 }).waitFor()
    const table = page.getByRole('table', { name: 'Accesos de profesores a fichas de emergencia' })
    // Self-assignments come first: this one heads the list.
    const first = table.getByRole('row').nth(1)
    await expect.poll(() => first.innerText()).toContain('Violeta Lejana')
    const text = await first.innerText()
    expect(text).toContain('Se sumó a la clase')
    expect(text).toContain('Paseo al Manquehue (Paseo)')
    expect(text).toContain('la creó, se sumó a la clase')
    expect(text).toContain(`Dispositivo ${DEVICE.slice(0, 8)}: 1 vez`)
    await expectNoSeriousA11yViolations(page, { screen: 'emergency-access' })

    // Searching by the child leaves only the child's accesses.
    await page.getByLabel('Buscar por alumno o profesor').fill('violeta lejana')
    await expect.poll(() => table.getByRole('row').count()).toBe(2)
    await page.getByLabel('Buscar por alumno o profesor').fill('')
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(2)
    const shots = process.env.SCREENSHOT_DIR
    if (shots) await page.screenshot({ path: `${shots}/emergency-access-desktop.png` })
    await context.close()

    // On a phone each access is a card, the reason and the delivery named.
    const phone = await newContext(suite.browser, suite.server.url, PHONE)
    const small = await phone.newPage()
    await signIn(small, 'admin@demo.cl')
    await small.goto('/emergency-access')
    const card = small.getByRole('table').getByRole('row').nth(1)
    await expect.poll(() => card.innerText()).toContain('Violeta Lejana')
    const width = await small.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(PHONE.width)
    if (shots) await small.screenshot({ path: `${shots}/emergency-access-phone.png` })
    await phone.close()
  })
})

// 'Accesos a fichas' in Chromium against the real server (demo school): the demo teacher cannot
// widen whose cards they read (a Paseo of their own with a child of no group of theirs is refused,
// per change, and the card never reaches their phone); an admin then puts the teacher on a Paseo
// with that child (the substitute's case), the phone pulls the card, and the admin opens 'Accesos
// a fichas' from the sidebar and sees that access: the teacher, the child, the Paseo as the reason,
// who assigned it, and the card's delivery to that phone.
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
  it("an admin sees a teacher's access to a child's card, with its reason and who gave it", async () => {
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
    const paseo = (id: string, teacherId: string) => [
      {
        seq: 1,
        name: 'session.create',
        args: {
          id,
          session_date: new Date(Date.now() + 86_400_000).toISOString(),
          class_type: 'other',
          name: 'Paseo al Manquehue',
        },
      },
      { seq: 2, name: 'session.addTeachers', args: { session_id: id, teacher_ids: [teacherId] } },
      {
        seq: 3,
        name: 'session.addStudents',
        args: { session_id: id, students: [{ student_id: child.id }] },
      },
    ]
    type Pushed = { results: { status: string; code?: string }[] }
    const own = await teacher.request<Pushed>('POST', '/sync/push', {
      deviceId: DEVICE,
      mutations: paseo(randomUUID(), teacher.userId),
    })
    expect(own.results.map((r) => [r.status, r.code])).toEqual([
      ['applied', undefined],
      ['applied', undefined],
      ['rejected', 'STUDENT_NOT_YOURS'],
    ])
    type Pulled = { emergency_cards: { student_id: string }[] }
    const before = await teacher.request<Pulled>('GET', `/sync?device=${DEVICE}`)
    expect(before.emergency_cards.map((c) => c.student_id)).not.toContain(child.id)

    // The admin sends the teacher on a Paseo with the child: now the phone holds the card.
    const admin = await staffApi(suite.server.url, 'admin@demo.cl')
    const sent = await admin.request<Pushed>('POST', '/sync/push', {
      deviceId: `oficina-${randomUUID()}`,
      mutations: paseo(randomUUID(), teacher.userId),
    })
    expect(sent.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied'])
    const pulled = await teacher.request<Pulled>('GET', `/sync?device=${DEVICE}`)
    expect(pulled.emergency_cards.map((c) => c.student_id)).toContain(child.id)

    const context = await newContext(suite.browser, suite.server.url, DESKTOP)
    const page = await context.newPage()
    await signIn(page, 'admin@demo.cl')
    await page.getByRole('link', { name: 'Accesos a fichas' }).click()
    await page.waitForURL('**/emergency-access')
    await page.getByRole('heading', { name: 'Accesos a fichas', level: 1 }).waitFor()
    const table = page.getByRole('table', { name: 'Accesos de profesores a fichas de emergencia' })
    // Searching by the child leaves only the child's access: the Paseo the admin sent them on.
    await page.getByLabel('Buscar por alumno o profesor').fill('violeta lejana')
    await expect.poll(() => table.getByRole('row').count()).toBe(2)
    const text = await table.getByRole('row').nth(1).innerText()
    expect(text).toContain('Violeta Lejana')
    expect(text).toContain('Paseo al Manquehue (Paseo)')
    expect(text).toMatch(/asignado por /)
    expect(text).not.toContain('Se sumó a la clase')
    expect(text).toContain(`Dispositivo ${DEVICE.slice(0, 8)}: 1 vez`)
    await expectNoSeriousA11yViolations(page, { screen: 'emergency-access' })
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

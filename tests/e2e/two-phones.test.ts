// One teacher, two phones (two browser profiles), no signal: both open the group's class from Hoy
// and mark the same child present (and each another child). When the signal is back the server
// holds ONE class for the group and that day, the child attends it once and is billed for that
// day once in the month's preview, and Hoy on each phone shows one card for the class. On the
// embedded database, and on PostgreSQL too when TEST_DATABASE_URL names a server.
import { describe, expect, it } from 'vitest'
import { teacherReady } from './offline-helpers.ts'
import {
  classesOfGroup,
  drained,
  expectRow,
  hoyCardsAfterPull,
  newKid,
  openFromHoy,
  presentButton,
  pricedDueGroup,
  useTwoPhones,
} from './two-phones-helpers.ts'

const GROUP = 'Grupo Dos Teléfonos'
const PRICE = 9_000

const DATABASES: [string, string | undefined][] = [
  ['PGlite', undefined],
  ...(process.env.TEST_DATABASE_URL
    ? [['PostgreSQL', process.env.TEST_DATABASE_URL] as [string, string]]
    : []),
]

describe.each(DATABASES)('one teacher on two phones (%s)', (_database, postgresAdminUrl) => {
  const phones = useTwoPhones(postgresAdminUrl)

  it('opens the same group class offline on both: one class, the child billed once', async () => {
    const api = phones.api
    const shared = await newKid(api, 'Amparo', 'Doble')
    const first = await newKid(api, 'Benito', 'Primero')
    const second = await newKid(api, 'Celeste', 'Segunda')
    const groupId = await pricedDueGroup(api, GROUP, [shared, first, second], PRICE)

    const one = await phones.launch(0)
    const two = await phones.launch(1)
    for (const phone of [one, two]) await teacherReady(phone.page)

    // No signal on either phone: each opens the class from Hoy and marks the shared child present.
    for (const phone of [one, two]) await phone.context.setOffline(true)
    for (const [phone, other] of [
      [one, first],
      [two, second],
    ] as const) {
      await openFromHoy(phone.page, GROUP)
      for (const kid of [shared, other]) {
        await presentButton(phone.page, kid).click()
        await expectRow(phone.page, kid, { status: 'present', transport: false })
      }
    }

    // Signal again: both queues drain.
    for (const phone of [one, two]) await phone.context.setOffline(false)
    await drained(one.page, 'phone 1')
    await drained(two.page, 'phone 2')

    const classes = await classesOfGroup(api, groupId)
    const attendances = (kidId: string) =>
      classes.flatMap((c) => c.students.filter((s) => s.student_id === kidId))
    expect
      .soft(
        classes.map((c) => c.session_date),
        'live classes of the group',
      )
      .toHaveLength(1)
    expect.soft(attendances(shared.id), 'attendances of the shared child').toHaveLength(1)
    for (const kid of [shared, first, second]) {
      expect.soft(attendances(kid.id).map((a) => a.status)).toContain('present')
    }

    // The month's billing preview charges the shared child's day once: one group-class line, 1 ×.
    const day = one.day
    const preview = await api.get<{
      changes: { student: { id: string }; line_items: { description: string }[] }[]
    }>(`/invoices/preview?billing_period=${day.slice(0, 7)}`)
    const classLines = (kidId: string) =>
      preview.changes
        .filter((c) => c.student.id === kidId)
        .flatMap((c) => c.line_items.map((l) => l.description))
        .filter((d) => d.startsWith('Clase grupal') || d.startsWith('Clases grupales'))
    for (const kid of [shared, first, second]) {
      const lines = classLines(kid.id)
      expect.soft(lines, `group-class lines billed to ${kid.name}`).toHaveLength(1)
      expect.soft(lines[0], `group-class line of ${kid.name}`).toMatch(/^Clase grupal: 1 × /)
    }

    // Each phone, after a pull, shows one card for the class on Hoy.
    expect.soft(await hoyCardsAfterPull(one.page, GROUP), "phone 1's Hoy cards").toBe(1)
    expect.soft(await hoyCardsAfterPull(two.page, GROUP), "phone 2's Hoy cards").toBe(1)
  }, 180_000)
})

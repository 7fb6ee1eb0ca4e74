// A week offline: the teacher takes attendance without signal, the phone's clock moves on 7 days
// (past the access and refresh tokens' lifetimes, and past the idle logout, which fires in
// between), the signal comes back and the teacher signs in again: every queued change lands once.
import { describe, expect, it } from 'vitest'
import {
  distinctStudents,
  dueGroup,
  openDueClass,
  outboxCount,
  outboxDrained,
  presentToggle,
  transportByStudent,
  transportToggle as transport,
  type Student,
} from './offline-helpers.ts'
import { submitLogin } from './support/staff.ts'
import { useFieldSuite } from './support/field-suite.ts'

const GROUP = 'Semana Sin Señal'
const WEEK = 7 * 24 * 60 * 60 * 1000

const field = useFieldSuite()

describe('a week offline', () => {
  it('the teacher signs in again after a week and every change lands once', async () => {
    const [a, b] = distinctStudents(await field.api.get<Student[]>('/students')) as [
      Student,
      Student,
    ]
    await dueGroup(field.api, GROUP, [a.id, b.id])

    // The phone's clock is installed by the launch (an ordinary day), so it can move on below.
    const { context, page } = await field.teacherOnHoy()

    await context.setOffline(true)
    const sessionId = await openDueClass(page, GROUP)
    for (const s of [a, b]) await presentToggle(page, s).click()
    await transport(page, a).check()
    await transport(page, b).check()
    await transport(page, b).uncheck()
    // Opening the class: session, teacher (2); two students present (2); 3 transport changes.
    expect(await outboxCount(page)).toBe(7)

    // A week passes on the phone: the idle logout fires and the tokens are long expired.
    await context.clock.fastForward(WEEK)
    await page.getByLabel('Correo electrónico').waitFor({ timeout: 30_000 })
    expect(await outboxCount(page)).toBe(7)

    await context.setOffline(false)
    await submitLogin(page, { email: 'profesor@demo.cl' })
    await outboxDrained(page)
    expect(transportByStudent(await field.api.session(sessionId))).toEqual(
      new Map([
        [a.id, true],
        [b.id, false],
      ]),
    )
    expect(await field.api.sessionAudit(sessionId)).toHaveLength(7)
  }, 300_000)
})

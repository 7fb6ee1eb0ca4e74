// Cancelling a class: a teacher or admin gives a reason; the class is then neither billed nor
// counted, the summary counts it apart, and the same cancellation pushed offline applies once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { auditLog, classSessions } from '#server/db/schema.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'
import { newDevice, push, seedPushSchool, type PushSchool } from '../sync/push-fixtures.ts'
import { addPerson, api, signInStaff, type Staff } from './classes-helpers.ts'

let ctx: TestContext
let staff: Staff
let school: PushSchool
let asTeacher: ReturnType<typeof api>
let asAdmin: ReturnType<typeof api>

beforeAll(async () => {
  ctx = await createTestApp()
  staff = await signInStaff(ctx)
  school = await seedPushSchool(ctx.app, ctx.db)
  asTeacher = api(ctx, staff.teacher)
  asAdmin = api(ctx, staff.admin)
})
afterAll(() => ctx.close())

async function newSession(date = '2026-10-06T18:00:00-03:00') {
  const created = await asTeacher('POST', '/api/class_sessions', {
    session_date: date,
    class_type: 'other',
  })
  return created.json().id as string
}

const stored = async (id: string) =>
  (await ctx.db.select().from(classSessions).where(eq(classSessions.id, id)))[0]!

describe('POST /api/class_sessions/{id}/cancel', () => {
  it('cancels with a reason, once, and leaves the class out of the summary', async () => {
    const id = await newSession()
    const student = await addPerson(ctx.db, 'student', 'Lluvia', 'Fuerte')
    await asTeacher('POST', `/api/class_sessions/${id}/students`, [{ student_id: student.id }])
    const before = (
      await asAdmin('GET', '/api/class_sessions/summary?billing_period=2026-10')
    ).json()

    const url = `/api/class_sessions/${id}/cancel`
    expect((await asTeacher('POST', url, { reason: 'rain' })).statusCode).toBe(204)
    expect((await asTeacher('POST', url, { reason: 'rain' })).statusCode).toBe(204)
    expect(await stored(id)).toMatchObject({ cancel_reason: 'rain', cancel_note: null })
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, id))
    expect(audits.filter((a) => a.action === 'class_session.cancel')).toHaveLength(1)

    const after = (
      await asAdmin('GET', '/api/class_sessions/summary?billing_period=2026-10')
    ).json()
    expect(after.totalClasses).toBe(before.totalClasses - 1)
    expect(after.cancelledClasses).toBe(before.cancelledClasses + 1)
    expect(after.uniqueStudents).toBe(before.uniqueStudents - 1)
  })

  it('asks for the text of another reason and refuses unknown reasons in Spanish', async () => {
    const id = await newSession()
    const url = `/api/class_sessions/${id}/cancel`
    const noText = await asAdmin('POST', url, { reason: 'other' })
    expect(noText.statusCode).toBe(400)
    expect(noText.json().detail).toBe('Escribe el motivo de la cancelación.')
    const unknown = await asAdmin('POST', url, { reason: 'granizo' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().detail).toContain('reason')
    const ok = await asAdmin('POST', url, { reason: 'other', note: 'Sin profesor disponible' })
    expect(ok.statusCode).toBe(204)
    expect(await stored(id)).toMatchObject({
      cancel_reason: 'other',
      cancel_note: 'Sin profesor disponible',
    })
  })

  it('is applied from the offline push once, and refused for a deleted class', async () => {
    const batch = {
      deviceId: newDevice(),
      mutations: [
        {
          seq: 1,
          name: 'session.cancel',
          args: { session_id: school.sessionId, cancel: { reason: 'trail_closed' } },
        },
      ],
    }
    const first = await push(ctx.app, school.teacherToken, batch)
    expect(first.body.results).toEqual([{ seq: 1, status: 'applied' }])
    expect((await push(ctx.app, school.teacherToken, batch)).body.results).toEqual([
      { seq: 1, status: 'already_applied' },
    ])
    expect(await stored(school.sessionId)).toMatchObject({ cancel_reason: 'trail_closed' })

    const gone = await newSession()
    await asTeacher('DELETE', `/api/class_sessions/${gone}`)
    const refused = await asTeacher('POST', `/api/class_sessions/${gone}/cancel`, {
      reason: 'rain',
    })
    expect(refused.statusCode).toBe(404)
  })
})

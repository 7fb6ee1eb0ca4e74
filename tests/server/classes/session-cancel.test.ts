// Cancelling a class: a teacher or admin gives a reason; the class is then neither billed nor
// counted, the summary counts it apart, and the same cancellation pushed offline applies once.
// The pull carries it to every device; a class cancelled by mistake is reopened the same ways.
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { SyncResponse } from '#shared/contract/sync.ts'
import { addCalendarDays, combineDateAndTime, todayInSantiago } from '#shared/dates.ts'
import { groupClassId } from '#shared/group-class-id.ts'
import { auditLog, classSessions } from '#server/db/schema.ts'
import { bearer } from '../helpers/fixtures.ts'
import { newDevice, push, seedPushSchool, type PushSchool } from '../sync/push-fixtures.ts'
import { addPerson, useStaffApi } from './classes-helpers.ts'

const { ctx, staff, asAdmin, asTeacher } = useStaffApi()
let school: PushSchool

beforeAll(async () => {
  school = await seedPushSchool(ctx.app, ctx.db)
})

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
    // An admin puts her on it: a teacher fills a class only with children of their groups.
    await asAdmin('POST', `/api/class_sessions/${id}/students`, [{ student_id: student.id }])
    const before = (
      await asAdmin('GET', '/api/class_sessions/summary?billing_period=2026-10')
    ).json()

    const url = `/api/class_sessions/${id}/cancel`
    expect((await asTeacher('POST', url, { reason: 'rain' })).statusCode).toBe(204)
    expect((await asTeacher('POST', url, { reason: 'rain' })).statusCode).toBe(204)
    expect(await stored(id)).toMatchObject({ cancel_reason: 'rain', cancel_note: null })
    expect((await asTeacher('GET', `/api/class_sessions/${id}`)).json()).toMatchObject({
      cancel_reason: 'rain',
      cancel_note: null,
    })
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

async function pull(token: string, cursor?: string): Promise<SyncResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
  const response = await ctx.app.inject({ url: `/api/sync${query}`, headers: bearer(token) })
  expect(response.statusCode).toBe(200)
  return response.json() as SyncResponse
}

const cancellationIn = (body: SyncResponse, id: string) => {
  const row = body.class_sessions.find((s) => s.id === id)
  return row && { reason: row.cancel_reason, note: row.cancel_note }
}

describe('a cancellation on every device', () => {
  it('reaches the teacher and the office through their pulls, and its reopening too', async () => {
    const id = school.sessionId
    const phoneStart = await pull(school.teacherToken)
    const officeStart = await pull(school.adminToken)

    // The teacher cancels offline; their phone pushes it later.
    const cancelled = await push(ctx.app, school.teacherToken, {
      deviceId: newDevice(),
      mutations: [
        {
          seq: 1,
          name: 'session.cancel',
          args: { session_id: id, cancel: { reason: 'other', note: 'Sendero con barro' } },
        },
      ],
    })
    expect(cancelled.body.results).toEqual([{ seq: 1, status: 'applied' }])
    const phone = await pull(school.teacherToken, phoneStart.cursor)
    const office = await pull(school.adminToken, officeStart.cursor)
    const expected = { reason: 'other', note: 'Sendero con barro' }
    expect(cancellationIn(phone, id)).toEqual(expected)
    expect(cancellationIn(office, id)).toEqual(expected)
    expect(cancellationIn(await pull(school.adminToken), id)).toEqual(expected)

    // The office reopens it (a mistake): twice, audited once; both devices see it standing.
    const url = `/api/class_sessions/${id}/cancel`
    expect((await asAdmin('DELETE', url)).statusCode).toBe(204)
    expect((await asAdmin('DELETE', url)).statusCode).toBe(204)
    expect(await stored(id)).toMatchObject({
      cancelled_at: null,
      cancel_reason: null,
      cancel_note: null,
    })
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, id))
    expect(audits.filter((a) => a.action === 'class_session.uncancel')).toHaveLength(1)
    const standing = { reason: null, note: null }
    expect(cancellationIn(await pull(school.teacherToken, phone.cursor), id)).toEqual(standing)
    expect(cancellationIn(await pull(school.adminToken, office.cursor), id)).toEqual(standing)
  })

  it('is reopened from the offline push once, and not for a deleted class', async () => {
    const id = await newSession()
    await asTeacher('POST', `/api/class_sessions/${id}/cancel`, { reason: 'rain' })
    const batch = {
      deviceId: newDevice(),
      mutations: [{ seq: 1, name: 'session.uncancel', args: { session_id: id } }],
    }
    expect((await push(ctx.app, staff.teacher, batch)).body.results).toEqual([
      { seq: 1, status: 'applied' },
    ])
    expect((await push(ctx.app, staff.teacher, batch)).body.results).toEqual([
      { seq: 1, status: 'already_applied' },
    ])
    expect(await stored(id)).toMatchObject({ cancel_reason: null, cancelled_at: null })

    await asTeacher('DELETE', `/api/class_sessions/${id}`)
    expect((await asTeacher('DELETE', `/api/class_sessions/${id}/cancel`)).statusCode).toBe(404)
  })
})

describe('a class cancelled ahead, before it was opened (Hoy, the night before)', () => {
  it("is created and cancelled by the teacher's one push, once, and reopened the same way", async () => {
    const start = combineDateAndTime(addCalendarDays(todayInSantiago(), 1), '18:00')
    const id = groupClassId(school.groupId, start)
    const batch = {
      deviceId: newDevice(),
      mutations: [
        {
          seq: 1,
          name: 'session.create',
          args: {
            id,
            name: 'Martes',
            session_date: start,
            class_type: 'group',
            group_id: school.groupId,
          },
        },
        {
          seq: 2,
          name: 'session.addTeachers',
          args: { session_id: id, teacher_ids: [school.teacherId] },
        },
        { seq: 3, name: 'session.cancel', args: { session_id: id, cancel: { reason: 'rain' } } },
      ],
    }
    const phoneStart = await pull(school.teacherToken)
    const applied = [1, 2, 3].map((seq) => ({ seq, status: 'applied' }))
    expect((await push(ctx.app, school.teacherToken, batch)).body.results).toEqual(applied)
    expect(
      (await push(ctx.app, school.teacherToken, batch)).body.results.map((r) => r.status),
    ).toEqual(['already_applied', 'already_applied', 'already_applied'])
    expect(await stored(id)).toMatchObject({
      group_id: school.groupId,
      session_date: new Date(start),
      cancel_reason: 'rain',
    })
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, id))
    const actions = audits.map((a) => a.action)
    expect(actions.filter((a) => a === 'class_session.create')).toHaveLength(1)
    expect(actions.filter((a) => a === 'class_session.cancel')).toHaveLength(1)
    const phone = await pull(school.teacherToken, phoneStart.cursor)
    expect(cancellationIn(phone, id)).toEqual({ reason: 'rain', note: null })

    const reopened = await push(ctx.app, school.teacherToken, {
      deviceId: newDevice(),
      mutations: [{ seq: 1, name: 'session.uncancel', args: { session_id: id } }],
    })
    expect(reopened.body.results).toEqual([{ seq: 1, status: 'applied' }])
    expect(await stored(id)).toMatchObject({ cancel_reason: null, cancelled_at: null })
    expect(cancellationIn(await pull(school.teacherToken, phone.cursor), id)).toEqual({
      reason: null,
      note: null,
    })
  })
})

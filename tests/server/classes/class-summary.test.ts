import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { classSessions } from '#server/db/schema.ts'
import { addPerson, api, useStaffApi } from './classes-helpers.ts'
import { expectDetail } from '../helpers/answers.ts'

const { ctx, staff, asAdmin } = useStaffApi()

async function group(name: string) {
  const response = await asAdmin('POST', '/api/groups', {
    name,
    start_date: '2026-01-05',
    rrule: 'FREQ=WEEKLY;BYDAY=TU;BYHOUR=18',
  })
  return response.json().id as string
}

async function session(
  session_date: string,
  groupId: string | null,
  attendees: { student_id: string; used_transport?: boolean; status?: 'present' | 'absent' }[],
) {
  const created = await asAdmin('POST', '/api/class_sessions', {
    session_date,
    class_type: groupId ? 'group' : 'other',
    group_id: groupId,
  })
  const id = created.json().id as string
  if (attendees.length > 0) {
    await asAdmin('POST', `/api/class_sessions/${id}/students`, attendees)
  }
  return id
}

describe('GET /api/class_sessions/summary', () => {
  it('summarises a month in Santiago time, edges and removals included', async () => {
    const [a, b, c, d] = await Promise.all(
      ['Ana', 'Beto', 'Caro', 'Dani'].map((name) => addPerson(ctx.db, 'student', name, 'Mes')),
    )
    const ids = { a: a!.id, b: b!.id, c: c!.id, d: d!.id }
    const alto = await group('Alto')
    const bajo = await group('Bajo')
    await session('2026-11-03T18:00:00-03:00', alto, [
      { student_id: ids.a, used_transport: true },
      { student_id: ids.b },
      // Absent: recorded, not counted.
      { student_id: ids.d, used_transport: true, status: 'absent' },
    ])
    // Cancelled (rain): counted apart, nowhere else.
    const rained = await session('2026-11-24T18:00:00-03:00', alto, [{ student_id: ids.d }])
    await ctx.db
      .update(classSessions)
      .set({ cancelled_at: new Date(), cancel_reason: 'rain' })
      .where(eq(classSessions.id, rained))
    const second = await session('2026-11-10T18:00:00-03:00', alto, [
      { student_id: ids.a, used_transport: true },
      { student_id: ids.c },
      { student_id: ids.d, used_transport: true },
    ])
    // Removed from the attendance: not counted.
    await asAdmin('DELETE', `/api/class_sessions/${second}/students/${ids.d}`)
    // 23:30 in Santiago on the last day is still November (02:30 UTC on 1 December).
    await session('2026-11-30T23:30:00-03:00', bajo, [{ student_id: ids.b, used_transport: true }])
    await session('2026-11-15T10:00:00-03:00', null, [{ student_id: ids.a }, { student_id: ids.b }])
    const particular = await asAdmin('POST', '/api/class_sessions', {
      session_date: '2026-11-16T10:00:00-03:00',
      class_type: 'one_to_one',
    })
    expect(particular.statusCode).toBe(201)
    // Outside November in Santiago, though the first is November in UTC.
    await session('2026-10-31T23:30:00-03:00', alto, [{ student_id: ids.c }])
    await session('2026-12-01T00:15:00-03:00', bajo, [{ student_id: ids.a }])
    const deleted = await session('2026-11-20T10:00:00-03:00', bajo, [{ student_id: ids.d }])
    await asAdmin('DELETE', `/api/class_sessions/${deleted}`)

    const response = await asAdmin('GET', '/api/class_sessions/summary?billing_period=2026-11')
    expect(response.statusCode).toBe(200)
    // 5 sessions; 7 attendances by a, b, c; 3 of them with transport. The groups' bars and the
    // classes outside groups (a paseo, a particular) add up to the total.
    expect(response.json()).toEqual({
      totalClasses: 5,
      cancelledClasses: 1,
      uniqueStudents: 3,
      meanClassesPerStudent: 2.33,
      transportUsagePercentage: 42.86,
      classesByGroup: [
        { group_name: 'Alto', count: 2 },
        { group_name: 'Bajo', count: 1 },
      ],
      classesOutsideGroups: [
        { class_type: 'other', count: 1 },
        { class_type: 'one_to_one', count: 1 },
      ],
    })

    const october = await asAdmin('GET', '/api/class_sessions/summary?billing_period=2026-10')
    expect(october.json()).toMatchObject({ totalClasses: 1, uniqueStudents: 1 })
  })

  it('answers zeros for a month without classes', async () => {
    const response = await asAdmin('GET', '/api/class_sessions/summary?billing_period=2020-02')
    expect(response.json()).toEqual({
      totalClasses: 0,
      cancelledClasses: 0,
      uniqueStudents: 0,
      meanClassesPerStudent: 0,
      transportUsagePercentage: 0,
      classesByGroup: [],
      classesOutsideGroups: [],
    })
  })

  it('is for admins and superadmins only', async () => {
    const url = '/api/class_sessions/summary?billing_period=2026-11'
    expect((await api(ctx, staff.superadmin)('GET', url)).statusCode).toBe(200)
    const teacher = await api(ctx, staff.teacher)('GET', url)
    expect(teacher.statusCode).toBe(403)
    expect(teacher.json().code).toBe('FORBIDDEN')
    expect((await ctx.app.inject({ url })).statusCode).toBe(401)
  })

  it('refuses a missing or malformed period in Spanish', async () => {
    expectDetail(
      await asAdmin('GET', '/api/class_sessions/summary?billing_period=2026-13'),
      400,
      'Ingresa un período válido (AAAA-MM).',
    )
    expectDetail(
      await asAdmin('GET', '/api/class_sessions/summary'),
      400,
      "El campo 'billing_period' es obligatorio.",
    )
  })
})

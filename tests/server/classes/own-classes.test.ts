// Issue 21, item 4: a teacher puts teachers or students on a class only when it is theirs (a class
// of a group they teach, one they created, or one someone else put them on), whichever way the
// change arrives (REST or the offline push); otherwise a Spanish 403 and no card reaches them.
// Who put each teacher on a class is kept, and 'Accesos a fichas' shows it.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emergencyAccessResponseSchema } from '#shared/contract/emergency-access.ts'
import { syncResponseSchema } from '#shared/contract/sync.ts'
import { sessionTeachers } from '#server/db/schema.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'
import { seedGroup, seedPerson, staffSession } from '../people/people-fixtures.ts'
import { push } from '../sync/push-fixtures.ts'

let ctx: TestContext
let admin: Awaited<ReturnType<typeof staffSession>>
/** A teacher with no group and no class: the one trying to reach other children's cards. */
let nico: Awaited<ReturnType<typeof staffSession>>
/** A colleague with a group of nine children, each with a card, and this week's class of it. */
let carla: Awaited<ReturnType<typeof staffSession>>
let group: { id: string }
let carlasClass: { id: string }
const children: string[] = []
const DAY = 86_400_000
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString()

const card = {
  contacts: [{ name: 'Marta Soto', relation: 'Abuela', phone: '9 8123 4567' }],
  allergies: 'Penicilina',
  consent: true,
  consent_date: '2026-03-02',
}

const as = (who: { headers: Record<string, string> }) => ({
  get: (url: string) => ctx.app.inject({ url, headers: who.headers }),
  post: (url: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object }),
})

const cardsOf = async (who: { headers: Record<string, string> }) =>
  syncResponseSchema.parse((await as(who).get('/api/sync')).json()).emergency_cards ?? []

beforeAll(async () => {
  ctx = await createTestApp()
  admin = await staffSession(ctx, 'admin')
  nico = await staffSession(ctx, 'teacher')
  carla = await staffSession(ctx, 'teacher')
  for (let i = 1; i <= 9; i++) {
    const child = await seedPerson(ctx.db, {
      role: 'student',
      name: `Niño${i}`,
      last_name: 'Rojas',
    })
    children.push(child.id)
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/students/${child.id}/emergency`,
      headers: admin.headers,
      payload: card,
    })
    expect(put.statusCode).toBe(200)
  }
  group = await seedGroup(ctx.db, 'Sábado', { students: children, teachers: [carla.user.id] })
  const created = await as(admin).post('/api/class_sessions', {
    session_date: daysFromNow(-1),
    class_type: 'group',
    group_id: group.id,
  })
  expect(created.statusCode).toBe(201)
  carlasClass = created.json()
  expect(
    (
      await as(admin).post(
        `/api/class_sessions/${carlasClass.id}/students`,
        children.map((student_id) => ({ student_id })),
      )
    ).statusCode,
  ).toBe(204)
  expect(
    (await as(admin).post(`/api/class_sessions/${carlasClass.id}/teachers`, [carla.user.id]))
      .statusCode,
  ).toBe(204)
})
afterAll(() => ctx.close())

describe('a teacher joins only their own classes (REST)', () => {
  it("joining another teacher's class is refused in Spanish, and no card reaches them", async () => {
    expect(await cardsOf(nico)).toHaveLength(0)
    const joined = await as(nico).post(`/api/class_sessions/${carlasClass.id}/teachers`, [
      nico.user.id,
    ])
    expect(joined.statusCode).toBe(403)
    expect(joined.json()).toEqual({
      code: 'CLASS_NOT_YOURS',
      detail: 'Solo puedes sumarte a clases de tus grupos o a clases que creaste.',
    })
    const filled = await as(nico).post(`/api/class_sessions/${carlasClass.id}/students`, [
      { student_id: children[0] },
    ])
    expect(filled.statusCode).toBe(403)
    expect(filled.json().code).toBe('CLASS_NOT_YOURS')
    expect(await cardsOf(nico)).toHaveLength(0)
    expect((await as(nico).get(`/api/students/${children[0]}/emergency`)).statusCode).toBe(403)
  })

  it('the teacher of the group and the admins still staff it; an admin assignment is kept as such', async () => {
    const other = await staffSession(ctx, 'teacher')
    expect(
      (await as(carla).post(`/api/class_sessions/${carlasClass.id}/teachers`, [other.user.id]))
        .statusCode,
    ).toBe(204)
    expect(
      (await as(admin).post(`/api/class_sessions/${carlasClass.id}/teachers`, [nico.user.id]))
        .statusCode,
    ).toBe(204)
    const rows = await ctx.db
      .select({ teacher: sessionTeachers.teacher_id, by: sessionTeachers.assigned_by })
      .from(sessionTeachers)
      .where(eq(sessionTeachers.session_id, carlasClass.id))
    expect(new Map(rows.map((r) => [r.teacher, r.by]))).toEqual(
      new Map([
        [carla.user.id, admin.user.id],
        [other.user.id, carla.user.id],
        [nico.user.id, admin.user.id],
      ]),
    )
    // Put on the class by an admin (a substitute), Nico takes its attendance: a drop-in too.
    const dropIn = await seedPerson(ctx.db, { role: 'student', name: 'Invitada' })
    expect(
      (
        await as(nico).post(`/api/class_sessions/${carlasClass.id}/students`, [
          { student_id: children[0], status: 'absent' },
          { student_id: dropIn.id },
        ])
      ).statusCode,
    ).toBe(204)
    expect(await cardsOf(nico)).toHaveLength(9)
    // Taken off it again, the cards leave his device.
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/class_sessions/${carlasClass.id}/teachers/${nico.user.id}`,
      headers: admin.headers,
    })
    expect(await cardsOf(nico)).toHaveLength(0)
  })
})

describe('a teacher joins only their own classes (offline push)', () => {
  it("a group class of another teacher's group is refused in Spanish; the rest of the batch applies", async () => {
    const groupClass = randomUUID()
    const paseo = randomUUID()
    const stranger = children[1]!
    const result = await push(ctx.app, nico.headers.authorization!.slice(7), {
      deviceId: `device-${randomUUID()}`,
      mutations: [
        {
          seq: 1,
          name: 'session.create',
          args: {
            id: groupClass,
            session_date: daysFromNow(0),
            class_type: 'group',
            group_id: group.id,
          },
        },
        {
          seq: 2,
          name: 'session.addTeachers',
          args: { session_id: carlasClass.id, teacher_ids: [nico.user.id] },
        },
        {
          seq: 3,
          name: 'session.addStudents',
          args: { session_id: carlasClass.id, students: [{ student_id: stranger }] },
        },
        // His own Paseo: his to fill with the children of his groups only (he has none).
        {
          seq: 4,
          name: 'session.create',
          args: { id: paseo, session_date: daysFromNow(1), class_type: 'other', name: 'Paseo' },
        },
        {
          seq: 5,
          name: 'session.addTeachers',
          args: { session_id: paseo, teacher_ids: [nico.user.id] },
        },
        {
          seq: 6,
          name: 'session.addStudents',
          args: { session_id: paseo, students: [{ student_id: stranger }] },
        },
      ],
    })
    expect(result.status).toBe(200)
    expect(result.body.results).toEqual([
      {
        seq: 1,
        status: 'rejected',
        code: 'GROUP_NOT_YOURS',
        detail: 'Solo puedes crear clases grupales de los grupos en que haces clases.',
      },
      {
        seq: 2,
        status: 'rejected',
        code: 'CLASS_NOT_YOURS',
        detail: 'Solo puedes sumarte a clases de tus grupos o a clases que creaste.',
      },
      {
        seq: 3,
        status: 'rejected',
        code: 'CLASS_NOT_YOURS',
        detail: 'Solo puedes agregar alumnos a clases de tus grupos o a clases que creaste.',
      },
      { seq: 4, status: 'applied' },
      { seq: 5, status: 'applied' },
      {
        seq: 6,
        status: 'rejected',
        code: 'STUDENT_NOT_YOURS',
        detail:
          'Solo puedes agregar a una clase alumnos de tus grupos, salvo en una clase a la que te asignó otra persona del equipo.',
      },
    ])
    // No child reaches him.
    expect(await cardsOf(nico)).toEqual([])
    expect((await as(nico).get(`/api/students/${stranger}/emergency`)).statusCode).toBe(403)
    expect((await as(nico).get(`/api/students/${children[2]}/emergency`)).statusCode).toBe(403)
    const [self] = await ctx.db
      .select({ by: sessionTeachers.assigned_by })
      .from(sessionTeachers)
      .where(
        and(eq(sessionTeachers.session_id, paseo), eq(sessionTeachers.teacher_id, nico.user.id)),
      )
    expect(self?.by).toBe(nico.user.id)

    // The admins see only the history: put on Carla's class by an admin and taken off it.
    const report = emergencyAccessResponseSchema.parse(
      (await as(admin).get(`/api/emergency-access?search=${encodeURIComponent('Niño2')}`)).json(),
    )
    const access = report.rows.find(
      (r) => r.teacher.id === nico.user.id && r.student.id === stranger,
    )
    expect(access).toMatchObject({
      self_assigned: false,
      current: false,
      reasons: [
        {
          kind: 'class',
          session_id: carlasClass.id,
          via: 'teacher',
          created_by_teacher: false,
          assigned_by: { id: admin.user.id },
          self_assigned: false,
          current: false,
        },
      ],
    })
  })
})

describe('a teacher cancels, reopens and deletes only their own classes (REST and push)', () => {
  const del = (who: { headers: Record<string, string> }, url: string) =>
    ctx.app.inject({ method: 'DELETE', url, headers: who.headers })

  it("another teacher's class is refused in Spanish, and stays as it was", async () => {
    const cancel = `/api/class_sessions/${carlasClass.id}/cancel`
    const refused = await as(nico).post(cancel, { reason: 'rain' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({
      code: 'CLASS_NOT_YOURS',
      detail: 'Solo puedes cancelar o reabrir clases de tus grupos o clases que creaste.',
    })
    const deleted = await del(nico, `/api/class_sessions/${carlasClass.id}`)
    expect(deleted.statusCode).toBe(403)
    expect(deleted.json().detail).toBe(
      'Solo puedes eliminar clases de tus grupos o clases que creaste.',
    )
    const pushed = await push(ctx.app, nico.headers.authorization!.slice(7), {
      deviceId: `device-${randomUUID()}`,
      mutations: [
        {
          seq: 1,
          name: 'session.cancel',
          args: { session_id: carlasClass.id, cancel: { reason: 'rain', note: null } },
        },
        { seq: 2, name: 'session.delete', args: { session_id: carlasClass.id } },
      ],
    })
    expect(pushed.body.results.map((r) => [r.status, 'code' in r ? r.code : null])).toEqual([
      ['rejected', 'CLASS_NOT_YOURS'],
      ['rejected', 'CLASS_NOT_YOURS'],
    ])
    const read = (await as(admin).get(`/api/class_sessions/${carlasClass.id}`)).json()
    expect(read).toMatchObject({ id: carlasClass.id, cancel_reason: null })
  })

  it("the group's teacher cancels and reopens it; an admin may too", async () => {
    const cancel = `/api/class_sessions/${carlasClass.id}/cancel`
    expect((await as(carla).post(cancel, { reason: 'rain' })).statusCode).toBe(204)
    expect((await del(nico, cancel)).statusCode).toBe(403)
    expect((await del(carla, cancel)).statusCode).toBe(204)
    expect((await as(admin).post(cancel, { reason: 'trail_closed' })).statusCode).toBe(204)
    expect((await del(admin, cancel)).statusCode).toBe(204)
  })
})

// A teacher cannot widen whose emergency cards they read by filling a class: they put on a class
// only children of the groups they teach, any child only on a class another staff member (an
// admin, or the class's creator who is not them) put them on. The same through the offline push
// (refused per change, in Spanish) and REST; the card stays out of reach after.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { syncResponseSchema } from '#shared/contract/sync.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { emergencyCard, seedGroup, seedPerson, staffSession } from '../people/people-fixtures.ts'
import { push } from '../sync/push-fixtures.ts'

type Session = Awaited<ReturnType<typeof staffSession>>

const ctx = useTestApp()
let admin: Session
let nico: Session
let carla: Session
/** Of Nico's group. */
let own: string
/** Of Carla's group only. */
let stranger: string
const DETAIL =
  'Solo puedes agregar a una clase alumnos de tus grupos, salvo en una clase a la que te asignó otra persona del equipo.'
const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

const post = (who: Session, url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object })
const cardStatus = async (who: Session, id: string) =>
  (await ctx.app.inject({ url: `/api/students/${id}/emergency`, headers: who.headers })).statusCode
const cardsOf = async (who: Session) =>
  (
    syncResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/sync', headers: who.headers })).json(),
    ).emergency_cards ?? []
  ).map((c) => c.student_id)

beforeAll(async () => {
  admin = await staffSession(ctx, 'admin')
  nico = await staffSession(ctx, 'teacher')
  carla = await staffSession(ctx, 'teacher')
  own = (await seedPerson(ctx.db, { role: 'student', name: 'Propia' })).id
  stranger = (await seedPerson(ctx.db, { role: 'student', name: 'Ajena' })).id
  for (const id of [own, stranger]) {
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/students/${id}/emergency`,
      headers: admin.headers,
      payload: emergencyCard({ consent: true, consent_date: '2026-03-02' }),
    })
    expect(put.statusCode).toBe(200)
  }
  await seedGroup(ctx.db, 'Nico', { students: [own], teachers: [nico.user.id] })
  await seedGroup(ctx.db, 'Carla', { students: [stranger], teachers: [carla.user.id] })
})

describe('a teacher fills a class only with children of their groups', () => {
  it('through the push: his own class with any child is refused per change, the card stays closed', async () => {
    const paseo = randomUUID()
    const result = await push(ctx.app, nico.headers.authorization!.slice(7), {
      deviceId: `device-${randomUUID()}`,
      mutations: [
        {
          seq: 1,
          name: 'session.create',
          args: { id: paseo, session_date: soon(1), class_type: 'other', name: 'Paseo' },
        },
        {
          seq: 2,
          name: 'session.addTeachers',
          args: { session_id: paseo, teacher_ids: [nico.user.id] },
        },
        {
          seq: 3,
          name: 'session.addStudents',
          args: { session_id: paseo, students: [{ student_id: own }, { student_id: stranger }] },
        },
        {
          seq: 4,
          name: 'session.addStudents',
          args: { session_id: paseo, students: [{ student_id: own }] },
        },
      ],
    })
    expect(result.status).toBe(200)
    expect(result.body.results).toEqual([
      { seq: 1, status: 'applied' },
      { seq: 2, status: 'applied' },
      { seq: 3, status: 'rejected', code: 'STUDENT_NOT_YOURS', detail: DETAIL },
      { seq: 4, status: 'applied' },
    ])
    expect(await cardStatus(nico, stranger)).toBe(403)
    expect(await cardsOf(nico)).toEqual([own])
  })

  it('through REST: the same refusal, in Spanish, and nothing is added', async () => {
    const created = await post(nico, '/api/class_sessions', {
      session_date: soon(2),
      class_type: 'one_to_one',
    })
    expect(created.statusCode).toBe(201)
    const id = created.json<{ id: string }>().id
    expect(
      (await post(nico, `/api/class_sessions/${id}/teachers`, [nico.user.id])).statusCode,
    ).toBe(204)
    const added = await post(nico, `/api/class_sessions/${id}/students`, [{ student_id: stranger }])
    expect(added.statusCode).toBe(403)
    expect(added.json()).toEqual({ code: 'STUDENT_NOT_YOURS', detail: DETAIL })
    const detail = await ctx.app.inject({ url: `/api/class_sessions/${id}`, headers: nico.headers })
    expect(detail.json<{ students: unknown[] }>().students).toEqual([])
    expect(await cardStatus(nico, stranger)).toBe(403)
  })

  it('a colleague cannot open the door for him either: only an admin or the class creator puts him on', async () => {
    // Carla's own class: she may put her group's child on it and Nico on it (she created it).
    const created = await post(carla, '/api/class_sessions', {
      session_date: soon(3),
      class_type: 'other',
      name: 'Salida',
    })
    const id = created.json<{ id: string }>().id
    expect(
      (await post(carla, `/api/class_sessions/${id}/teachers`, [nico.user.id])).statusCode,
    ).toBe(204)
    // Put on it by its creator, Nico is its substitute and takes any child.
    const extra = (await seedPerson(ctx.db, { role: 'student', name: 'Invitada' })).id
    expect(
      (await post(nico, `/api/class_sessions/${id}/students`, [{ student_id: extra }])).statusCode,
    ).toBe(204)
    // Nico in turn puts a third teacher on it: not its creator, so she may not widen it.
    const third = await staffSession(ctx, 'teacher')
    expect(
      (await post(nico, `/api/class_sessions/${id}/teachers`, [third.user.id])).statusCode,
    ).toBe(204)
    const refused = await post(third, `/api/class_sessions/${id}/students`, [
      { student_id: stranger },
    ])
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('STUDENT_NOT_YOURS')
    // A child already on the class is hers to mark (attendance, transport).
    expect(
      (
        await post(third, `/api/class_sessions/${id}/students`, [
          { student_id: extra, used_transport: true },
        ])
      ).statusCode,
    ).toBe(204)
  })

  it('an admin puts any child on any class', async () => {
    const created = await post(nico, '/api/class_sessions', {
      session_date: soon(4),
      class_type: 'other',
    })
    const id = created.json<{ id: string }>().id
    expect(
      (await post(admin, `/api/class_sessions/${id}/students`, [{ student_id: stranger }]))
        .statusCode,
    ).toBe(204)
  })
})

import { and, count, eq, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, classSessions, sessionStudents } from '#server/db/schema.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { newDevice, push, seedPushSchool, type PushSchool } from './push-fixtures.ts'

const ctx = useTestApp()
let school: PushSchool

beforeAll(async () => {
  school = await seedPushSchool(ctx.app, ctx.db)
})

async function attendance(sessionId: string) {
  const rows = await ctx.db
    .select({ id: sessionStudents.student_id, transport: sessionStudents.used_transport })
    .from(sessionStudents)
    .where(and(eq(sessionStudents.session_id, sessionId)))
  return rows.filter((r) => r.id).sort((a, b) => a.id.localeCompare(b.id))
}

async function auditCount(action: string) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(auditLog)
    .where(like(auditLog.action, action))
  return row!.n
}

describe('POST /api/sync/push', () => {
  it('applies a batch in order, audits each change, and a repeated batch changes nothing', async () => {
    const [tomas, sofia] = school.studentIds
    const deviceId = newDevice()
    const batch = {
      deviceId,
      mutations: [
        {
          seq: 1,
          name: 'session.addStudents',
          args: { session_id: school.sessionId, students: [{ student_id: sofia }] },
        },
        {
          seq: 2,
          name: 'session.setTransport',
          args: { session_id: school.sessionId, student_id: sofia, used_transport: true },
        },
      ],
    }
    const auditsBefore = await auditCount('class_session.students.%')
    const first = await push(ctx.app, school.teacherToken, batch)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({
      last_seq: 2,
      results: [
        { seq: 1, status: 'applied' },
        { seq: 2, status: 'applied' },
      ],
    })
    const expected = [
      { id: tomas, transport: false },
      { id: sofia, transport: true },
    ].sort((a, b) => a.id.localeCompare(b.id))
    expect(await attendance(school.sessionId)).toEqual(expected)
    expect(await auditCount('class_session.students.%')).toBe(auditsBefore + 2)

    const again = await push(ctx.app, school.teacherToken, batch)
    expect(again.body).toEqual({
      last_seq: 2,
      results: [
        { seq: 1, status: 'already_applied' },
        { seq: 2, status: 'already_applied' },
      ],
    })
    expect(await auditCount('class_session.students.%')).toBe(auditsBefore + 2)
  })

  it('rejects one change with a Spanish detail and still applies the ones after it', async () => {
    const [, sofia] = school.studentIds
    const other = crypto.randomUUID()
    const result = await push(ctx.app, school.teacherToken, {
      deviceId: newDevice(),
      mutations: [
        {
          seq: 1,
          name: 'session.create',
          args: { id: other, session_date: new Date().toISOString(), class_type: 'other' },
        },
        {
          seq: 2,
          name: 'session.setTransport',
          args: { session_id: other, student_id: sofia, used_transport: true },
        },
        {
          seq: 3,
          name: 'session.addStudents',
          args: { session_id: other, students: [{ student_id: sofia, used_transport: true }] },
        },
      ],
    })
    expect(result.body.results).toEqual([
      { seq: 1, status: 'applied' },
      {
        seq: 2,
        status: 'rejected',
        code: 'NOT_FOUND',
        detail: 'El alumno no está registrado en esta clase.',
      },
      { seq: 3, status: 'applied' },
    ])
    expect(result.body.last_seq).toBe(3)
    expect(await attendance(other)).toEqual([{ id: sofia, transport: true }])
  })

  it('rejects bad arguments, unknown names and changes the role may not make, one by one', async () => {
    const result = await push(ctx.app, school.teacherToken, {
      deviceId: newDevice(),
      mutations: [
        { seq: 1, name: 'session.addStudents', args: { session_id: school.sessionId } },
        { seq: 2, name: 'session.explode', args: {} },
        {
          seq: 3,
          name: 'group.addTeachers',
          args: { group_id: school.groupId, teacher_ids: [school.teacherId] },
        },
        {
          seq: 4,
          name: 'group.addStudents',
          args: { group_id: school.groupId, student_ids: [school.studentIds[0]] },
        },
      ],
    })
    expect(result.status).toBe(200)
    expect(result.body.results).toEqual([
      {
        seq: 1,
        status: 'rejected',
        code: 'VALIDATION_ERROR',
        detail: "El campo 'students' es obligatorio.",
      },
      {
        seq: 2,
        status: 'rejected',
        code: 'UNKNOWN_MUTATION',
        detail: 'La aplicación envió un tipo de cambio desconocido. Actualiza la aplicación.',
      },
      {
        seq: 3,
        status: 'rejected',
        code: 'FORBIDDEN',
        detail: 'No tienes permisos para realizar esta acción.',
      },
      { seq: 4, status: 'applied' },
    ])
  })

  it('answers already_applied for a seq at or below the last one, and allows gaps', async () => {
    const deviceId = newDevice()
    const add = (seq: number) => ({
      seq,
      name: 'group.addStudents',
      args: { group_id: school.groupId, student_ids: [school.studentIds[1]] },
    })
    expect(
      (await push(ctx.app, school.teacherToken, { deviceId, mutations: [add(1)] })).body,
    ).toEqual({ last_seq: 1, results: [{ seq: 1, status: 'applied' }] })
    const gap = await push(ctx.app, school.teacherToken, { deviceId, mutations: [add(7)] })
    expect(gap.body).toEqual({ last_seq: 7, results: [{ seq: 7, status: 'applied' }] })
    const late = await push(ctx.app, school.teacherToken, {
      deviceId,
      mutations: [add(5), add(8)],
    })
    expect(late.body).toEqual({
      last_seq: 8,
      results: [
        { seq: 5, status: 'already_applied' },
        { seq: 8, status: 'applied' },
      ],
    })
    // Another device of the same user counts on its own.
    const other = await push(ctx.app, school.teacherToken, {
      deviceId: newDevice(),
      mutations: [add(1)],
    })
    expect(other.body.results).toEqual([{ seq: 1, status: 'applied' }])
  })

  it('refuses a request whose seqs do not increase, applying none of it', async () => {
    const id = crypto.randomUUID()
    const create = (seq: number) => ({
      seq,
      name: 'session.create',
      args: { id, session_date: new Date().toISOString(), class_type: 'other' },
    })
    const result = await push(ctx.app, school.teacherToken, {
      deviceId: newDevice(),
      mutations: [create(2), create(2)],
    })
    expect(result.status).toBe(400)
    expect(result.body).toMatchObject({ code: 'SYNC_SEQ_ORDER' })
    const rows = await ctx.db.select().from(classSessions).where(eq(classSessions.id, id))
    expect(rows).toEqual([])
  })

  it('refuses more than 500 changes in one request with a Spanish detail', async () => {
    const mutations = Array.from({ length: 501 }, (_, i) => ({
      seq: i + 1,
      name: 'session.delete',
      args: { session_id: crypto.randomUUID() },
    }))
    const result = await push(ctx.app, school.teacherToken, { deviceId: newDevice(), mutations })
    expect(result.status).toBe(400)
    expect(result.body).toMatchObject({ code: 'VALIDATION_ERROR' })
    expect((result.body as unknown as { detail: string }).detail).toMatch(/demasiado largo/)
  })

  it('a teacher change to a session an admin deleted is rejected, saying so', async () => {
    const id = crypto.randomUUID()
    const deviceId = newDevice()
    await push(ctx.app, school.teacherToken, {
      deviceId,
      mutations: [
        {
          seq: 1,
          name: 'session.create',
          args: { id, session_date: new Date().toISOString(), class_type: 'other' },
        },
      ],
    })
    const deleted = await push(ctx.app, school.adminToken, {
      deviceId: newDevice(),
      mutations: [{ seq: 1, name: 'session.delete', args: { session_id: id } }],
    })
    expect(deleted.body.results[0]!.status).toBe('applied')
    const late = await push(ctx.app, school.teacherToken, {
      deviceId,
      mutations: [
        {
          seq: 2,
          name: 'session.addStudents',
          args: { session_id: id, students: [{ student_id: school.studentIds[0] }] },
        },
      ],
    })
    expect(late.body.results).toEqual([
      {
        seq: 2,
        status: 'rejected',
        code: 'NOT_FOUND',
        detail: 'La clase fue eliminada; este cambio no se guardó.',
      },
    ])
  })

  it('refuses a device id with invisible characters, naming the field', async () => {
    const result = await push(ctx.app, school.teacherToken, {
      deviceId: 'device\u0000\u0000\u0000\u0000',
      mutations: [],
    })
    expect(result.status).toBe(400)
    expect(result.body).toEqual({
      code: 'VALIDATION_ERROR',
      detail: "El campo 'deviceId' no es válido.",
    })
  })

  it('is for staff only', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      payload: { deviceId: newDevice(), mutations: [] },
    })
    expect(response.statusCode).toBe(401)
  })
})

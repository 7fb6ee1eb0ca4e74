import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { classSessions, groups } from '#server/db/schema.ts'
import {
  seedGroup,
  seedPerson,
  seedSession,
  staffSession,
  useStaffSession,
} from './people-fixtures.ts'

const { ctx, headers } = useStaffSession('teacher')

const get = (url: string, h = headers) => ctx.app.inject({ url, headers: h })

describe('GET /api/students/{id}', () => {
  it('shows the supporter, the groups and the latest 20 sessions newest first', async () => {
    const supporter = await seedPerson(ctx.db, {
      role: 'supporter',
      name: 'Marta',
      last_name: 'Soto',
      email: 'marta@correo.cl',
    })
    const student = await seedPerson(ctx.db, {
      role: 'student',
      name: 'Pedro',
      last_name: 'Soto',
      supporter_id: supporter.id,
    })
    const trail = await seedGroup(ctx.db, 'Trail', { students: [student.id] })
    await seedGroup(ctx.db, 'Enduro', { students: [student.id] })
    await seedGroup(ctx.db, 'Otro', {})
    const removedGroup = await seedGroup(ctx.db, 'Borrado', { students: [student.id] })
    await ctx.db
      .update(groups)
      .set({ deleted_at: new Date() })
      .where(eq(groups.id, removedGroup.id))
    for (let day = 1; day <= 22; day++) {
      await seedSession(ctx.db, {
        date: `2026-03-${String(day).padStart(2, '0')}T10:00:00-03:00`,
        name: `Clase ${day}`,
        students: [student.id],
      })
    }
    const deleted = await seedSession(ctx.db, {
      date: '2026-04-01T10:00:00-03:00',
      students: [student.id],
    })
    await ctx.db
      .update(classSessions)
      .set({ deleted_at: new Date() })
      .where(eq(classSessions.id, deleted.id))

    const response = await get(`/api/students/${student.id}`)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    // A teacher reads the family without RUT, birth date and e-mail (Ley 21.719).
    expect(body).toMatchObject({
      id: student.id,
      role: 'student',
      name: 'Pedro',
      rut: null,
      email: null,
      birth_date: null,
      phone: '+56982345678',
      supporter: { id: supporter.id, name: 'Marta', last_name: 'Soto', email: null },
    })
    expect(body.groups.map((g: { name: string }) => g.name)).toEqual(['Enduro', 'Trail'])
    expect(body.groups[1]).toEqual({ id: trail.id, name: 'Trail' })
    expect(body.class_sessions).toHaveLength(20)
    expect(body.class_sessions[0]).toEqual({
      id: expect.any(String),
      name: 'Clase 22',
      session_date: '2026-03-22T13:00:00.000Z',
      class_type: 'other',
    })
    expect(body.class_sessions[19].name).toBe('Clase 3')
  })

  it('shows no supporter once the supporter is deactivated, and empty lists', async () => {
    const supporter = await seedPerson(ctx.db, { role: 'supporter', active: false })
    const student = await seedPerson(ctx.db, { role: 'student', supporter_id: supporter.id })
    const body = (await get(`/api/students/${student.id}`)).json()
    expect(body).toMatchObject({ supporter: null, groups: [], class_sessions: [] })
  })

  it('answers 404 for a user of another list, an inactive one or an unknown id', async () => {
    const teacher = await seedPerson(ctx.db, { role: 'teacher' })
    const inactive = await seedPerson(ctx.db, { role: 'student', active: false })
    for (const id of [teacher.id, inactive.id, '7d0c5f7e-8a7b-4c1e-9d2f-0a1b2c3d4e5f']) {
      const response = await get(`/api/students/${id}`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({
        detail: 'El recurso solicitado no existe.',
        code: 'NOT_FOUND',
      })
    }
  })

  it('answers 400 for an id that is not a UUID', async () => {
    const response = await get('/api/students/123')
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('VALIDATION_ERROR')
  })
})

describe('GET /api/supporters/{id}', () => {
  it('lists the active students in their charge', async () => {
    const supporter = await seedPerson(ctx.db, { role: 'supporter' })
    const kid = await seedPerson(ctx.db, {
      role: 'student',
      name: 'Lía',
      last_name: 'Bravo',
      email: 'lia@correo.cl',
      supporter_id: supporter.id,
    })
    await seedPerson(ctx.db, { role: 'student', supporter_id: supporter.id, active: false })
    const body = (await get(`/api/supporters/${supporter.id}`)).json()
    expect(body.role).toBe('supporter')
    expect(body.supported_students).toEqual([
      { id: kid.id, name: 'Lía', last_name: 'Bravo', email: null },
    ])
    expect(body).toMatchObject({ rut: null, email: null, phone: '+56982345678' })
  })
})

describe('GET /api/teachers/{id}', () => {
  it('shows their groups and sessions', async () => {
    const teacher = await seedPerson(ctx.db, { role: 'teacher' })
    await seedGroup(ctx.db, 'Iniciación', { teachers: [teacher.id] })
    const session = await seedSession(ctx.db, {
      date: '2026-05-02T09:30:00-04:00',
      teachers: [teacher.id],
    })
    const body = (await get(`/api/teachers/${teacher.id}`)).json()
    expect(body.role).toBe('teacher')
    // A colleague is staff, not a family: their e-mail stays.
    expect(body.email).toBe(teacher.email)
    expect(body.groups.map((g: { name: string }) => g.name)).toEqual(['Iniciación'])
    expect(body.class_sessions).toEqual([
      { id: session.id, name: null, session_date: '2026-05-02T13:30:00.000Z', class_type: 'other' },
    ])
  })
})

describe('GET /api/admins/{id}', () => {
  it('shows an admin to admins and refuses teachers', async () => {
    const admin = await seedPerson(ctx.db, { role: 'superadmin' })
    expect((await get(`/api/admins/${admin.id}`)).statusCode).toBe(403)
    const { headers: adminHeaders } = await staffSession(ctx, 'admin')
    const response = await get(`/api/admins/${admin.id}`, adminHeaders)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: admin.id, role: 'superadmin' })
  })
})

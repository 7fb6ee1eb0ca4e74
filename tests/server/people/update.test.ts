import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '#server/db/schema.ts'
import { rutOf, seedPerson, staffSession, useStaffSession } from './people-fixtures.ts'
import { expectDetail } from '../helpers/answers.ts'

const { ctx, session: admin } = useStaffSession('admin')

const patch = (id: string, payload: unknown, headers = admin.headers) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/users/${id}`, payload: payload as object, headers })

describe('PATCH /api/users/{id}', () => {
  it('changes only the given fields, normalised, and audits before and after', async () => {
    const student = await seedPerson(ctx.db, { role: 'student', name: 'Antes', last_name: 'Igual' })
    const response = await patch(student.id, { name: ' Después ', phone: '9 2222 3333' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      id: student.id,
      role: 'student',
      name: 'Después',
      last_name: 'Igual',
      phone: '+56922223333',
      rut: student.rut,
    })
    const detail = await ctx.app.inject({
      url: `/api/students/${student.id}`,
      headers: admin.headers,
    })
    expect(detail.json().name).toBe('Después')
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, student.id))
    expect(entry).toMatchObject({
      action: 'update',
      before: { name: 'Antes', phone: '+56982345678' },
      after: { name: 'Después', phone: '+56922223333' },
    })
  })

  it('answers 409 when the new RUT belongs to another active user of the role', async () => {
    const a = await seedPerson(ctx.db, { role: 'student' })
    const b = await seedPerson(ctx.db, { role: 'student' })
    const response = await patch(b.id, { rut: a.rut!.replace(/\./g, '') })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('RUT_TAKEN')
    expect((await patch(a.id, { rut: a.rut })).statusCode).toBe(200)
    expect((await patch(b.id, { rut: rutOf() })).statusCode).toBe(200)
  })

  it('answers 409 when a staff e-mail is taken', async () => {
    const teacher = await seedPerson(ctx.db, { role: 'teacher', email: 'profe@escuela.cl' })
    const response = await patch(teacher.id, { email: admin.user.email })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('EMAIL_TAKEN')
    expect((await patch(teacher.id, { email: 'PROFE@escuela.cl' })).statusCode).toBe(200)
  })

  it('keeps the phone of students and supporters and the birth date of students', async () => {
    const student = await seedPerson(ctx.db, { role: 'student' })
    const phone = await patch(student.id, { phone: null })
    expect(phone.statusCode).toBe(400)
    expect(phone.json()).toEqual({
      detail: 'El teléfono es obligatorio para alumnos y apoderados.',
      code: 'PHONE_REQUIRED',
    })
    expect((await patch(student.id, { birth_date: null })).json().code).toBe('BIRTH_DATE_REQUIRED')
    const teacher = await seedPerson(ctx.db, { role: 'teacher' })
    const cleared = await patch(teacher.id, { phone: null })
    expect(cleared.statusCode).toBe(200)
    expect(cleared.json().phone).toBeNull()
  })

  it.each([
    [{ rut: '11.111.111-2' }, 'El RUT ingresado no es válido.'],
    [{ phone: '+56 8 1234 5678' }, 'El número de teléfono debe comenzar con 9 y tener 9 dígitos.'],
    [{ phone: '+56 9 1234 5678' }, 'Ese número no está asignado en Chile: revisa los dígitos.'],
    [{ phone: '+56 2 2345 6789' }, 'El número de teléfono debe comenzar con 9 y tener 9 dígitos.'],
    [{ role: 'admin' }, "Campo no permitido: 'role'."],
    [{}, 'No hay cambios que guardar.'],
  ])('rejects %o with a Spanish 400', async (payload, detail) => {
    const student = await seedPerson(ctx.db, { role: 'student' })
    expectDetail(await patch(student.id, payload), 400, detail)
  })

  it('answers 404 for an unknown or deactivated user and 400 for a bad id', async () => {
    const gone = await seedPerson(ctx.db, { role: 'student', active: false })
    expect((await patch(gone.id, { name: 'X' })).statusCode).toBe(404)
    expect((await patch('5b1f2b9e-0c7d-4e8a-9f3b-2a1c0d9e8f7a', { name: 'X' })).statusCode).toBe(
      404,
    )
    expect((await patch('abc', { name: 'X' })).statusCode).toBe(400)
  })

  it('only a superadmin edits admins and superadmins; teachers edit nobody', async () => {
    const other = await seedPerson(ctx.db, { role: 'superadmin' })
    const denied = await patch(other.id, { name: 'X' })
    expect(denied.statusCode).toBe(403)
    expect(denied.json().code).toBe('FORBIDDEN')
    const { headers } = await staffSession(ctx, 'superadmin')
    expect((await patch(other.id, { name: 'Y' }, headers)).statusCode).toBe(200)
    const teacher = await staffSession(ctx, 'teacher')
    const student = await seedPerson(ctx.db, { role: 'student' })
    expect((await patch(student.id, { name: 'Z' }, teacher.headers)).statusCode).toBe(403)
  })
})

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { isStrongPassword } from '#shared/password.ts'
import { auditLog, idempotencyKeys, users } from '#server/db/schema.ts'
import { asUniqueConflict } from '#server/people/uniqueness.ts'
import { expectAnswer } from '../helpers/answers.ts'
import { bearer, login } from '../helpers/fixtures.ts'
import { rutOf, seedPerson, staffSession, useStaffSession } from './people-fixtures.ts'

const { ctx, session: admin } = useStaffSession('admin')

const post = (list: string, payload: unknown, headers = admin.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/${list}`, payload: payload as object, headers })

const studentBody = (overrides: Record<string, unknown> = {}) => ({
  name: ' Sofía ',
  last_name: 'Muñoz',
  rut: rutOf().replace(/\./g, ''),
  email: ' Sofia@Correo.CL ',
  phone: '9 8765 4321',
  birth_date: '2013-09-18',
  ...overrides,
})

describe('POST /api/students', () => {
  it('creates a student with normalised fields, without password, and audits it', async () => {
    const body = studentBody({ rut: '12345678-5' })
    const response = await post('students', body)
    expect(response.statusCode).toBe(201)
    const created = response.json()
    expect(created).toEqual({
      id: expect.any(String),
      role: 'student',
      name: 'Sofía',
      last_name: 'Muñoz',
      rut: '12.345.678-5',
      email: 'sofia@correo.cl',
      phone: '+56987654321',
      birth_date: '2013-09-18',
    })
    const [row] = await ctx.db.select().from(users).where(eq(users.id, created.id))
    expect(row).toMatchObject({ password_hash: null, must_change_password: false, active: true })
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, created.id))
    expect(entries).toMatchObject([
      { action: 'create', entity: 'user', actor_id: admin.user.id, after: created },
    ])
    const listed = await ctx.app.inject({
      url: '/api/students?search=sofia',
      headers: admin.headers,
    })
    expect(listed.json().map((u: { id: string }) => u.id)).toContain(created.id)
  })

  it('answers 409 in Spanish for a RUT already used by an active student', async () => {
    const rut = rutOf()
    expect((await post('students', studentBody({ rut }))).statusCode).toBe(201)
    const clash = await post('students', studentBody({ rut: rut.replace(/[.-]/g, '') }))
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toEqual({
      detail: 'Ya existe un usuario activo con ese RUT.',
      code: 'RUT_TAKEN',
    })
  })

  it('answers 201 and 409 to two simultaneous creations with one RUT', async () => {
    const rut = rutOf()
    const answers = await Promise.all([
      post('students', studentBody({ rut })),
      post('students', studentBody({ rut })),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('RUT_TAKEN')
  })

  it('maps a unique-index violation of either driver to the 409 of its rule', async () => {
    const rut = rutOf()
    await seedPerson(ctx.db, { role: 'student', rut })
    const error = await seedPerson(ctx.db, { role: 'student', rut }).catch((e: unknown) => e)
    expect(asUniqueConflict(error)).toMatchObject({ statusCode: 409, code: 'RUT_TAKEN' })
    expect(asUniqueConflict(new Error('otro'))).toBeNull()
  })

  it('accepts a RUT used by a deactivated student or by a supporter', async () => {
    const rut = rutOf()
    await seedPerson(ctx.db, { role: 'student', rut, active: false })
    await seedPerson(ctx.db, { role: 'supporter', rut })
    expect((await post('students', studentBody({ rut }))).statusCode).toBe(201)
  })

  it.each([
    [{ rut: '12.345.678-9' }, 'El RUT ingresado no es válido.'],
    [{ phone: '812345678' }, 'El número de teléfono debe comenzar con 9 y tener 9 dígitos.'],
    [{ email: 'no-es-correo' }, "El campo 'email' no es válido."],
    [{ birth_date: '2013-02-30' }, 'Ingresa una fecha de nacimiento válida.'],
    [{ name: '  ' }, "El campo 'name' es obligatorio."],
    [{ password: 'x' }, "Campo no permitido: 'password'."],
    [{ birth_date: undefined }, "El campo 'birth_date' es obligatorio."],
  ])('rejects %o with a Spanish 400', async (override, detail) => {
    const response = await post('students', studentBody(override))
    expectAnswer(response, 400, { detail, code: 'VALIDATION_ERROR' })
  })

  it('stores every pasted phone format as one canonical number', async () => {
    const pasted = [
      '+56 9 8123 4567',
      '981234567',
      '9 8123 4567',
      '+56981234567',
      '56 9 8123 4567',
      '+56+56 9 8123 4567',
    ]
    for (const phone of pasted) {
      const response = await post('students', studentBody({ rut: rutOf(), phone }))
      expect(response.statusCode, phone).toBe(201)
      const [row] = await ctx.db.select().from(users).where(eq(users.id, response.json().id))
      expect(row?.phone, phone).toBe('+56981234567')
    }
  })

  it('rejects a phone that is not a Chilean mobile with a Spanish detail', async () => {
    const response = await post('students', studentBody({ rut: rutOf(), phone: '+56 2 2123 4567' }))
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toContain(
      'El número de teléfono debe comenzar con 9 y tener 9 dígitos.',
    )
  })

  it('rejects a body that is not an object', async () => {
    const response = await post('students', ['a'])
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('VALIDATION_ERROR')
  })
})

describe('POST /api/supporters', () => {
  it('creates a supporter; the birth date is optional', async () => {
    const { birth_date: _omit, ...body } = studentBody()
    const response = await post('supporters', body)
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ role: 'supporter', birth_date: null })
    expect(response.json().temporary_password).toBeUndefined()
  })

  it('requires the phone', async () => {
    const { phone: _omit, ...body } = studentBody()
    const response = await post('supporters', body)
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe("El campo 'phone' es obligatorio.")
  })
})

describe('POST /api/teachers and /api/admins', () => {
  const staffBody = (email: string) => ({
    name: 'Tomás',
    last_name: 'Reyes',
    rut: rutOf(),
    email,
  })

  it('gives a teacher a one-time password that signs in and forces a password change', async () => {
    const response = await post('teachers', staffBody('tomas@escuela.cl'))
    expect(response.statusCode).toBe(201)
    const created = response.json()
    expect(created).toMatchObject({ role: 'teacher', email: 'tomas@escuela.cl', phone: null })
    expect(isStrongPassword(created.temporary_password)).toBe(true)
    const [row] = await ctx.db.select().from(users).where(eq(users.id, created.id))
    expect(row!.must_change_password).toBe(true)
    expect(row!.password_hash).not.toContain(created.temporary_password)
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, created.id))
    expect(JSON.stringify(entry)).not.toContain(created.temporary_password)

    const session = await login(ctx.app, 'Tomas@Escuela.cl', created.temporary_password)
    expect(session.status).toBe(200)
    expect(session.body.user).toMatchObject({ id: created.id, must_change_password: true })
    const blocked = await ctx.app.inject({ url: '/api/students', headers: bearer(session.token) })
    expect(blocked.statusCode).toBe(403)
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED')
  })

  it('never stores or replays the temporary password of an idempotent create', async () => {
    const headers = { ...admin.headers, 'idempotency-key': 'crear-profesor-1' }
    const body = staffBody('unica@escuela.cl')
    const first = await post('teachers', body, headers)
    const password = first.json().temporary_password
    expect(isStrongPassword(password)).toBe(true)
    const stored = await ctx.db.select().from(idempotencyKeys)
    expect(JSON.stringify(stored)).not.toContain(password)
    const replay = await post('teachers', body, headers)
    expect(replay.statusCode).toBe(201)
    expect(replay.json().id).toBe(first.json().id)
    expect(replay.json().temporary_password).toBeUndefined()
  })

  it('gives every new staff member a different password', async () => {
    const a = await post('teachers', staffBody('uno@escuela.cl'))
    const b = await post('teachers', staffBody('dos@escuela.cl'))
    expect(a.json().temporary_password).not.toBe(b.json().temporary_password)
  })

  it('answers 409 for an e-mail already used by active staff, in any case', async () => {
    const response = await post('teachers', staffBody(admin.user.email!.toUpperCase()))
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      detail: 'Ya existe un miembro del personal activo con ese correo electrónico.',
      code: 'EMAIL_TAKEN',
    })
  })

  it('answers 409 for the RUT of an active superadmin when creating an admin', async () => {
    const { headers } = await staffSession(ctx, 'superadmin')
    const rut = rutOf()
    await seedPerson(ctx.db, { role: 'superadmin', rut })
    const response = await post('admins', { ...staffBody('nuevo.admin@escuela.cl'), rut }, headers)
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('RUT_TAKEN')
  })

  it('lets a superadmin create an admin, who can sign in with the temporary password', async () => {
    const { headers } = await staffSession(ctx, 'superadmin')
    const response = await post('admins', staffBody('admin2@escuela.cl'), headers)
    expect(response.statusCode).toBe(201)
    expect(response.json().role).toBe('admin')
    const session = await login(ctx.app, 'admin2@escuela.cl', response.json().temporary_password)
    expect(session.status).toBe(200)
  })

  it('an admin may not create admins; a teacher may not create teachers', async () => {
    expect((await post('admins', staffBody('x1@escuela.cl'))).statusCode).toBe(403)
    const teacher = await staffSession(ctx, 'teacher')
    expect((await post('teachers', staffBody('x2@escuela.cl'), teacher.headers)).statusCode).toBe(
      403,
    )
  })

  it('a teacher may create students and supporters', async () => {
    const teacher = await staffSession(ctx, 'teacher')
    expect((await post('students', studentBody(), teacher.headers)).statusCode).toBe(201)
    expect((await post('supporters', studentBody(), teacher.headers)).statusCode).toBe(201)
  })

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const headers = { ...admin.headers, 'idempotency-key': 'crear-alumno-1' }
    const body = studentBody()
    const first = await post('students', body, headers)
    const second = await post('students', body, headers)
    expect(second.statusCode).toBe(201)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.json().id).toBe(first.json().id)
  })
})

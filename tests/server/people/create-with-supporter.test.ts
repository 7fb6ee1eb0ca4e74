import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, users } from '#server/db/schema.ts'
import { rutOf, seedPerson, useStaffSession } from './people-fixtures.ts'

const { ctx, session: admin } = useStaffSession('admin')

const post = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/students', payload, headers: admin.headers })

const student = (overrides: Record<string, unknown> = {}) => ({
  name: 'Agustina',
  last_name: 'Reyes',
  rut: rutOf(),
  email: 'agustina@correo.cl',
  phone: '9 8111 2222',
  birth_date: '2015-04-01',
  ...overrides,
})

const newSupporter = (overrides: Record<string, unknown> = {}) => ({
  name: 'Carolina',
  last_name: 'Reyes',
  rut: rutOf(),
  email: 'carolina@correo.cl',
  phone: '+56 9 8123 4567',
  ...overrides,
})

const row = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]

const studentsNamed = async (lastName: string) =>
  ctx.db.select().from(users).where(eq(users.last_name, lastName))

describe('POST /api/students with the supporter in the same form', () => {
  it('creates a new supporter and puts the student in their charge', async () => {
    const response = await post(student({ supporter: newSupporter() }))
    expect(response.statusCode).toBe(201)
    const created = await row(response.json().id)
    const supporter = await row(created!.supporter_id!)
    expect(supporter).toMatchObject({
      role: 'supporter',
      name: 'Carolina',
      phone: '+56981234567',
      active: true,
    })
    const audited = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity_id, created!.id))
    expect(audited.map((a) => a.action)).toEqual(['create', 'assign_supporter'])
  })

  it('links an existing supporter', async () => {
    const existing = await seedPerson(ctx.db, {
      role: 'supporter',
      name: 'Pablo',
      last_name: 'Vera',
    })
    const response = await post(student({ supporter_id: existing.id }))
    expect(response.statusCode).toBe(201)
    expect((await row(response.json().id))?.supporter_id).toBe(existing.id)
  })

  it('refuses both choices at once, in Spanish', async () => {
    const existing = await seedPerson(ctx.db, {
      role: 'supporter',
      name: 'Ana',
      last_name: 'Lagos',
    })
    const response = await post(student({ supporter_id: existing.id, supporter: newSupporter() }))
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toContain(
      'Elige un apoderado existente o ingresa uno nuevo, no ambos.',
    )
  })

  it('creates nothing when the new supporter is refused', async () => {
    const taken = await seedPerson(ctx.db, { role: 'supporter', name: 'Rut', last_name: 'Usado' })
    const response = await post(
      student({ last_name: 'SinCrear', supporter: newSupporter({ rut: taken.rut }) }),
    )
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('RUT_TAKEN')
    expect(await studentsNamed('SinCrear')).toEqual([])
  })

  it('creates nothing when the chosen supporter does not exist', async () => {
    const response = await post(
      student({ last_name: 'Huerfano', supporter_id: crypto.randomUUID() }),
    )
    expect(response.statusCode).toBe(404)
    expect(await studentsNamed('Huerfano')).toEqual([])
  })

  it('checks the new supporter like the supporters form does', async () => {
    const response = await post(student({ supporter: newSupporter({ phone: '2 123 4567' }) }))
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toContain(
      'Ingresa un celular (9 dígitos, comienza con 9) o un teléfono fijo con su código de área',
    )
  })
})

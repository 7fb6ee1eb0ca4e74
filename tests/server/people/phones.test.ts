// Which phones each person may give, through the API: a guardian and an emergency contact may give
// a landline (a grandmother's +56 2 2345 6789), a student and staff a mobile; a number Chile has
// not assigned is refused everywhere, in Spanish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'
import { rutOf, seedPerson, staffSession } from './people-fixtures.ts'

const SANTIAGO_LANDLINE = '+56 2 2345 6789'
const UNASSIGNED = '+56 9 1234 5678'
const MOBILE_ONLY = 'El número de teléfono debe comenzar con 9 y tener 9 dígitos.'
const NOT_ASSIGNED = 'Ese número no está asignado en Chile: revisa los dígitos.'

let ctx: TestContext
let admin: Record<string, string>

beforeAll(async () => {
  ctx = await createTestApp()
  admin = (await staffSession(ctx, 'admin')).headers
})
afterAll(() => ctx.close())

const post = (list: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/${list}`, payload, headers: admin })
const patch = (id: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/users/${id}`, payload, headers: admin })

const person = (phone: string) => ({
  name: 'Rosa',
  last_name: 'Díaz',
  rut: rutOf(),
  email: `rosa${Math.random().toString(36).slice(2)}@correo.cl`,
  phone,
})

describe('a guardian', () => {
  it('may be created and updated with a landline, stored as +56223456789', async () => {
    const created = await post('supporters', person(SANTIAGO_LANDLINE))
    expect(created.statusCode).toBe(201)
    expect(created.json().phone).toBe('+56223456789')
    const updated = await patch(created.json().id, { phone: '32 212 3456' })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().phone).toBe('+56322123456')
  })

  it('may not give a number Chile has not assigned', async () => {
    const response = await post('supporters', person(UNASSIGNED))
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe(NOT_ASSIGNED)
  })
})

describe('a student and staff', () => {
  it('give a mobile: a landline is refused on creation and on update', async () => {
    const student = await post('students', {
      ...person(SANTIAGO_LANDLINE),
      birth_date: '2014-02-03',
    })
    expect(student.statusCode).toBe(400)
    expect(student.json().detail).toBe(MOBILE_ONLY)
    const teacher = await post('teachers', person(SANTIAGO_LANDLINE))
    expect(teacher.statusCode).toBe(400)
    expect(teacher.json().detail).toBe(MOBILE_ONLY)

    for (const role of ['student', 'teacher'] as const) {
      const row = await seedPerson(ctx.db, { role })
      const response = await patch(row.id, { phone: SANTIAGO_LANDLINE })
      expect(response.statusCode).toBe(400)
      expect(response.json().detail).toBe(MOBILE_ONLY)
      expect((await patch(row.id, { phone: '9 8765 4321' })).json().phone).toBe('+56987654321')
    }
  })

  it('may not give a mobile number Chile has not assigned', async () => {
    const row = await seedPerson(ctx.db, { role: 'student' })
    const response = await patch(row.id, { phone: UNASSIGNED })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe(NOT_ASSIGNED)
  })
})

describe('an emergency contact', () => {
  it("may be a grandmother's landline", async () => {
    const student = await seedPerson(ctx.db, { role: 'student' })
    const card = {
      contacts: [{ name: 'Rosa Díaz', relation: 'Abuela', phone: SANTIAGO_LANDLINE }],
      allergies: '',
      conditions: '',
      medication: '',
      insurance_provider: '',
      insurance_plan: '',
      consent: false,
    }
    const url = `/api/students/${student.id}/emergency`
    const saved = await ctx.app.inject({ method: 'PUT', url, headers: admin, payload: card })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().contacts[0].phone).toBe('+56223456789')

    const unassigned = { ...card, contacts: [{ ...card.contacts[0], phone: UNASSIGNED }] }
    const refused = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: unassigned,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().detail).toBe(NOT_ASSIGNED)
  })
})

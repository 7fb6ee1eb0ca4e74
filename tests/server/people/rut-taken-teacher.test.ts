// Creating a person with a RUT on file: an admin is told RUT_TAKEN; a teacher (who reads no
// family's RUT) gets a generic refusal that says nothing of the RUT and sends them to the office.
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../helpers/test-app.ts'
import { rutOf, seedPerson, staffSession } from './people-fixtures.ts'

const ctx = useTestApp()
let teacher: Awaited<ReturnType<typeof staffSession>>
let admin: Awaited<ReturnType<typeof staffSession>>
const rut = rutOf()

const supporter = (email: string) => ({
  name: 'Marta',
  last_name: 'Soto',
  rut,
  email,
  phone: '+56982345678',
})

beforeAll(async () => {
  teacher = await staffSession(ctx, 'teacher')
  admin = await staffSession(ctx, 'admin')
  await seedPerson(ctx.db, { role: 'supporter', rut })
})

describe('a RUT on file', () => {
  it('a teacher is not told it is on file', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/supporters',
      headers: teacher.headers,
      payload: supporter('marta.uno@correo.cl'),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      code: 'PERSON_NOT_CREATED',
      detail:
        'No se pudo registrar a esta persona con estos datos. Pide a la oficina que la registre.',
    })
  })

  it('an admin keeps RUT_TAKEN', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/supporters',
      headers: admin.headers,
      payload: supporter('marta.dos@correo.cl'),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('RUT_TAKEN')
  })
})

// Admins edit what the public schedule says of a group (level, ages, places, map link, shown or
// not) through the groups API: validated with Spanish details, and an older client's write that
// leaves them out keeps what is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GroupDetail } from '#shared/contract/groups.ts'
import { bearer, seedUser, login } from '../helpers/fixtures.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'

let ctx: TestContext
let admin: Record<string, string>
let id: string
beforeAll(async () => {
  ctx = await createTestApp()
  const user = await seedUser(ctx.db, { role: 'admin' })
  admin = bearer((await login(ctx.app, user.email!)).token)
  const created = await send('POST', '/api/groups', {
    name: 'Iniciación Infantil',
    start_date: '2026-03-01',
    rrule: 'FREQ=WEEKLY;BYDAY=TU,TH;BYHOUR=17;BYMINUTE=30',
    level: 'beginner',
    age_min: 7,
    age_max: 10,
    capacity: 12,
    map_url: 'https://www.google.com/maps/search/?api=1&query=Parque+Mahuida',
  })
  expect(created.statusCode, created.body).toBe(201)
  id = JSON.parse(created.body).id
})
afterAll(() => ctx.close())

const send = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: admin, payload: payload as object })
const detail = async () => JSON.parse((await send('GET', `/api/groups/${id}`)).body) as GroupDetail

describe("a group's public facts", () => {
  it('are stored on create and read back on the detail, published by default', async () => {
    expect(await detail()).toMatchObject({
      level: 'beginner',
      age_min: 7,
      age_max: 10,
      capacity: 12,
      map_url: 'https://www.google.com/maps/search/?api=1&query=Parque+Mahuida',
      published: true,
    })
  })

  it('stay as they are when a write leaves them out (an older client)', async () => {
    const response = await send('PATCH', `/api/groups/${id}`, { name: 'Iniciación Infantil A' })
    expect(response.statusCode).toBe(200)
    expect(JSON.parse(response.body)).toMatchObject({
      name: 'Iniciación Infantil A',
      level: 'beginner',
      age_min: 7,
      age_max: 10,
      capacity: 12,
      published: true,
    })
  })

  it('change and clear one at a time', async () => {
    const response = await send('PATCH', `/api/groups/${id}`, {
      age_max: null,
      capacity: null,
      published: false,
    })
    expect(JSON.parse(response.body)).toMatchObject({
      age_min: 7,
      age_max: null,
      capacity: null,
      published: false,
      level: 'beginner',
    })
  })

  it.each([
    [{ age_min: 2 }, 'Ingresa una edad entre 3 y 99 años.'],
    [{ age_min: 12, age_max: 9 }, 'La edad mínima no puede ser mayor que la edad máxima.'],
    [{ capacity: 0 }, 'Ingresa un número de cupos entre 1 y 500.'],
    [{ capacity: 501 }, 'Ingresa un número de cupos entre 1 y 500.'],
    [{ map_url: 'javascript:alert(1)' }, 'Ingresa un enlace que comience con https:// o http://.'],
    [
      { map_url: 'ftp://maps.example.com/x' },
      'Ingresa un enlace que comience con https:// o http://.',
    ],
    [{ level: 'expert' }, 'Elige un nivel: iniciación, intermedio o avanzado.'],
  ])('refuses %j with a Spanish 400', async (body, message) => {
    const response = await send('PATCH', `/api/groups/${id}`, body)
    expect(response.statusCode).toBe(400)
    expect(JSON.parse(response.body).detail).toContain(message)
  })

  it('checks a new maximum age against the stored minimum', async () => {
    await send('PATCH', `/api/groups/${id}`, { age_min: 12 })
    const response = await send('PATCH', `/api/groups/${id}`, { age_max: 9 })
    expect(response.statusCode).toBe(400)
    expect(JSON.parse(response.body).detail).toBe(
      'La edad mínima no puede ser mayor que la edad máxima.',
    )
    expect((await detail()).age_max).toBeNull()
  })
})

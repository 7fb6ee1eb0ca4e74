import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'
import { seedPerson, staffSession } from './people-fixtures.ts'

let ctx: TestContext
let headers: Record<string, string>

beforeAll(async () => {
  ctx = await createTestApp()
  headers = (await staffSession(ctx, 'admin')).headers
  const people = [
    ['Ñandú', 'Rojas'],
    ['Ana', 'Pérez Soto'],
    ['Ángel', 'Soto'],
    ['Núñez', 'Rojas'],
    ['ana', 'Pérez Araya'],
    ['Andrés', 'Soto'],
    ['Oscar', 'Díaz'],
  ]
  for (const [name, last_name] of people) {
    await seedPerson(ctx.db, { role: 'student', name: name!, last_name: last_name! })
  }
})
afterAll(() => ctx.close())

describe('Spanish name order on the server', () => {
  it('lists students with Ñ after N and accented vowels beside their letter', async () => {
    const response = await ctx.app.inject({ url: '/api/students', headers })
    expect(response.statusCode).toBe(200)
    const names = (response.json() as { name: string; last_name: string }[]).map(
      (p) => `${p.name} ${p.last_name}`,
    )
    expect(names).toEqual([
      'ana Pérez Araya',
      'Ana Pérez Soto',
      'Andrés Soto',
      'Ángel Soto',
      'Núñez Rojas',
      'Ñandú Rojas',
      'Oscar Díaz',
    ])
  })
})

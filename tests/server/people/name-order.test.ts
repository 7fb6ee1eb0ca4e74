import { beforeAll, describe, expect, it } from 'vitest'
import { seedPerson, useStaffSession } from './people-fixtures.ts'

const { ctx, headers } = useStaffSession('admin')

beforeAll(async () => {
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

import { beforeAll, describe, expect, it } from 'vitest'
import { rutOf, seedPerson, staffSession, useStaffSession } from './people-fixtures.ts'

// An admin's search: RUT and e-mail included. A teacher's (names only) is at the end.
const { ctx, headers } = useStaffSession('admin')
const ids: Record<string, string> = {}

beforeAll(async () => {
  const people = [
    { key: 'jose', name: 'José Ignacio', last_name: 'Núñez Pérez', rut: rutOf(12_345_678) },
    { key: 'ana', name: 'Ana', last_name: 'Álvarez', email: 'ana.alvarez@correo.cl' },
    { key: 'zoe', name: 'Zoë', last_name: 'Zúñiga' },
    { key: 'gone', name: 'Josefa', last_name: 'Inactiva', active: false },
  ]
  for (const { key, ...values } of people) {
    ids[key] = (await seedPerson(ctx.db, { role: 'student', ...values })).id
  }
  await seedPerson(ctx.db, { role: 'supporter', name: 'José', last_name: 'Apoderado' })
})

async function search(term?: string, list = 'students', as = headers) {
  const query = term === undefined ? '' : `?search=${encodeURIComponent(term)}`
  const response = await ctx.app.inject({ url: `/api/${list}${query}`, headers: as })
  expect(response.statusCode).toBe(200)
  return response.json() as Array<{
    id: string
    role: string
    name: string
    last_name: string
    rut: string | null
    email: string | null
  }>
}

describe('GET /api/students', () => {
  it('lists the active students sorted by full name ignoring accents', async () => {
    const rows = await search()
    expect(rows.map((r) => r.last_name)).toEqual(['Álvarez', 'Núñez Pérez', 'Zúñiga'])
    expect(rows[1]).toEqual({
      id: ids.jose,
      role: 'student',
      name: 'José Ignacio',
      last_name: 'Núñez Pérez',
      rut: '12.345.678-5',
      email: expect.any(String),
    })
  })

  it.each([
    ['jose', ['jose']],
    ['JOSÉ', ['jose']],
    ['nunez', ['jose']],
    ['jose perez', ['jose']],
    ['zoe', ['zoe']],
    ['ALVAREZ', ['ana']],
  ])('finds %s without minding accents or case', async (term, expected) => {
    expect((await search(term)).map((r) => r.id)).toEqual(expected.map((k) => ids[k]))
  })

  it.each(['12345678', '12.345.678', '12.345.678-5', '123456785', '345.678'])(
    'finds the RUT written as %s',
    async (term) => {
      expect((await search(term)).map((r) => r.id)).toEqual([ids.jose])
    },
  )

  it('finds by e-mail', async () => {
    expect((await search('ana.alvarez@correo')).map((r) => r.id)).toEqual([ids.ana])
  })

  it('treats LIKE wildcards literally and answers an empty list when nothing matches', async () => {
    expect(await search('%')).toEqual([])
    expect(await search('_')).toEqual([])
    expect(await search('nadie')).toEqual([])
  })

  it('a blank search lists everyone', async () => {
    expect(await search('   ')).toHaveLength(3)
  })

  it('never lists deactivated people', async () => {
    expect((await search('josefa')).map((r) => r.id)).toEqual([])
  })

  it('lists only the role of the path', async () => {
    const supporters = await search('jose', 'supporters')
    expect(supporters.map((r) => r.last_name)).toEqual(['Apoderado'])
    expect(supporters[0]!.role).toBe('supporter')
  })

  it('rejects an overlong search with a Spanish 400', async () => {
    const response = await ctx.app.inject({
      url: `/api/students?search=${'a'.repeat(101)}`,
      headers,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toMatch(/search/)
  })
})

describe('GET /api/admins', () => {
  it('lists superadmins and admins together', async () => {
    const { headers: adminHeaders, user } = await staffSession(ctx, 'admin')
    const superadmin = await seedPerson(ctx.db, {
      role: 'superadmin',
      name: 'Aaa',
      last_name: 'Aaa',
    })
    const response = await ctx.app.inject({ url: '/api/admins', headers: adminHeaders })
    expect(response.statusCode).toBe(200)
    const rows = response.json() as Array<{ id: string; role: string }>
    // This file's own admin is listed too.
    expect(rows).toHaveLength(3)
    expect(rows[0]).toMatchObject({ id: superadmin.id, role: 'superadmin' })
    expect(rows.slice(1).map((r) => r.role)).toEqual(['admin', 'admin'])
    expect(rows.map((r) => r.id)).toContain(user.id)
  })
})

describe("a teacher's search (Ley 21.719: names only)", () => {
  const teacher: Record<string, string> = {}
  beforeAll(async () => {
    Object.assign(teacher, (await staffSession(ctx, 'teacher')).headers)
  })

  it('finds by name, without RUT nor e-mail in the rows', async () => {
    const rows = await search('jose ignacio', 'students', teacher)
    expect(rows).toEqual([
      {
        id: ids.jose,
        role: 'student',
        name: 'José Ignacio',
        last_name: 'Núñez Pérez',
        rut: null,
        email: null,
      },
    ])
  })

  it.each(['12345678', '12.345.678-5', '345.678', 'ana.alvarez@correo', 'correo.cl'])(
    'finds nobody by %s: no answer tells whether a RUT or an e-mail is on record',
    async (term) => {
      expect(await search(term, 'students', teacher)).toEqual([])
    },
  )
})

// GET /api/teachers: a teacher reads colleagues by name and id only (RUT and e-mail null, and a
// search by RUT or e-mail finds no one); admins keep the whole list.
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../helpers/test-app.ts'
import { rutOf, seedPerson, staffSession } from './people-fixtures.ts'

const ctx = useTestApp()
let teacher: Awaited<ReturnType<typeof staffSession>>
let admin: Awaited<ReturnType<typeof staffSession>>
const colleague = { id: '', rut: rutOf(), email: 'colega.lista@escuela.cl' }

const list = async (who: { headers: Record<string, string> }, search?: string) =>
  (
    await ctx.app.inject({
      url: `/api/teachers${search ? `?search=${encodeURIComponent(search)}` : ''}`,
      headers: who.headers,
    })
  ).json<
    { id: string; name: string; last_name: string; rut: string | null; email: string | null }[]
  >()

beforeAll(async () => {
  teacher = await staffSession(ctx, 'teacher')
  admin = await staffSession(ctx, 'admin')
  const row = await seedPerson(ctx.db, {
    role: 'teacher',
    name: 'Colega',
    last_name: 'Lista',
    rut: colleague.rut,
    email: colleague.email,
  })
  colleague.id = row.id
})

describe('GET /api/teachers', () => {
  it('a teacher gets names and ids only, and cannot search by RUT or e-mail', async () => {
    const rows = await list(teacher)
    const row = rows.find((r) => r.id === colleague.id)
    expect(row).toEqual({
      id: colleague.id,
      role: 'teacher',
      name: 'Colega',
      last_name: 'Lista',
      rut: null,
      email: null,
    })
    expect(rows.every((r) => r.rut === null && r.email === null)).toBe(true)
    expect(await list(teacher, colleague.rut)).toEqual([])
    expect(await list(teacher, colleague.email)).toEqual([])
    expect((await list(teacher, 'Colega')).map((r) => r.id)).toEqual([colleague.id])
  })

  it('an admin keeps the RUT and e-mail, and searches by them', async () => {
    const row = (await list(admin)).find((r) => r.id === colleague.id)
    expect(row).toMatchObject({ rut: colleague.rut, email: colleague.email })
    expect((await list(admin, colleague.email)).map((r) => r.id)).toEqual([colleague.id])
  })
})

// The school's own holidays: admins add and remove them (audited), every staff member reads them
// (Hoy shows them), mistakes get a Spanish detail, and a day holds one holiday.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SchoolHoliday } from '#shared/contract/holidays.ts'
import { holidayMessages } from '#shared/i18n/holidays.ts'
import { validationMessages } from '#shared/i18n/validation.ts'
import { auditLog } from '#server/db/schema.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'
import { expectDetail } from '../helpers/answers.ts'
import { signIn, type Caller } from '../prices/api.ts'
import { ok } from '../payments/billing-fixtures.ts'

let ctx: TestContext
let admin: Caller
let teacher: Caller

beforeAll(async () => {
  ctx = await createTestApp()
  admin = await signIn(ctx, 'admin')
  teacher = await signIn(ctx, 'teacher')
})
afterAll(() => ctx.close())

const add = (body: unknown, caller: Caller = admin) =>
  caller.send('POST', '/api/school-holidays', body)
const list = async (caller: Caller = teacher) =>
  (await ok(await caller.get('/api/school-holidays'))) as SchoolHoliday[]
const auditRows = (id: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'school_holiday'), eq(auditLog.entity_id, id)))

describe('school holidays', () => {
  it('an admin adds one; teachers read the list in date order', async () => {
    const chillan = await add({ day: '2027-08-20', name: ' Nacimiento del Prócer (Chillán) ' })
    expect(chillan.statusCode).toBe(201)
    expect(chillan.json()).toMatchObject({
      day: '2027-08-20',
      name: 'Nacimiento del Prócer (Chillán)',
    })
    expect(
      (await add({ day: '2027-06-07', name: 'Asalto y Toma del Morro de Arica' })).statusCode,
    ).toBe(201)
    const days = (await list()).map((h) => `${h.day} ${h.name}`)
    expect(days).toEqual([
      '2027-06-07 Asalto y Toma del Morro de Arica',
      '2027-08-20 Nacimiento del Prócer (Chillán)',
    ])
    const [row] = await auditRows(chillan.json<SchoolHoliday>().id)
    expect(row).toMatchObject({
      action: 'create',
      actor_id: admin.userId,
      after: { day: '2027-08-20', name: 'Nacimiento del Prócer (Chillán)' },
    })
  })

  it('refuses a second holiday on the same day, naming the one already there', async () => {
    await add({ day: '2027-03-15', name: 'Cierre por mantención' })
    expectDetail(
      await add({ day: '2027-03-15', name: 'Otro' }),
      409,
      holidayMessages.dayTaken('Cierre por mantención'),
    )
  })

  it('an admin removes one: it leaves the list and the removal is audited', async () => {
    const created = (await ok(await add({ day: '2027-04-12', name: 'Cierre' }))) as SchoolHoliday
    const removed = await admin.send('DELETE', `/api/school-holidays/${created.id}`)
    expect(removed.statusCode).toBe(204)
    expect((await list()).some((h) => h.id === created.id)).toBe(false)
    const actions = (await auditRows(created.id)).map((r) => r.action).sort()
    expect(actions).toEqual(['create', 'delete'])
    expect((await admin.send('DELETE', `/api/school-holidays/${created.id}`)).statusCode).toBe(404)
  })

  it('teachers may read but not add or remove', async () => {
    expect((await add({ day: '2027-05-03', name: 'Cierre' }, teacher)).statusCode).toBe(403)
    const [any] = await list(admin)
    expect((await teacher.send('DELETE', `/api/school-holidays/${any!.id}`)).statusCode).toBe(403)
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/school-holidays' })
    expect(anonymous.statusCode).toBe(401)
  })

  it.each([
    [{ day: '2027-05-04', name: '  ' }, "El campo 'name' es obligatorio."],
    [{ day: '2027-05-04' }, "El campo 'name' es obligatorio."],
    [{ name: 'Cierre' }, "El campo 'day' es obligatorio."],
    [{ day: '', name: 'Cierre' }, validationMessages.dateInvalid],
    [{ day: '2027-02-30', name: 'Cierre' }, validationMessages.dateInvalid],
    [{ day: '4/5/2027', name: 'Cierre' }, validationMessages.dateInvalid],
    [{ day: '1999-12-31', name: 'Cierre' }, validationMessages.dateOutOfRange],
    [{ day: '2027-05-04', name: 'x'.repeat(81) }, "El campo 'name' es demasiado largo."],
  ])('answers a mistake with 400 and a Spanish detail: %j', async (body, detail) => {
    expectDetail(await add(body), 400, detail)
  })

  it('answers junk with 400, never 500', async () => {
    for (const body of [
      [],
      'x',
      { day: '2027-05-04', name: 'Cierre', extra: 1 },
      { day: 5, name: 1 },
    ]) {
      expect((await add(body)).statusCode).toBe(400)
    }
    expect((await admin.send('DELETE', '/api/school-holidays/not-an-id')).statusCode).toBe(400)
  })
})

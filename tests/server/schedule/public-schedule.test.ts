// The public schedule as a visitor's browser reads it: the demo school's published groups with
// their words, prices from Tarifas and a coarse 'places left'; what an admin changes shows up;
// an unpublished or ended group is gone; and nothing names, identifies or counts a child, nor
// gives a teacher's contact.
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PublicGroup, PublicPlans, PublicSchedule } from '#shared/contract/schedule.ts'
import { todayInSantiago } from '#shared/dates.ts'
import { groups, groupStudents, users } from '#server/db/schema.ts'
import { seedDemoSchool } from '#server/seed/demo.ts'
import { publicGroup, publicSchedule } from '#server/schedule/schedule-data.ts'
import { bearer, login } from '../helpers/fixtures.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'

let ctx: TestContext
let admin: Record<string, string>
beforeAll(async () => {
  ctx = await createTestApp()
  await seedDemoSchool(ctx.db)
  admin = bearer((await login(ctx.app, 'admin@demo.cl', 'Demo1234!')).token)
})
afterAll(() => ctx.close())

const get = (url: string) => ctx.app.inject({ url })
async function schedule(): Promise<PublicGroup[]> {
  const response = await get('/api/public/schedule')
  expect(response.statusCode).toBe(200)
  return (JSON.parse(response.body) as PublicSchedule).groups
}
const bySlug = async (slug: string) => (await schedule()).find((g) => g.slug === slug)
async function groupId(name: string) {
  const [row] = await ctx.db.select({ id: groups.id }).from(groups).where(eq(groups.name, name))
  return row!.id
}
async function patchGroup(name: string, body: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/groups/${await groupId(name)}`,
    headers: admin,
    payload: body,
  })
  expect(response.statusCode, response.body).toBe(200)
  return JSON.parse(response.body) as Record<string, unknown>
}

describe('GET /api/public/schedule', () => {
  it("lists the demo school's groups with their facts in words, without a session", async () => {
    const shown = await schedule()
    expect(shown.map((g) => g.slug)).toEqual([
      'avanzado-enduro',
      'iniciacion-infantil',
      'intermedio-juvenil',
      'mini-riders',
    ])
    const infantil = shown.find((g) => g.slug === 'iniciacion-infantil')!
    expect(infantil).toMatchObject({
      name: 'Iniciación Infantil',
      level: 'beginner',
      level_label: 'Iniciación',
      ages_text: '7 a 10 años',
      days: ['TU', 'TH'],
      time: '17:30',
      schedule_text: 'martes y jueves 17:30',
      location: 'Parque Mahuida, La Reina',
      price_per_class: 10_000,
      transport_price: 3_000,
      spots_left: 'few',
    })
    expect(infantil.map_url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//)
    expect(infantil.instructors.length).toBeGreaterThan(0)
    expect(infantil.discounts.map((d) => d.text)).toEqual([
      'de 4 a 7 clases al mes: $9.500 por clase',
      'de 8 a 11 clases al mes: $9.000 por clase',
      'desde 12 clases al mes: $8.500 por clase',
    ])
    // The group's own price wins over the class price; no maximum age reads 'desde'.
    const enduro = shown.find((g) => g.slug === 'avanzado-enduro')!
    expect(enduro).toMatchObject({ price_per_class: 14_000, ages_text: 'desde 15 años' })
    expect(enduro.spots_left).toBeNull()
    expect(shown.find((g) => g.slug === 'intermedio-juvenil')!.spots_left).toBe('full')
    expect(shown.find((g) => g.slug === 'mini-riders')!.spots_left).toBe('available')
  })

  it('answers one group by its slug, and a Spanish 404 for an unknown one', async () => {
    const response = await get('/api/public/schedule/mini-riders')
    expect(response.statusCode).toBe(200)
    expect(JSON.parse(response.body)).toMatchObject({
      name: 'Mini Riders',
      ages_text: '4 a 6 años',
    })
    const unknown = await get('/api/public/schedule/no-existe')
    expect(unknown.statusCode).toBe(404)
    expect(JSON.parse(unknown.body)).toMatchObject({ code: 'NOT_FOUND' })
    expect(JSON.parse(unknown.body).detail).toContain('No encontramos ese grupo')
  })

  it('never carries a child’s name or RUT, a count of riders, or a teacher’s e-mail', async () => {
    const raw =
      (await get('/api/public/schedule')).body +
      (await get('/api/public/schedule/iniciacion-infantil')).body +
      (await get('/api/public/plans')).body
    const people = await ctx.db
      .select({ name: users.name, last_name: users.last_name, rut: users.rut, email: users.email })
      .from(users)
      .where(inArray(users.role, ['student', 'supporter', 'teacher', 'admin', 'superadmin']))
    for (const person of people) {
      if (person.last_name) expect(raw).not.toContain(person.last_name)
      if (person.rut) expect(raw).not.toContain(person.rut)
      if (person.email) expect(raw).not.toContain(person.email)
    }
    const students = people.filter((p) => !!p.rut)
    expect(students.length).toBeGreaterThan(30)
    expect(raw).not.toMatch(/@/)
    // Only the coarse level of places: no field that holds a number of riders.
    const group = JSON.parse((await get('/api/public/schedule/iniciacion-infantil')).body)
    expect(Object.keys(group).sort()).toEqual(
      [
        'slug',
        'name',
        'description',
        'level',
        'level_label',
        'age_min',
        'age_max',
        'ages_text',
        'days',
        'time',
        'schedule_text',
        'starts_on',
        'location',
        'map_url',
        'instructors',
        'price_per_class',
        'discounts',
        'transport_price',
        'spots_left',
      ].sort(),
    )
  })

  it('shows what an admin changes: level, ages, place, capacity and the group’s price', async () => {
    await patchGroup('Mini Riders', {
      level: 'intermediate',
      age_min: 5,
      age_max: null,
      location: 'Parque Araucano, Las Condes',
      map_url: 'https://maps.app.goo.gl/abc123',
      price_per_session: 11_500,
      valid_from: todayInSantiago(),
    })
    expect(await bySlug('mini-riders')).toMatchObject({
      level: 'intermediate',
      level_label: 'Intermedio',
      ages_text: 'desde 5 años',
      location: 'Parque Araucano, Las Condes',
      map_url: 'https://maps.app.goo.gl/abc123',
      price_per_class: 11_500,
    })
    // A change of the class price in Tarifas reaches every group without a price of its own.
    const price = await ctx.app.inject({
      method: 'POST',
      url: '/api/prices/class_prices',
      headers: admin,
      payload: { class_type: 'group', price: 12_000, valid_from: todayInSantiago() },
    })
    expect(price.statusCode, price.body).toBeLessThan(300)
    expect((await bySlug('iniciacion-infantil'))!.price_per_class).toBe(12_000)
    expect((await bySlug('iniciacion-infantil'))!.discounts[2]!.text).toBe(
      'desde 12 clases al mes: $10.200 por clase',
    )
    const plans = JSON.parse((await get('/api/public/plans')).body) as PublicPlans
    expect(plans.class_prices.find((p) => p.class_type === 'group')!.price).toBe(12_000)
  })

  it('computes full, few and available from the active riders against the capacity', async () => {
    const id = await groupId('Mini Riders')
    const members = await ctx.db
      .select({ id: groupStudents.student_id })
      .from(groupStudents)
      .innerJoin(users, eq(users.id, groupStudents.student_id))
      .where(
        and(
          eq(groupStudents.group_id, id),
          isNull(groupStudents.deleted_at),
          eq(users.active, true),
        ),
      )
    const n = members.length
    await patchGroup('Mini Riders', { capacity: n })
    expect((await bySlug('mini-riders'))!.spots_left).toBe('full')
    await patchGroup('Mini Riders', { capacity: n + 1 })
    expect((await bySlug('mini-riders'))!.spots_left).toBe('few')
    await patchGroup('Mini Riders', { capacity: n + 20 })
    expect((await bySlug('mini-riders'))!.spots_left).toBe('available')
    // A rider who leaves (deactivated) frees a place.
    await patchGroup('Mini Riders', { capacity: n })
    await ctx.db.update(users).set({ active: false }).where(eq(users.id, members[0]!.id))
    expect((await bySlug('mini-riders'))!.spots_left).toBe('few')
    await ctx.db.update(users).set({ active: true }).where(eq(users.id, members[0]!.id))
    await patchGroup('Mini Riders', { capacity: null })
    expect((await bySlug('mini-riders'))!.spots_left).toBeNull()
  })

  it('never hands a visitor a map link that is not http(s), even one stored around the API', async () => {
    await ctx.db
      .update(groups)
      .set({ map_url: 'javascript:alert(1)' })
      .where(eq(groups.id, await groupId('Iniciación Infantil')))
    expect((await bySlug('iniciacion-infantil'))!.map_url).toBeNull()
  })

  it('leaves out an unpublished group and a group that has ended', async () => {
    await patchGroup('Intermedio Juvenil', { published: false })
    expect(await bySlug('intermedio-juvenil')).toBeUndefined()
    expect((await get('/api/public/schedule/intermedio-juvenil')).statusCode).toBe(404)
    await patchGroup('Intermedio Juvenil', { published: true })
    expect(await bySlug('intermedio-juvenil')).toBeDefined()

    const today = todayInSantiago()
    const [y, m, d] = today.split('-').map(Number) as [number, number, number]
    const yesterday = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10)
    await ctx.db
      .update(groups)
      .set({ end_date: yesterday })
      .where(eq(groups.id, await groupId('Intermedio Juvenil')))
    expect(await bySlug('intermedio-juvenil')).toBeUndefined()
    // Ending on today still shows it today.
    expect(await publicGroup(ctx.db, 'intermedio-juvenil', yesterday)).not.toBeNull()
  })

  it('gives a repeated name its own slug, and keeps it when another group is unpublished', async () => {
    const create = await ctx.app.inject({
      method: 'POST',
      url: '/api/groups',
      headers: admin,
      payload: {
        name: 'Mini Riders',
        start_date: todayInSantiago(),
        rrule: 'FREQ=WEEKLY;BYDAY=SU;BYHOUR=11;BYMINUTE=0',
      },
    })
    expect(create.statusCode, create.body).toBe(201)
    const { groups: shown } = await publicSchedule(ctx.db)
    expect(shown.filter((g) => g.name === 'Mini Riders').map((g) => g.slug)).toEqual([
      'mini-riders',
      'mini-riders-2',
    ])
    await patchGroup('Avanzado Enduro', { published: false })
    expect(await bySlug('mini-riders-2')).toMatchObject({ schedule_text: 'domingo 11:00' })
    // A group with no teachers says no names rather than anyone else's.
    expect((await bySlug('mini-riders-2'))!.instructors).toEqual([])
  })
})

describe('GET /api/public/plans', () => {
  it('answers the Tarifas prices in force, the tiers in words and the service fee', async () => {
    const fresh = await createTestApp()
    try {
      await seedDemoSchool(fresh.db)
      const plans = JSON.parse((await fresh.app.inject({ url: '/api/public/plans' })).body)
      expect(plans).toMatchObject({ transport_price: 3_000, service_fee: 500 })
      expect(
        plans.class_prices.map((p: { label: string; price: number }) => [p.label, p.price]),
      ).toEqual([
        ['Grupal Recurrente', 10_000],
        ['Particular', 25_000],
      ])
      expect(plans.discounts.map((d: { text: string }) => d.text)).toEqual([
        'de 4 a 7 clases al mes: 5 % de descuento',
        'de 8 a 11 clases al mes: 10 % de descuento',
        'desde 12 clases al mes: 15 % de descuento',
      ])
    } finally {
      await fresh.close()
    }
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, discountTiers } from '#server/db/schema.ts'
import { defaultValidFrom } from '#shared/billing/price-in-force.ts'
import type { PriceHistoryBody } from '#shared/contract/prices-history.ts'
import { todayInSantiago } from '#shared/dates.ts'
import { expectAnswer, expectDetail } from '../helpers/answers.ts'
import { useSignedInApp } from './api.ts'

const { ctx, caller: admin } = useSignedInApp('admin')
beforeEach(async () => {
  await ctx.db.delete(discountTiers)
})

const URL = '/api/prices/discount_tiers'
/** Tiers dated today change the set in force now (no valid_from: from next month). */
const TODAY = todayInSantiago()
const tier = (min_classes: number, max_classes: number, discount_percentage = 5) => ({
  min_classes,
  max_classes,
  discount_percentage,
  valid_from: TODAY,
})

/** Changes tier `id` from today on. */
const patchToday = (id: string, changes: object) =>
  admin.send('PATCH', `${URL}/${id}`, { ...changes, valid_from: TODAY })

async function create(min: number, max: number, percentage = 5) {
  const response = await admin.send('POST', URL, tier(min, max, percentage))
  expect(response.statusCode).toBe(201)
  return response.json() as { id: string }
}

describe('listing and creating tiers', () => {
  it('creates tiers and lists them by minimum classes', async () => {
    const high = await admin.send('POST', URL, tier(8, 11, 10))
    expect(high.statusCode).toBe(201)
    expect(high.json()).toEqual({ id: expect.any(String), ...tier(8, 11, 10) })
    await create(4, 7, 5)
    await create(12, 99, 12.5)

    const list = await admin.get(URL)
    expect(list.statusCode).toBe(200)
    expect(list.json().map(({ id: _id, ...rest }: { id: string }) => rest)).toEqual([
      tier(4, 7, 5),
      tier(8, 11, 10),
      tier(12, 99, 12.5),
    ])
  })

  it('accepts a tier of a single count', async () => {
    await create(3, 3)
    expect((await admin.get(URL)).json()).toHaveLength(1)
  })

  it('refuses a tier sharing its lower boundary with another (1–3 vs 3–5): 409', async () => {
    await create(1, 3)
    const response = await admin.send('POST', URL, tier(3, 5))
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      detail: 'Se superpone con el nivel de 1 a 3 clases.',
      code: 'TIER_OVERLAP',
    })
    expect((await admin.get(URL)).json()).toHaveLength(1)
  })

  it('refuses a tier sharing its upper boundary and names the clashing tier', async () => {
    await create(4, 7)
    const response = await admin.send('POST', URL, tier(1, 4))
    expect(response.statusCode).toBe(409)
    expect(response.json().detail).toBe('Se superpone con el nivel de 4 a 7 clases.')
  })

  it('refuses a tier inside or around another', async () => {
    await create(4, 7)
    expect((await admin.send('POST', URL, tier(5, 6))).statusCode).toBe(409)
    expect((await admin.send('POST', URL, tier(0, 20))).statusCode).toBe(409)
  })

  it('accepts adjacent tiers (1–3 and 4–6)', async () => {
    await create(1, 3)
    await create(4, 6)
    expect((await admin.get(URL)).json()).toHaveLength(2)
  })

  it.each([
    [
      'a minimum above the maximum',
      tier(5, 3),
      'El mínimo de clases no puede ser mayor que el máximo.',
    ],
    ['a percentage above 100', tier(1, 3, 101), 'Ingresa un porcentaje de descuento válido.'],
    ['a negative percentage', tier(1, 3, -1), 'Ingresa un porcentaje de descuento válido.'],
    ['a decimal class count', tier(1.5, 3), 'Ingresa un número entero de clases entre 0 y 1000.'],
    ['a negative class count', tier(-1, 3), 'Ingresa un número entero de clases entre 0 y 1000.'],
    [
      'a percentage given as text',
      { ...tier(1, 3), discount_percentage: '5' },
      "El campo 'discount_percentage' tiene un tipo de dato incorrecto.",
    ],
    [
      'no percentage',
      { min_classes: 1, max_classes: 3 },
      "El campo 'discount_percentage' es obligatorio.",
    ],
    [
      'an id (updates go through PATCH)',
      { id: crypto.randomUUID(), ...tier(1, 3) },
      "Campo no permitido: 'id'.",
    ],
  ])('rejects %s with 400', async (_case, payload, detail) => {
    expectAnswer(await admin.send('POST', URL, payload), 400, { detail, code: 'VALIDATION_ERROR' })
  })

  it('keeps percentages to hundredths and accepts 0 and 100', async () => {
    expect((await admin.send('POST', URL, tier(1, 2, 12.345))).json()).toMatchObject({
      discount_percentage: 12.35,
    })
    expect((await admin.send('POST', URL, tier(3, 4, 0))).statusCode).toBe(201)
    expect((await admin.send('POST', URL, tier(5, 6, 100))).statusCode).toBe(201)
  })

  it('never saves overlapping tiers sent at the same time', async () => {
    const responses = await Promise.all([
      admin.send('POST', URL, tier(1, 5)),
      admin.send('POST', URL, tier(3, 8)),
      admin.send('POST', URL, tier(5, 9)),
    ])
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409])
    expect((await admin.get(URL)).json()).toHaveLength(1)
  })
})

describe('changing and deleting tiers', () => {
  it('changes one field of a tier and audits before and after', async () => {
    const { id } = await create(4, 7, 5)
    const response = await admin.send('PATCH', `${URL}/${id}`, {
      discount_percentage: 8,
      valid_from: TODAY,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ id, ...tier(4, 7, 8) })
    expect((await admin.get(URL)).json()).toEqual([{ id, ...tier(4, 7, 8) }])

    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, id), eq(auditLog.action, 'update')))
    expect(entry).toMatchObject({
      entity: 'discount_tier',
      actor_id: admin.userId,
      before: { id, ...tier(4, 7, 5) },
      after: { id, ...tier(4, 7, 8) },
    })
  })

  it('may move a tier over its own old range', async () => {
    const { id } = await create(4, 7)
    const response = await admin.send('PATCH', `${URL}/${id}`, tier(5, 9))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject(tier(5, 9))
  })

  it('refuses a change that would overlap another tier: 409, tier unchanged', async () => {
    await create(1, 3)
    const { id } = await create(4, 6)
    expectAnswer(await patchToday(id, { min_classes: 3 }), 409, {
      detail: 'Se superpone con el nivel de 1 a 3 clases.',
      code: 'TIER_OVERLAP',
    })
    expect((await admin.get(URL)).json()).toContainEqual({ id, ...tier(4, 6) })
  })

  it('refuses a change leaving the minimum above the saved maximum', async () => {
    const { id } = await create(4, 6)
    expectAnswer(await patchToday(id, { min_classes: 7 }), 400, {
      detail: 'El mínimo de clases no puede ser mayor que el máximo.',
      code: 'VALIDATION_ERROR',
    })
  })

  it('refuses an empty change', async () => {
    const { id } = await create(4, 6)
    expectDetail(await admin.send('PATCH', `${URL}/${id}`, {}), 400, 'No hay cambios que guardar.')
  })

  it('answers 404 for an unknown tier and 400 for an id that is not a UUID', async () => {
    const unknown = `${URL}/${crypto.randomUUID()}`
    expect((await admin.send('PATCH', unknown, { min_classes: 1 })).statusCode).toBe(404)
    expect((await admin.send('DELETE', unknown)).statusCode).toBe(404)
    const bad = await admin.send('DELETE', `${URL}/not-a-uuid`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().code).toBe('VALIDATION_ERROR')
  })

  it('deletes a tier, freeing its range, and audits it', async () => {
    const { id } = await create(4, 7)
    const response = await admin.send('DELETE', `${URL}/${id}?valid_from=${TODAY}`)
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    expect((await admin.get(URL)).json()).toEqual([])
    await create(5, 6)
    const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, id))
    expect(rows.find((row) => row.action === 'delete')).toMatchObject({
      before: { id, ...tier(4, 7) },
      after: { valid_from: TODAY },
    })
  })
})

describe('tiers from a later day', () => {
  const NEXT = defaultValidFrom()
  const history = async () =>
    ((await admin.get('/api/prices/history')).json() as PriceHistoryBody).discount_tiers

  it('changes a tier from next month by default: a copy of the set, today untouched', async () => {
    const low = await create(4, 7, 5)
    await create(8, 11, 10)
    const changed = await admin.send('PATCH', `${URL}/${low.id}`, { discount_percentage: 6 })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ ...tier(4, 7, 6), valid_from: NEXT })
    expect(changed.json().id).not.toBe(low.id)

    // In force today: as before.
    expect((await admin.get(URL)).json()).toEqual([
      { id: low.id, ...tier(4, 7, 5) },
      expect.objectContaining(tier(8, 11, 10)),
    ])
    // From next month: the whole set, with the change.
    const next = (await history()).filter((row) => row.valid_from === NEXT)
    expect(next.map((row) => [row.min_classes, row.discount_percentage])).toEqual([
      [4, 6],
      [8, 10],
    ])
  })

  it('refuses to change a tier on a day another set is in force (409)', async () => {
    const low = await create(4, 7, 5)
    await admin.send('POST', URL, { ...tier(12, 20, 15), valid_from: NEXT })
    const response = await admin.send('PATCH', `${URL}/${low.id}`, {
      discount_percentage: 6,
      valid_from: NEXT,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('TIER_NOT_IN_FORCE')
    expect(response.json().detail).toMatch(
      /^Ese nivel de descuento no está vigente el \d{2}-\d{2}-\d{4}\.$/,
    )
  })

  it('removes a tier from next month, but never leaves a day without tiers', async () => {
    const only = await create(4, 7, 5)
    const empty = await admin.send('DELETE', `${URL}/${only.id}`)
    expect(empty.statusCode).toBe(409)
    expect(empty.json()).toEqual({
      detail:
        'Es el único nivel vigente en esa fecha: para no dar descuento desde entonces, cámbialo a 0 %.',
      code: 'TIER_SET_EMPTY',
    })
    const high = await create(8, 11, 10)
    expect((await admin.send('DELETE', `${URL}/${high.id}`)).statusCode).toBe(204)
    expect((await admin.get(URL)).json()).toHaveLength(2)
    const next = (await history()).filter((row) => row.valid_from === NEXT)
    expect(next.map((row) => row.min_classes)).toEqual([4])
  })
})

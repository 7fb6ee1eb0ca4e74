import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog } from '#server/db/schema.ts'
import { defaultValidFrom } from '#shared/billing/price-in-force.ts'
import type { PriceHistoryBody } from '#shared/contract/prices-history.ts'
import { todayInSantiago } from '#shared/dates.ts'
import { expectAnswer } from '../helpers/answers.ts'
import { useSignedInApp } from './api.ts'

const { ctx, caller: admin } = useSignedInApp('admin')
const URL = '/api/prices/class_prices'
/** Saves dated today correct the price in force now (no valid_from: from next month). */
const TODAY = todayInSantiago()

/** A class price as listed when saved today without a tax flag: exento, its default. */
const inForceSinceToday = (class_type: string, price: number) => ({
  class_type,
  price,
  exempt: true,
  valid_from: TODAY,
})

/** Saves `price` for `class_type` dated today; the answer is the saved price. */
async function saveToday(class_type: string, price: number) {
  const response = await admin.send('POST', URL, { class_type, price, valid_from: TODAY })
  expectAnswer(response, 200, inForceSinceToday(class_type, price))
}

describe('class prices', () => {
  it('lists group and one_to_one without a price before anything is saved', async () => {
    expectAnswer(await admin.get(URL), 200, [
      { class_type: 'group', price: null, exempt: true, valid_from: null },
      { class_type: 'one_to_one', price: null, exempt: true, valid_from: null },
    ])
  })

  it('saves a price, then a second save of the same type replaces it', async () => {
    await saveToday('group', 10000)
    await saveToday('group', 12050)

    const list = await admin.get(URL)
    expect(list.json()).toEqual([
      { class_type: 'group', price: 12050, exempt: true, valid_from: TODAY },
      { class_type: 'one_to_one', price: null, exempt: true, valid_from: null },
    ])
  })

  it('lists other (Paseo) only once it has a price, and accepts a price of 0', async () => {
    await saveToday('other', 0)
    const list = await admin.get(URL)
    expect(list.json()).toContainEqual(inForceSinceToday('other', 0))
    expect(list.json()).toHaveLength(3)
  })

  it('audits each change with the price before and after', async () => {
    await admin.send('POST', URL, { class_type: 'one_to_one', price: 25000, valid_from: TODAY })
    await admin.send('POST', URL, { class_type: 'one_to_one', price: 27000, valid_from: TODAY })
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'class_price'), eq(auditLog.actor_id, admin.userId)))
    const oneToOne = rows.filter(
      (row) => (row.after as { class_type: string }).class_type === 'one_to_one',
    )
    expect(oneToOne.map((row) => [row.before, row.after])).toEqual([
      [null, { class_type: 'one_to_one', price: 25000, exempt: true, valid_from: TODAY }],
      [
        { class_type: 'one_to_one', price: 25000, exempt: true, valid_from: TODAY },
        { class_type: 'one_to_one', price: 27000, exempt: true, valid_from: TODAY },
      ],
    ])
  })

  it.each([
    ['a negative price', { class_type: 'group', price: -100 }, 'Ingresa un precio válido.'],
    ['a decimal price', { class_type: 'group', price: 100.5 }, 'Ingresa un precio válido.'],
    [
      'a price above ten million',
      { class_type: 'group', price: 10_000_001, valid_from: TODAY },
      'Ingresa un precio válido.',
    ],
    [
      'a price given as text',
      { class_type: 'group', price: '5000' },
      "El campo 'price' tiene un tipo de dato incorrecto.",
    ],
    [
      'an empty price',
      { class_type: 'group', price: null, valid_from: null },
      "El campo 'price' tiene un tipo de dato incorrecto.",
    ],
    ['no price', { class_type: 'group' }, "El campo 'price' es obligatorio."],
    [
      'an unknown class type',
      { class_type: 'gym', price: 100, valid_from: TODAY },
      "El campo 'class_type' tiene un valor no permitido.",
    ],
    [
      'an extra field',
      { class_type: 'group', price: 100, currency: 'CLP' },
      "Campo no permitido: 'currency'.",
    ],
    [
      'a tax flag given as text',
      { class_type: 'group', price: 100, exempt: 'no' },
      "El campo 'exempt' tiene un tipo de dato incorrecto.",
    ],
  ])('rejects %s with 400 and a Spanish detail', async (_case, payload, detail) => {
    expectAnswer(await admin.send('POST', URL, payload), 400, { detail, code: 'VALIDATION_ERROR' })
  })

  it('leaves the saved price alone after a rejected save', async () => {
    await admin.send('POST', URL, { class_type: 'group', price: 9000, valid_from: TODAY })
    await admin.send('POST', URL, { class_type: 'group', price: -1 })
    const list = await admin.get(URL)
    expect(list.json()).toContainEqual(inForceSinceToday('group', 9000))
  })
})

describe("a price's 'vigente desde'", () => {
  it('applies from the 1st of next month by default: today keeps the price in force', async () => {
    await admin.send('POST', URL, { class_type: 'group', price: 20_000, valid_from: TODAY })
    const scheduled = await admin.send('POST', URL, { class_type: 'group', price: 21_000 })
    expect(scheduled.json()).toEqual({
      class_type: 'group',
      price: 21_000,
      exempt: true,
      valid_from: defaultValidFrom(),
    })
    expect((await admin.get(URL)).json()).toContainEqual({
      class_type: 'group',
      price: 20_000,
      exempt: true,
      valid_from: TODAY,
    })
    const history = (await admin.get('/api/prices/history')).json() as PriceHistoryBody
    expect(history.class_prices.filter((row) => row.class_type === 'group').slice(0, 2)).toEqual([
      { class_type: 'group', price: 21_000, exempt: true, valid_from: defaultValidFrom() },
      { class_type: 'group', price: 20_000, exempt: true, valid_from: TODAY },
    ])
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'class_price'))
      .orderBy(auditLog.at)
    expect(rows.at(-1)).toMatchObject({
      actor_id: admin.userId,
      before: { class_type: 'group', price: 20_000, exempt: true, valid_from: TODAY },
      after: { class_type: 'group', price: 21_000, exempt: true, valid_from: defaultValidFrom() },
    })
  })

  it.each([
    ['not a real day', '2026-02-30', 'Ingresa una fecha válida (AAAA-MM-DD).'],
    ['before 2000', '0025-01-01', 'Ingresa una fecha entre los años 2000 y 2100.'],
    ['not a date', 'mañana', 'Ingresa una fecha válida (AAAA-MM-DD).'],
  ])('refuses a date that is %s with a Spanish 400', async (_case, valid_from, detail) => {
    const response = await admin.send('POST', URL, { class_type: 'group', price: 1, valid_from })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('VALIDATION_ERROR')
    expect(response.json().detail).toBe(detail)
    const query = await admin.send(
      'POST',
      `/api/prices/service_fee?fee_amount=1&valid_from=${valid_from}`,
    )
    expect(query.statusCode).toBe(400)
  })

  it('saves a class type afecto from a date and keeps the flag when a save omits it', async () => {
    const from = defaultValidFrom()
    const afecto = { class_type: 'other', price: 15_000, exempt: false, valid_from: from }
    expectAnswer(await admin.send('POST', URL, afecto), 200, afecto)
    // Today the Paseo is still exento; a later save without the flag keeps it afecto.
    expect((await admin.get(URL)).json()).toContainEqual(
      expect.objectContaining({ class_type: 'other', exempt: true }),
    )
    const kept = await admin.send('POST', URL, { class_type: 'other', price: 16_000 })
    expectAnswer(kept, 200, { ...afecto, price: 16_000 })
  })

  it('is published in the OpenAPI document, optional on input', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json()
    const body =
      doc.paths['/api/prices/class_prices'].post.requestBody.content['application/json'].schema
    expect(body.properties.valid_from).toMatchObject({ type: 'string', format: 'date' })
    expect(body.required).toEqual(['class_type', 'price'])
    expect(body.properties.exempt).toMatchObject({ type: 'boolean' })
    const params = doc.paths['/api/prices/transport_price'].post.parameters
    expect(params).toContainEqual(
      expect.objectContaining({ name: 'valid_from', in: 'query', required: false }),
    )
    expect(doc.paths['/api/prices/history'].get).toBeDefined()
  })
})

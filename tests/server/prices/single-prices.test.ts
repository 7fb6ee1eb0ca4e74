import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { auditLog, serviceFee, transportPrice } from '#server/db/schema.ts'
import { defaultValidFrom } from '#shared/billing/price-in-force.ts'
import { todayInSantiago } from '#shared/dates.ts'
import { expectAnswer, expectDetail } from '../helpers/answers.ts'
import { useSignedInApp } from './api.ts'

const { ctx, caller: admin } = useSignedInApp('superadmin')

const TRANSPORT = '/api/prices/transport_price'
const FEE = '/api/prices/service_fee'
/** Saves dated today correct the price in force now (no valid_from: from next month). */
const TODAY = todayInSantiago()
const PRICE_INVALID = { detail: 'Ingresa un precio válido.', code: 'VALIDATION_ERROR' }

/**
 * Saves `query` at `url` dated today: the answer (200) is `saved`, dated today, afecto unless
 * `saved` says otherwise (both prices are afecto by default).
 */
async function saveToday(url: string, query: string, saved: Record<string, number | boolean>) {
  const response = await admin.send('POST', `${url}?${query}&valid_from=${TODAY}`)
  expectAnswer(response, 200, { exempt: false, ...saved, valid_from: TODAY })
}

/** A save of `query` at `url` is refused: 400, an invalid price. */
async function expectPriceInvalid(url: string, query: string) {
  expectAnswer(await admin.send('POST', `${url}${query}`), 400, PRICE_INVALID)
}

/** Two saves dated today at `url`; the last audit of `entity` holds what each saved. */
async function lastAuditOfTwoSaves(url: string, entity: string, first: string, second: string) {
  await admin.send('POST', `${url}?${first}&valid_from=${TODAY}`)
  await admin.send('POST', `${url}?${second}&valid_from=${TODAY}`)
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entity, entity))
    .orderBy(auditLog.at)
  return rows.at(-1)
}

describe('transport price', () => {
  it('is null before it is set', async () => {
    expectAnswer(await admin.get(TRANSPORT), 200, { price: null, exempt: false, valid_from: null })
  })

  it('is set from the query string, replaced by the next save, and kept in one row', async () => {
    await saveToday(TRANSPORT, 'price=3000', { price: 3000 })
    await saveToday(TRANSPORT, 'price=3550', { price: 3550 })

    expect((await admin.get(TRANSPORT)).json()).toEqual({
      price: 3550,
      exempt: false,
      valid_from: TODAY,
    })
    expect(await ctx.db.select().from(transportPrice)).toHaveLength(1)
  })

  it('keeps one row per date when saves arrive at the same time', async () => {
    const prices = [4000, 4100, 4200, 4300, 4400]
    const responses = await Promise.all(
      prices.map((price) => admin.send('POST', `${TRANSPORT}?price=${price}`)),
    )
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200])
    // Today's row from the earlier test stays; the five saves make one row from next month.
    const rows = await ctx.db
      .select()
      .from(transportPrice)
      .where(eq(transportPrice.valid_from, defaultValidFrom()))
    expect(rows).toHaveLength(1)
    expect(prices).toContain(rows[0]!.price)
  })

  it('audits a change with the price before and after', async () => {
    const audit = await lastAuditOfTwoSaves(
      TRANSPORT,
      'transport_price',
      'price=5000',
      'price=5050',
    )
    expect(audit).toMatchObject({
      actor_id: admin.userId,
      before: { price: 5000 },
      after: { price: 5050 },
    })
  })

  it.each([
    ['empty', '?price='],
    ['blank', '?price=%20'],
    ['not a number', '?price=abc'],
    ['negative', '?price=-50'],
    ['a decimal', '?price=10.5'],
    ['above ten million', '?price=10000001'],
  ])('rejects a price that is %s with 400', async (_case, query) => {
    await expectPriceInvalid(TRANSPORT, query)
  })

  it('names the missing parameter', async () => {
    expectDetail(await admin.send('POST', TRANSPORT), 400, "El campo 'price' es obligatorio.")
  })

  it('does not change the price when a save is rejected', async () => {
    await admin.send('POST', `${TRANSPORT}?price=2500&valid_from=${TODAY}`)
    await admin.send('POST', `${TRANSPORT}?price=-1`)
    expect((await admin.get(TRANSPORT)).json()).toEqual({
      price: 2500,
      exempt: false,
      valid_from: TODAY,
    })
  })
})

describe('service fee', () => {
  it('is null before it is set', async () => {
    expect((await admin.get(FEE)).json()).toEqual({
      fee_amount: null,
      exempt: false,
      valid_from: null,
    })
  })

  it('takes decimals from the query string and is replaced by the next save', async () => {
    await saveToday(FEE, 'fee_amount=1500.5', { fee_amount: 1500.5 })
    await saveToday(FEE, 'fee_amount=700', { fee_amount: 700 })
    expect((await admin.get(FEE)).json()).toEqual({
      fee_amount: 700,
      exempt: false,
      valid_from: TODAY,
    })
    expect(await ctx.db.select().from(serviceFee)).toHaveLength(1)
  })

  it('keeps the amount to the centavo', async () => {
    await saveToday(FEE, 'fee_amount=99.999', { fee_amount: 100 })
  })

  it('audits a change with the amount before and after', async () => {
    const audit = await lastAuditOfTwoSaves(
      FEE,
      'service_fee',
      'fee_amount=500',
      'fee_amount=550.25',
    )
    expect(audit).toMatchObject({
      before: { fee_amount: 500 },
      after: { fee_amount: 550.25 },
    })
  })

  it.each([
    ['empty', '?fee_amount='],
    ['not a number', '?fee_amount=mil'],
    ['negative', '?fee_amount=-1'],
    ['written with a comma', '?fee_amount=1500,5'],
  ])('rejects an amount that is %s with 400', async (_case, query) => {
    await expectPriceInvalid(FEE, query)
  })

  it('accepts zero (no fee)', async () => {
    await saveToday(FEE, 'fee_amount=0', { fee_amount: 0 })
  })
})

describe('exento or afecto, with the dates of the price', () => {
  const EXEMPT_INVALID = {
    detail: "Indica si el precio es exento de IVA ('true') o afecto ('false').",
    code: 'VALIDATION_ERROR',
  }

  it('saves the flag from a date: exento until then, afecto from then on', async () => {
    await saveToday(FEE, 'fee_amount=800&exempt=true', { fee_amount: 800, exempt: true })
    const from = defaultValidFrom()
    const saved = await admin.send('POST', `${FEE}?fee_amount=800&exempt=false&valid_from=${from}`)
    expectAnswer(saved, 200, { fee_amount: 800, exempt: false, valid_from: from })
    // Today the exento entry is in force; the afecto one is scheduled, both in the history.
    expect((await admin.get(FEE)).json()).toEqual({
      fee_amount: 800,
      exempt: true,
      valid_from: TODAY,
    })
    const history = (await admin.get('/api/prices/history')).json() as {
      service_fee: { exempt: boolean; valid_from: string }[]
    }
    expect(history.service_fee.slice(0, 2)).toEqual([
      { fee_amount: 800, exempt: false, valid_from: from },
      { fee_amount: 800, exempt: true, valid_from: TODAY },
    ])
  })

  it('keeps the flag in force when a save does not send one (an older client)', async () => {
    await saveToday(TRANSPORT, 'price=3000&exempt=true', { price: 3000, exempt: true })
    await saveToday(TRANSPORT, 'price=3100', { price: 3100, exempt: true })
    const [row] = await ctx.db
      .select()
      .from(transportPrice)
      .where(eq(transportPrice.valid_from, TODAY))
    expect(row).toMatchObject({ price: 3100, exempt: true })
  })

  it('audits a change of the flag', async () => {
    const audit = await lastAuditOfTwoSaves(
      TRANSPORT,
      'transport_price',
      'price=3200&exempt=true',
      'price=3200&exempt=false',
    )
    expect(audit).toMatchObject({
      before: { price: 3200, exempt: true },
      after: { price: 3200, exempt: false },
    })
  })

  it.each([
    [TRANSPORT, '?price=3000&exempt=si'],
    [FEE, '?fee_amount=500&exempt=1'],
  ])('refuses a flag other than true or false at %s (%s) with 400', async (url, query) => {
    expectAnswer(await admin.send('POST', `${url}${query}`), 400, EXEMPT_INVALID)
  })
})

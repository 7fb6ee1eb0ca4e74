// Issue 10 point 4: prices with effective dates. Re-billing October after a November price change
// keeps October's prices; November bills at the prices in force on its last day. Totals are
// worked out by hand in the comments.
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { invoices } from '#server/db/schema.ts'
import type { PriceHistoryBody } from '#shared/contract/prices-history.ts'
import { useSignedInApp } from '../prices/api.ts'
import { bill, ok, postPrices, seedFamily, seedSessionsOn } from '../payments/billing-fixtures.ts'

const { ctx, caller: admin } = useSignedInApp('admin')

const SEPTEMBER = '2025-09'
const OCTOBER = '2025-10'
const NOVEMBER = '2025-11'

describe('billing with effective-dated prices', () => {
  it('bills October at October prices after a November change, November at its own', async () => {
    // Prices in force since long ago: group class $10.000, transport $3.000, fee $500,
    // 10 % off from 4 to 10 classes.
    await postPrices(admin, '2000-01-01', { group: 10_000, transport: 3000, fee: 500 })
    const tier = (await ok(
      await admin.send('POST', '/api/prices/discount_tiers', {
        min_classes: 4,
        max_classes: 10,
        discount_percentage: 10,
        valid_from: '2000-01-01',
      }),
    )) as { id: string }

    // One student, four group classes in each month, two of them with transport.
    const { students } = await seedFamily(ctx.db)
    const student = students[0]!.id
    await seedSessionsOn(ctx.db, student, { [OCTOBER]: [6, 7, 8, 9], [NOVEMBER]: [3, 4, 5, 6] }, 2)

    // October: 4 × $10.000 = $40.000 − 10 % ($4.000) + 2 × $3.000 + $500 = $42.500.
    expect(await bill(admin, OCTOBER, false)).toMatchObject({ created: 1, total_amount: 42_500 })

    // Every price changes from November 1st: $11.000, $3.500, $700 and 5 % off.
    await postPrices(admin, '2025-11-01', { group: 11_000, transport: 3500, fee: 700 })
    await ok(
      await admin.send('PATCH', `/api/prices/discount_tiers/${tier.id}`, {
        discount_percentage: 5,
        valid_from: '2025-11-01',
      }),
    )

    // Re-billing October changes nothing: it still bills at October's prices.
    expect(await bill(admin, OCTOBER, true)).toMatchObject({
      updated: 0,
      unchanged: 1,
      total_amount: 42_500,
      changes: [],
    })

    // November: 4 × $11.000 = $44.000 − 5 % ($2.200) + 2 × $3.500 + $700 = $49.500.
    expect(await bill(admin, NOVEMBER, false)).toMatchObject({ created: 1, total_amount: 49_500 })

    // A correction dated within November applies to the whole of November (the price in
    // force on its last day): 4 × $12.000 = $48.000 − $2.400 + $7.000 + $700 = $53.300.
    await postPrices(admin, '2025-11-20', { group: 12_000 })
    expect(await bill(admin, NOVEMBER, true)).toMatchObject({
      updated: 1,
      total_amount: 53_300,
      changes: [expect.objectContaining({ total_amount: 53_300, previous_total: 49_500 })],
    })
    expect(await bill(admin, OCTOBER, true)).toMatchObject({ updated: 0, total_amount: 42_500 })

    // The history lists every entry, newest first; the tiers of November are a copied set.
    const history = (await ok(await admin.get('/api/prices/history'))) as PriceHistoryBody
    expect(history.class_prices.map((row) => [row.price, row.valid_from])).toEqual([
      [12_000, '2025-11-20'],
      [11_000, '2025-11-01'],
      [10_000, '2000-01-01'],
    ])
    expect(history.discount_tiers.map((row) => [row.discount_percentage, row.valid_from])).toEqual([
      [5, '2025-11-01'],
      [10, '2000-01-01'],
    ])
  })

  it('puts on each invoice line the tax flag of its price, as in force for the month', async () => {
    // Transport exento until September (the accountant's first answer), afecto from October 1st;
    // the class is exento and the fee afecto, their defaults. (September and October: the test
    // above changed November's prices.)
    await postPrices(admin, '2000-01-01', { group: 10_000, fee: 500 })
    const transport = (exempt: boolean, from: string) =>
      admin.send(
        'POST',
        `/api/prices/transport_price?price=3000&exempt=${exempt}&valid_from=${from}`,
      )
    await ok(await transport(true, '2000-01-01'))
    await ok(await transport(false, '2025-10-01'))

    const { students } = await seedFamily(ctx.db)
    const student = students[0]!.id
    await seedSessionsOn(ctx.db, student, { [SEPTEMBER]: [8, 9], [OCTOBER]: [13, 14] }, 1)
    await bill(admin, SEPTEMBER, false)
    await bill(admin, OCTOBER, false)

    const flags = async (period: string) => {
      const [invoice] = await ctx.db
        .select({ lines: invoices.line_items })
        .from(invoices)
        .where(and(eq(invoices.student_id, student), eq(invoices.billing_period, period)))
      return invoice!.lines.map(({ amount, exempt }) => [amount, exempt])
    }
    expect(await flags(SEPTEMBER)).toEqual([
      [20_000, true],
      [3_000, true],
      [500, false],
    ])
    expect(await flags(OCTOBER)).toEqual([
      [20_000, true],
      [3_000, false],
      [500, false],
    ])
  })
})

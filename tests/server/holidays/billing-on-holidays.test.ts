// Billing and holidays: billing counts the classes students attended, whatever the day; it does
// not look at the calendar. A class held on a school holiday is billed exactly as one held on a
// legal holiday (and on an ordinary day): same amount, same line but for the day's name.
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { holidayName } from '#shared/holidays.ts'
import { generateInvoices } from '#server/invoices/generate-invoices.ts'
import { invoices } from '#server/db/schema.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'
import { signIn } from '../prices/api.ts'
import { dayOf, seedFamily, seedPrices, seedSession } from '../payments/billing-fixtures.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
  await seedPrices(ctx.db)
})
afterAll(() => ctx.close())

const PERIOD = '2026-09'

describe('billing on holidays', () => {
  it('bills a class on a school holiday exactly as one on a legal holiday', async () => {
    const admin = await signIn(ctx, 'admin')
    const added = await admin.send('POST', '/api/school-holidays', {
      day: '2026-09-17',
      name: 'Cierre por Fiestas Patrias',
    })
    expect(added.statusCode).toBe(201)
    expect(holidayName('2026-09-18')).toBe('Fiestas Patrias')
    expect(holidayName('2026-09-17')).toBeNull()

    const onLegal = (await seedFamily(ctx.db)).students[0]!
    const onSchool = (await seedFamily(ctx.db)).students[0]!
    const onOrdinary = (await seedFamily(ctx.db)).students[0]!
    await seedSession(ctx.db, dayOf(PERIOD, 18), [{ id: onLegal.id }])
    await seedSession(ctx.db, dayOf(PERIOD, 17), [{ id: onSchool.id }])
    await seedSession(ctx.db, dayOf(PERIOD, 16), [{ id: onOrdinary.id }])

    await generateInvoices(ctx.db, PERIOD)
    const rows = await ctx.db
      .select()
      .from(invoices)
      .where(inArray(invoices.student_id, [onLegal.id, onSchool.id, onOrdinary.id]))
    const of = (id: string) => rows.find((r) => r.student_id === id)!
    const legal = of(onLegal.id)
    const school = of(onSchool.id)
    expect(school.total_amount).toBe(legal.total_amount)
    expect(of(onOrdinary.id).total_amount).toBe(legal.total_amount)
    const withoutDay = (i: typeof legal) =>
      i.line_items.map((line) => ({
        ...line,
        description: line.description.replace(/\(.*\)/, '(día)'),
      }))
    expect(withoutDay(school)).toEqual(withoutDay(legal))
    expect(legal.line_items[0]!.description).toMatch(/viernes 18/)
    expect(school.line_items[0]!.description).toMatch(/jueves 17/)
  })
})

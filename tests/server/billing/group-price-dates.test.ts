// Issue 10 point 4 for a group's own price per session: a change dated November leaves October
// billed at October's group price; the group API shows today's price, since when, and what is
// scheduled. Totals are worked out by hand in the comments.
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { defaultValidFrom } from '#shared/billing/price-in-force.ts'
import type { GroupDetail } from '#shared/contract/groups.ts'
import { auditLog, classSessions } from '#server/db/schema.ts'
import { useSignedInApp } from '../prices/api.ts'
import { bill, ok, postPrices, seedFamily, seedSessionsOn } from '../payments/billing-fixtures.ts'

const { ctx, caller: admin } = useSignedInApp('admin')

const OCTOBER = '2025-10'
const NOVEMBER = '2025-11'

async function createGroup(price: number | null): Promise<string> {
  const group = (await ok(
    await admin.send('POST', '/api/groups', {
      name: `Grupo ${Math.random()}`,
      start_date: '2025-03-01',
      price_per_session: price,
      rrule: 'FREQ=WEEKLY;BYDAY=MO;BYHOUR=18;BYMINUTE=0',
    }),
  )) as { id: string }
  return group.id
}

/** Changes a group's price per session from `valid_from` (`null`: back to the class price). */
async function setGroupPrice(groupId: string, price: number | null, valid_from: string) {
  return (await ok(
    await admin.send('PATCH', `/api/groups/${groupId}`, { price_per_session: price, valid_from }),
  )) as GroupDetail
}

describe("a group's price per session with effective dates", () => {
  it('bills October at the group price of October after a November change', async () => {
    // The class price ($10.000) is not used: the group's own price wins. Fee $500, no tiers.
    await postPrices(admin, '2000-01-01', { group: 10_000, fee: 500 })
    const groupId = await createGroup(9_000)
    const { students } = await seedFamily(ctx.db)
    const student = students[0]!.id
    const sessions = await seedSessionsOn(ctx.db, student, {
      [OCTOBER]: [6, 13, 20, 27],
      [NOVEMBER]: [3, 10, 17, 24],
    })
    const ids = sessions.map((session) => session.id)
    await ctx.db
      .update(classSessions)
      .set({ group_id: groupId })
      .where(inArray(classSessions.id, ids))

    // October: 4 × $9.000 = $36.000 + $500 = $36.500.
    expect(await bill(admin, OCTOBER, false)).toMatchObject({ created: 1, total_amount: 36_500 })

    // The group's price becomes $12.000 from November 1st.
    const changed = await setGroupPrice(groupId, 12_000, '2025-11-01')
    expect(changed).toMatchObject({ price_per_session: 12_000, price_valid_from: '2025-11-01' })

    // Re-billing October changes nothing; November: 4 × $12.000 = $48.000 + $500 = $48.500.
    expect(await bill(admin, OCTOBER, true)).toMatchObject({
      updated: 0,
      unchanged: 1,
      total_amount: 36_500,
      changes: [],
    })
    expect(await bill(admin, NOVEMBER, false)).toMatchObject({ created: 1, total_amount: 48_500 })

    // A correction dated inside November bills the whole of November (its last day's price):
    // 4 × $11.000 = $44.000 + $500 = $44.500; October still $36.500.
    await setGroupPrice(groupId, 11_000, '2025-11-15')
    expect(await bill(admin, NOVEMBER, true)).toMatchObject({
      updated: 1,
      total_amount: 44_500,
      changes: [expect.objectContaining({ total_amount: 44_500, previous_total: 48_500 })],
    })
    expect(await bill(admin, OCTOBER, true)).toMatchObject({ updated: 0, total_amount: 36_500 })

    // Back to the class price from November 20th: 4 × $10.000 + $500 = $40.500.
    await setGroupPrice(groupId, null, '2025-11-20')
    expect(await bill(admin, NOVEMBER, true)).toMatchObject({ total_amount: 40_500 })
    expect(await bill(admin, OCTOBER, true)).toMatchObject({ updated: 0, total_amount: 36_500 })

    // Every change is audited with the price it replaced.
    const audits = await ctx.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entity, 'group_price'))
    expect(audits.map((row) => row.after)).toEqual(
      expect.arrayContaining([
        { group_id: groupId, price: 12_000, exempt: true, valid_from: '2025-11-01' },
        { group_id: groupId, price: null, exempt: true, valid_from: '2025-11-20' },
      ]),
    )
    expect(audits.map((row) => row.before)).toContainEqual({
      group_id: groupId,
      price: 12_000,
      exempt: true,
      valid_from: '2025-11-01',
    })
  })

  it('dates the tax flag of a group’s own price with it: October exento, November afecto', async () => {
    await postPrices(admin, '2000-01-01', { group: 10_000 })
    const groupId = await createGroup(9_000)
    const { students } = await seedFamily(ctx.db)
    const sessions = await seedSessionsOn(ctx.db, students[0]!.id, {
      [OCTOBER]: [6, 13],
      [NOVEMBER]: [3, 10],
    })
    await ctx.db
      .update(classSessions)
      .set({ group_id: groupId })
      .where(
        inArray(
          classSessions.id,
          sessions.map((session) => session.id),
        ),
      )
    // Say the school rents the track for this group: its price is afecto from November.
    const changed = (await ok(
      await admin.send('PATCH', `/api/groups/${groupId}`, {
        price_per_session: 9_000,
        price_exempt: false,
        valid_from: '2025-11-01',
      }),
    )) as GroupDetail
    expect(changed).toMatchObject({ price_per_session: 9_000, price_exempt: false })
    // The class line of this child's invoice (the service fee of another test may follow it).
    const groupLines = async (period: string) =>
      (await bill(admin, period, true)).changes
        .filter((change) => change.student.id === students[0]!.id)
        .map((change) => change.line_items[0]!)
        .map(({ amount, exempt }) => ({ amount, exempt }))
    // 2 × $9.000 each month; only the flag differs.
    expect(await groupLines(OCTOBER)).toEqual([{ amount: 18_000, exempt: true }])
    expect(await groupLines(NOVEMBER)).toEqual([{ amount: 18_000, exempt: false }])

    // The flag goes with a price; alone it says so.
    const alone = await admin.send('PATCH', `/api/groups/${groupId}`, { price_exempt: true })
    expect(alone.statusCode).toBe(400)
    expect(JSON.parse(alone.body).detail).toContain("'price_exempt' solo se usa junto")
  })

  it('schedules a change for the 1st of next month when no day is given', async () => {
    const groupId = await createGroup(8_000)
    const detail = (await ok(
      await admin.send('PATCH', `/api/groups/${groupId}`, { price_per_session: 9_500 }),
    )) as GroupDetail
    // Today's price stays; the new one shows as scheduled, in the list and the detail alike.
    expect(detail).toMatchObject({
      price_per_session: 8_000,
      price_valid_from: '2000-01-01',
      scheduled_prices: [{ price: 9_500, valid_from: defaultValidFrom() }],
    })
    const list = (await ok(await admin.get('/api/groups'))) as { id: string }[]
    expect(list.find((g) => g.id === groupId)).toMatchObject({ price_per_session: 8_000 })
  })

  it('edits name, schedule and dates, and refuses an end before the stored start', async () => {
    const groupId = await createGroup(null)
    const detail = (await ok(
      await admin.send('PATCH', `/api/groups/${groupId}`, {
        name: 'Avanzados',
        description: '',
        rrule: 'FREQ=WEEKLY;BYDAY=TU,TH;BYHOUR=19;BYMINUTE=30',
        end_date: '2025-12-20',
      }),
    )) as GroupDetail
    expect(detail).toMatchObject({
      name: 'Avanzados',
      description: null,
      days: ['TU', 'TH'],
      time: '19:30',
      start_date: '2025-03-01',
      end_date: '2025-12-20',
      price_per_session: null,
      scheduled_prices: [],
    })
    const early = await admin.send('PATCH', `/api/groups/${groupId}`, { end_date: '2025-01-01' })
    expect(early.statusCode).toBe(400)
    expect(JSON.parse(early.body).detail).toBe(
      'La fecha de término no puede ser anterior a la fecha de inicio.',
    )
  })

  it('refuses a bad valid_from in Spanish (400), never a 500', async () => {
    const groupId = await createGroup(8_000)
    const cases: [Record<string, unknown>, string][] = [
      [{ price_per_session: 9_000, valid_from: '2025-13-01' }, 'Ingresa una fecha válida'],
      [{ price_per_session: 9_000, valid_from: '0025-11-01' }, 'entre los años 2000 y 2100'],
      [{ price_per_session: 9_000, valid_from: 20251101 }, "'valid_from'"],
      [{ valid_from: '2025-11-01' }, "solo se usa junto con un nuevo 'price_per_session'"],
      [{}, 'No hay cambios que guardar.'],
    ]
    for (const [body, detail] of cases) {
      const response = await admin.send('PATCH', `/api/groups/${groupId}`, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(JSON.parse(response.body).detail).toContain(detail)
    }
    const unknown = await admin.send('PATCH', '/api/groups/00000000-0000-4000-8000-000000000000', {
      name: 'X',
    })
    expect(unknown.statusCode).toBe(404)
  })
})

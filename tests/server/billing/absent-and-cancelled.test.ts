// Billing counts only present students of classes that took place: an absence or a cancelled
// class is kept as a record and never reaches a cobro.
import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { generateInvoices } from '#server/invoices/generate-invoices.ts'
import { classSessions, sessionStudents } from '#server/db/schema.ts'
import { useTestApp } from '../helpers/test-app.ts'
import {
  dayOf,
  lastMonth,
  seedFamily,
  seedPrices,
  seedSession,
} from '../payments/billing-fixtures.ts'

const ctx = useTestApp()
beforeAll(async () => {
  await seedPrices(ctx.db)
})

const preview = async () => (await generateInvoices(ctx.db, lastMonth(), { dryRun: true }))!

describe('billing with absences and cancelled classes', () => {
  it('bills a present student once and nothing for an absence or a cancelled class', async () => {
    const period = lastMonth()
    const { students } = await seedFamily(ctx.db, 1)
    const child = students[0]!
    await seedSession(ctx.db, dayOf(period, 2), [{ id: child.id }])
    const oneClass = await preview()
    expect(oneClass.created).toBe(1)

    const absent = await seedSession(ctx.db, dayOf(period, 9), [
      { id: child.id, used_transport: true },
    ])
    await ctx.db
      .update(sessionStudents)
      .set({ status: 'absent' })
      .where(
        and(eq(sessionStudents.session_id, absent.id), eq(sessionStudents.student_id, child.id)),
      )
    const cancelled = await seedSession(ctx.db, dayOf(period, 16), [{ id: child.id }])
    await ctx.db
      .update(classSessions)
      .set({ cancelled_at: new Date(), cancel_reason: 'rain' })
      .where(eq(classSessions.id, cancelled.id))

    const after = await preview()
    expect(after.created).toBe(1)
    expect(after.total_amount).toBe(oneClass.total_amount)
  })

  it('a class with only absent students bills nobody', async () => {
    const { students } = await seedFamily(ctx.db, 1)
    const before = await preview()
    const session = await seedSession(ctx.db, dayOf(lastMonth(), 20), [{ id: students[0]!.id }])
    await ctx.db
      .update(sessionStudents)
      .set({ status: 'absent' })
      .where(eq(sessionStudents.session_id, session.id))
    const after = await preview()
    expect(after.created).toBe(before.created)
    expect(after.total_amount).toBe(before.total_amount)
  })
})

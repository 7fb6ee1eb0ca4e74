import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray, ne } from 'drizzle-orm'
import { currentBillingPeriod } from '#shared/dates.ts'
import { generateInvoices } from '#server/invoices/generate-invoices.ts'
import { billPreviousMonth } from '#server/jobs/billing-scheduler.ts'
import { classSessions, invoices, sessionStudents, users } from '#server/db/schema.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { dayOf, seedFamily, seedPrices, seedSession } from '../payments/billing-fixtures.ts'

const ctx = useTestApp()
beforeAll(async () => {
  await seedPrices(ctx.db)
})

/** A closed month `n` months back; each test bills its own month so they do not interfere. */
function monthsAgo(n: number): string {
  const [y, m] = currentBillingPeriod().split('-').map(Number) as [number, number]
  const index = y * 12 + (m - 1) - n
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

const live = (period: string) =>
  ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.billing_period, period), ne(invoices.status, 'cancelled')))
const byStudent = async (period: string, studentId: string) =>
  ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.billing_period, period), eq(invoices.student_id, studentId)))

describe('generateInvoices', () => {
  it('bills each student who attended, charged to the guardian, with transport and fee', async () => {
    const period = monthsAgo(1)
    const { guardian, students } = await seedFamily(ctx.db, 2)
    const [a, b] = students as [(typeof students)[0], (typeof students)[0]]
    const [adult] = await ctx.db
      .insert(users)
      .values({ role: 'student', name: 'Adulto', last_name: 'Solo', rut: '11.111.111-1' })
      .returning()
    const [gone] = await ctx.db
      .insert(users)
      .values({ role: 'student', name: 'Inactivo', last_name: 'X', active: false })
      .returning()
    await seedSession(ctx.db, dayOf(period, 3), [{ id: a.id, used_transport: true }, { id: b.id }])
    await seedSession(ctx.db, dayOf(period, 10), [
      { id: a.id },
      { id: adult!.id },
      { id: gone!.id },
    ])
    const deleted = await seedSession(ctx.db, dayOf(period, 17), [{ id: b.id }])
    await ctx.db
      .update(classSessions)
      .set({ deleted_at: new Date() })
      .where(eq(classSessions.id, deleted.id))
    // Next month's class is not this month's bill.
    await seedSession(ctx.db, dayOf(monthsAgo(0), 1), [{ id: a.id }])

    const summary = await generateInvoices(ctx.db, period)
    expect(summary).toMatchObject({ created: 3, updated: 0, cancelled: 0, unchanged: 0 })
    // The service fee is charged once to the guardian: on the invoice of the smaller student id.
    const aPaysFee = a.id < b.id
    const [invoiceA] = await byStudent(period, a.id)
    expect(invoiceA).toMatchObject({
      payer_id: guardian.id,
      status: 'pending',
      total_amount: aPaysFee ? 23500 : 23000,
    })
    expect(invoiceA!.line_items.map((l) => l.amount)).toEqual(
      aPaysFee ? [20000, 3000, 500] : [20000, 3000],
    )
    const [invoiceB] = await byStudent(period, b.id)
    expect(invoiceB!.total_amount).toBe(aPaysFee ? 10000 : 10500)
    const feeLines = [invoiceA!, invoiceB!].flatMap((i) =>
      i.line_items.filter((l) => l.description === 'Cargo por servicio (uno por apoderado y mes)'),
    )
    expect(feeLines).toEqual([
      { description: 'Cargo por servicio (uno por apoderado y mes)', amount: 500, exempt: false },
    ])
    // The class line is exento, transport and the fee afecto (their defaults).
    expect(invoiceA!.line_items.map((l) => l.exempt)).toEqual(
      aPaysFee ? [true, false, false] : [true, false],
    )
    expect((await byStudent(period, adult!.id))[0]!.payer_id).toBe(adult!.id)
    expect(await byStudent(period, gone!.id)).toEqual([])
    expect(summary!.total_amount).toBe(23500 + 10000 + 10500)

    const again = await generateInvoices(ctx.db, period)
    expect(again).toMatchObject({ created: 0, updated: 0, cancelled: 0, unchanged: 3 })
    expect(again!.changes).toEqual([])
    expect((await byStudent(period, a.id))[0]).toEqual(invoiceA)
  })

  it('recomputes pending invoices after attendance changes and never touches a paid one', async () => {
    const period = monthsAgo(2)
    const { students } = await seedFamily(ctx.db, 2)
    const [a, b] = students as [(typeof students)[0], (typeof students)[0]]
    await seedSession(ctx.db, dayOf(period, 5), [{ id: a.id }, { id: b.id }])
    await generateInvoices(ctx.db, period)
    const [paidBefore] = await byStudent(period, b.id)
    await ctx.db.update(invoices).set({ status: 'paid' }).where(eq(invoices.id, paidBefore!.id))

    await seedSession(ctx.db, dayOf(period, 12), [{ id: a.id }, { id: b.id }])
    const summary = await generateInvoices(ctx.db, period)
    expect(summary).toMatchObject({ created: 0, updated: 1, cancelled: 0, unchanged: 1 })
    // Once per guardian and month: if the paid invoice carried the fee, a's never does.
    const fee = paidBefore!.line_items.some((l) => l.description.startsWith('Cargo por servicio'))
      ? 0
      : 500
    expect(summary!.changes).toEqual([
      expect.objectContaining({
        action: 'update',
        total_amount: 20000 + fee,
        previous_total: 10000 + fee,
      }),
    ])
    const [updated] = await byStudent(period, a.id)
    expect(updated!.total_amount).toBe(20000 + fee)
    const [paidAfter] = await byStudent(period, b.id)
    expect(paidAfter).toEqual({ ...paidBefore, status: 'paid' })
  })

  it('cancels a pending invoice whose attendance was removed', async () => {
    const period = monthsAgo(3)
    const { students } = await seedFamily(ctx.db, 1)
    const a = students[0]!
    const session = await seedSession(ctx.db, dayOf(period, 8), [{ id: a.id }])
    await generateInvoices(ctx.db, period)
    await ctx.db
      .update(sessionStudents)
      .set({ deleted_at: new Date() })
      .where(eq(sessionStudents.session_id, session.id))

    const summary = await generateInvoices(ctx.db, period)
    expect(summary).toMatchObject({ created: 0, cancelled: 1 })
    expect((await byStudent(period, a.id)).map((i) => i.status)).toEqual(['cancelled'])
    // Attending again later gives a new invoice; the cancelled one stays as history.
    await seedSession(ctx.db, dayOf(period, 15), [{ id: a.id }])
    expect(await generateInvoices(ctx.db, period)).toMatchObject({ created: 1 })
    expect((await byStudent(period, a.id)).map((i) => i.status).sort()).toEqual([
      'cancelled',
      'pending',
    ])
  })

  it('dry run reports what would change and writes nothing', async () => {
    const period = monthsAgo(4)
    const { guardian, students } = await seedFamily(ctx.db, 1)
    await seedSession(ctx.db, dayOf(period, 6), [{ id: students[0]!.id }])
    const preview = await generateInvoices(ctx.db, period, { dryRun: true })
    expect(preview).toMatchObject({ dry_run: true, created: 1, total_amount: 10500 })
    expect(preview!.changes[0]).toMatchObject({
      action: 'create',
      invoice_id: null,
      payer: { id: guardian.id, name: 'Ana', last_name: 'Pagadora' },
      student: { id: students[0]!.id },
    })
    expect(await live(period)).toEqual([])
  })

  it('two runs at once create each invoice once', async () => {
    const period = monthsAgo(5)
    const { students } = await seedFamily(ctx.db, 3)
    await seedSession(
      ctx.db,
      dayOf(period, 9),
      students.map((s) => ({ id: s.id })),
    )
    const [first, second] = await Promise.all([
      generateInvoices(ctx.db, period),
      generateInvoices(ctx.db, period),
    ])
    expect(first!.created + second!.created).toBe(3)
    const rows = await ctx.db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.student_id,
          students.map((s) => s.id),
        ),
      )
    expect(rows).toHaveLength(3)
  })

  it('the scheduler bills the previous month once; a later check does nothing', async () => {
    const period = monthsAgo(1)
    const { students } = await seedFamily(ctx.db, 1)
    await seedSession(ctx.db, dayOf(period, 20), [{ id: students[0]!.id }])
    // monthsAgo(1) already had a run in the first test: the scheduler leaves it to the admins.
    expect(await billPreviousMonth(ctx.db, ctx.app.log)).toBeNull()
    expect(await byStudent(period, students[0]!.id)).toEqual([])

    const firstOfNextMonth = dayOf(monthsAgo(-1), 1)
    const summary = await billPreviousMonth(ctx.db, ctx.app.log, firstOfNextMonth)
    expect(summary).toMatchObject({ billing_period: monthsAgo(0) })
    expect(await billPreviousMonth(ctx.db, ctx.app.log, firstOfNextMonth)).toBeNull()
  })
})

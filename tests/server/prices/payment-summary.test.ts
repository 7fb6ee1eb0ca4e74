import { beforeAll, describe, expect, it } from 'vitest'
import { invoices, manualPayments } from '#server/db/schema.ts'
import { expectAnswer } from '../helpers/answers.ts'
import { seedUser } from '../helpers/fixtures.ts'
import { signIn, useSignedInApp } from './api.ts'

const { ctx, caller: admin } = useSignedInApp('admin')
beforeAll(async () => {
  const payer = await seedUser(ctx.db, { role: 'supporter' })
  const student = async () => (await seedUser(ctx.db, { role: 'student' })).id
  const invoice = async (
    billing_period: string,
    status: 'pending' | 'paid' | 'cancelled',
    total_amount: number,
  ) => ({ billing_period, status, total_amount, student_id: await student(), payer_id: payer.id })
  await ctx.db
    .insert(invoices)
    .values([
      await invoice('2026-03', 'pending', 30_500),
      await invoice('2026-03', 'pending', 12_000),
      await invoice('2026-03', 'paid', 45_000),
      await invoice('2026-03', 'cancelled', 99_999),
      await invoice('2026-02', 'paid', 7_000),
      await invoice('2026-04', 'pending', 1_000),
    ])
  // Paid by hand: one cash, one transfer; an annulled cash payment leaves its cobro pending.
  const office = await seedUser(ctx.db, { role: 'admin' })
  const [cash, transfer, annulled] = await ctx.db
    .insert(invoices)
    .values([
      await invoice('2026-03', 'paid', 5_000),
      await invoice('2026-03', 'paid', 3_000),
      await invoice('2026-03', 'pending', 2_000),
    ])
    .returning()
  const recorded = { paid_on: '2026-04-02', recorded_by: office.id }
  await ctx.db.insert(manualPayments).values([
    { ...recorded, invoice_id: cash!.id, amount: 5_000, method: 'cash' },
    { ...recorded, invoice_id: transfer!.id, amount: 3_000, method: 'transfer' },
    {
      ...recorded,
      invoice_id: annulled!.id,
      amount: 2_000,
      method: 'cash',
      annulled_at: new Date(),
      annulled_by: office.id,
      annul_reason: 'Error de digitación',
    },
  ])
})

const summary = (query: string) => admin.get(`/api/payments/summary${query}`)

describe('GET /api/payments/summary', () => {
  /** A summary's totals: billed, pending and paid, and paid by method (Khipu, cash, transfer). */
  const totals = (
    billed: number,
    pending: number,
    paid: number,
    [khipu, cash, transfer]: number[],
  ) => ({
    total_billings: billed,
    pending_payments: pending,
    completed_payments: paid,
    paid_by_method: { khipu, cash, transfer },
  })

  for (const { test, period, expected } of [
    {
      test: "sums the period's invoices: all but cancelled, pending and paid, the paid by method",
      period: '2026-03',
      expected: totals(97_500, 44_500, 53_000, [45_000, 5_000, 3_000]),
    },
    {
      test: 'only counts the asked period',
      period: '2026-02',
      expected: totals(7_000, 0, 7_000, [7_000, 0, 0]),
    },
    {
      test: 'answers zeros for a period without invoices',
      period: '2025-01',
      expected: totals(0, 0, 0, [0, 0, 0]),
    },
  ]) {
    it(test, async () => {
      expectAnswer(await summary(`?billing_period=${period}`), 200, expected)
    })
  }

  it.each([
    ['missing', '', "El campo 'billing_period' es obligatorio."],
    ['empty', '?billing_period=', 'Ingresa un período válido (AAAA-MM).'],
    ['not a month', '?billing_period=2026-13', 'Ingresa un período válido (AAAA-MM).'],
    ['a date', '?billing_period=2026-03-01', 'Ingresa un período válido (AAAA-MM).'],
  ])('rejects a billing period that is %s with 400', async (_case, query, detail) => {
    expectAnswer(await summary(query), 400, { detail, code: 'VALIDATION_ERROR' })
  })

  it('is for admins only', async () => {
    const teacher = await signIn(ctx, 'teacher')
    const response = await teacher.get('/api/payments/summary?billing_period=2026-03')
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('FORBIDDEN')
    const anonymous = await ctx.app.inject({ url: '/api/payments/summary?billing_period=2026-03' })
    expect(anonymous.statusCode).toBe(401)
  })
})

import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog } from '#server/db/schema.ts'
import { bearer } from '../helpers/fixtures.ts'
import {
  dayOf,
  lastMonth,
  seedFamily,
  seedInvoice,
  seedSession,
  thisMonth,
  useBillingApp,
} from '../payments/billing-fixtures.ts'

const { ctx, tokens } = useBillingApp(['superadmin', 'admin', 'teacher'])

const as = (role: string | null) => (role ? bearer(tokens[role]!) : {})

/** An admin's billing run of `period`. */
const generate = (period: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/invoices/generate',
    headers: as('admin'),
    payload: { billing_period: period },
  })

describe('staff invoice routes', () => {
  it('only admins and superadmins reach get-all, preview and generate', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/invoices/get-all' },
      { method: 'GET' as const, url: `/api/invoices/preview?billing_period=${lastMonth()}` },
      {
        method: 'POST' as const,
        url: '/api/invoices/generate',
        payload: { billing_period: lastMonth() },
      },
    ]
    for (const call of calls) {
      expect((await ctx.app.inject({ ...call, headers: as(null) })).statusCode).toBe(401)
      expect((await ctx.app.inject({ ...call, headers: as('teacher') })).statusCode).toBe(403)
      expect((await ctx.app.inject({ ...call, headers: as('admin') })).statusCode).toBe(200)
      expect((await ctx.app.inject({ ...call, headers: as('superadmin') })).statusCode).toBe(200)
    }
  })

  it('previews then generates a closed month, audited; the current month is refused', async () => {
    const { guardian, students } = await seedFamily(ctx.db)
    await seedSession(ctx.db, dayOf(lastMonth(), 2), [{ id: students[0]!.id }])
    const preview = await ctx.app.inject({
      url: `/api/invoices/preview?billing_period=${lastMonth()}`,
      headers: as('admin'),
    })
    expect(preview.json()).toMatchObject({ dry_run: true, created: 1, total_amount: 10500 })

    const generated = await generate(lastMonth())
    expect(generated.statusCode).toBe(200)
    expect(generated.json()).toMatchObject({ dry_run: false, created: 1 })
    expect(generated.json().changes[0].payer).toMatchObject({ id: guardian.id })
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoices_generate'), eq(auditLog.entity_id, lastMonth())))
    expect(audits.at(-1)).toMatchObject({ after: expect.objectContaining({ created: 1 }) })
    expect(audits.at(-1)!.actor_id).not.toBeNull()

    const current = await generate(thisMonth())
    expect(current.statusCode).toBe(409)
    expect(current.json()).toMatchObject({ code: 'BILLING_PERIOD_NOT_CLOSED' })
    expect(current.json().detail).toMatch(/mes/)

    const bad = await ctx.app.inject({
      url: '/api/invoices/preview?billing_period=2025-13',
      headers: as('admin'),
    })
    expect(bad.statusCode).toBe(400)
  })

  it('get-all lists pending invoices newest period first with payer and student names', async () => {
    const { guardian, students } = await seedFamily(ctx.db, 2)
    const older = await seedInvoice(ctx.db, {
      student_id: students[0]!.id,
      payer_id: guardian.id,
      billing_period: '2020-01',
    })
    await seedInvoice(ctx.db, {
      student_id: students[1]!.id,
      payer_id: guardian.id,
      billing_period: '2020-02',
      status: 'paid',
    })
    const response = await ctx.app.inject({ url: '/api/invoices/get-all', headers: as('admin') })
    const list = response.json() as { id: string; billing_period: string; status: string }[]
    expect(list.every((i) => i.status === 'pending')).toBe(true)
    const periods = list.map((i) => i.billing_period)
    expect(periods).toEqual([...periods].sort().reverse())
    expect(list.find((i) => i.id === older.id)).toEqual({
      id: older.id,
      billing_period: '2020-01',
      status: 'pending',
      total_amount: 20500,
      student_rut: students[0]!.rut,
      payer: { id: guardian.id, name: 'Ana', last_name: 'Pagadora' },
      student: { id: students[0]!.id, name: 'Hijo0', last_name: 'Pagadora' },
      line_items: older.line_items,
    })
  })
})

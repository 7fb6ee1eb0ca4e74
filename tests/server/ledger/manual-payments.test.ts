import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { todayInSantiago } from '#shared/dates.ts'
import { auditLog, invoices } from '#server/db/schema.ts'
import { bearer } from '../helpers/fixtures.ts'
import { seedFamily, seedInvoice, useBillingApp } from '../payments/billing-fixtures.ts'

const { ctx, tokens } = useBillingApp(['admin', 'teacher'])

const post = (url: string, payload: unknown, role = 'admin') =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: bearer(tokens[role]!),
  })

async function pendingInvoice(total = 20500) {
  const { guardian, students } = await seedFamily(ctx.db)
  const invoice = await seedInvoice(ctx.db, {
    student_id: students[0]!.id,
    payer_id: guardian.id,
    total_amount: total,
  })
  return { guardian, student: students[0]!, invoice }
}

const cash = (amount: number) => ({
  amount,
  paid_on: todayInSantiago(),
  method: 'cash',
  reference: 'Recibo 0042',
})

async function statusOf(id: string) {
  const [row] = await ctx.db.select().from(invoices).where(eq(invoices.id, id))
  return row!.status
}

describe('payments recorded outside Khipu', () => {
  it('records a cash payment of the whole cobro: the cobro is paid, the portal says so, audited', async () => {
    const { guardian, invoice } = await pendingInvoice()
    const answer = await post(`/api/invoices/${invoice.id}/manual-payments`, cash(20500))
    expect(answer.statusCode, answer.body).toBe(201)
    expect(answer.json()).toMatchObject({
      invoice_id: invoice.id,
      amount: 20500,
      method: 'cash',
      reference: 'Recibo 0042',
      annulled_at: null,
    })
    expect(await statusOf(invoice.id)).toBe('paid')
    const portal = await ctx.app.inject({ url: `/api/invoices/${guardian.rut}` })
    expect(portal.json()).toEqual([expect.objectContaining({ id: invoice.id, status: 'paid' })])
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'manual_payment_recorded'), eq(auditLog.entity_id, invoice.id)),
      )
    expect(audits).toHaveLength(1)
    expect(audits[0]!.actor_id).not.toBeNull()
  })

  it('refuses a second payment and a payment on a paid or cancelled cobro, in Spanish', async () => {
    const { invoice } = await pendingInvoice()
    expect(
      (await post(`/api/invoices/${invoice.id}/manual-payments`, cash(20500))).statusCode,
    ).toBe(201)
    const again = await post(`/api/invoices/${invoice.id}/manual-payments`, cash(20500))
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toMatch(/cobro pendiente/)

    const { guardian, student } = await pendingInvoice()
    const cancelled = await seedInvoice(ctx.db, {
      student_id: student.id,
      payer_id: guardian.id,
      billing_period: '2020-01',
      status: 'cancelled',
    })
    expect(
      (await post(`/api/invoices/${cancelled.id}/manual-payments`, cash(20500))).statusCode,
    ).toBe(409)
  })

  it('refuses an amount other than the total (no partial payments)', async () => {
    const { invoice } = await pendingInvoice()
    const partial = await post(`/api/invoices/${invoice.id}/manual-payments`, cash(10000))
    expect(partial.statusCode).toBe(409)
    expect(partial.json().detail).toMatch(/igual al total/)
    expect(await statusOf(invoice.id)).toBe('pending')
  })

  it('annuls with a reason: the payment is kept and marked, the cobro is pending again; twice is refused', async () => {
    const { guardian, invoice } = await pendingInvoice()
    const recorded = (await post(`/api/invoices/${invoice.id}/manual-payments`, cash(20500))).json()
    const noReason = await post(`/api/manual-payments/${recorded.id}/annul`, { reason: '  ' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().detail).toMatch(/reason|motivo/)

    const annulled = await post(`/api/manual-payments/${recorded.id}/annul`, {
      reason: 'Billete falso',
    })
    expect(annulled.statusCode, annulled.body).toBe(200)
    expect(annulled.json()).toMatchObject({ id: recorded.id, annul_reason: 'Billete falso' })
    expect(annulled.json().annulled_by).not.toBeNull()
    expect(await statusOf(invoice.id)).toBe('pending')

    const twice = await post(`/api/manual-payments/${recorded.id}/annul`, { reason: 'Otra vez' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().detail).toMatch(/ya fue anulado/)

    const ledger = await ctx.app.inject({
      url: `/api/supporters/${guardian.id}/ledger`,
      headers: bearer(tokens.admin!),
    })
    const [shown] = ledger.json().invoices
    expect(shown).toMatchObject({ status: 'pending', paid_by: null })
    expect(shown.manual_payments).toEqual([
      expect.objectContaining({ id: recorded.id, annul_reason: 'Billete falso' }),
    ])
    // A new payment may be recorded after the annulment.
    const transfer = { ...cash(20500), method: 'transfer', reference: null }
    expect((await post(`/api/invoices/${invoice.id}/manual-payments`, transfer)).statusCode).toBe(
      201,
    )
  })

  it('teachers are refused; bad input answers 400 in Spanish; unknown ids 404', async () => {
    const { invoice } = await pendingInvoice()
    expect(
      (await post(`/api/invoices/${invoice.id}/manual-payments`, cash(20500), 'teacher'))
        .statusCode,
    ).toBe(403)
    const bad = [
      { ...cash(20500), amount: -5 },
      { ...cash(20500), amount: 10.5 },
      { ...cash(20500), method: 'cheque' },
      { ...cash(20500), paid_on: '2025-02-30' },
      { ...cash(20500), paid_on: '2999-01-01' },
      { ...cash(20500), extra: 1 },
      { amount: 20500 },
    ]
    for (const payload of bad) {
      const answer = await post(`/api/invoices/${invoice.id}/manual-payments`, payload)
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400)
      expect(answer.json().detail).toMatch(/[a-zá-ú]/)
    }
    expect((await post('/api/invoices/not-a-uuid/manual-payments', cash(20500))).statusCode).toBe(
      400,
    )
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await post(`/api/invoices/${unknown}/manual-payments`, cash(20500))).statusCode).toBe(
      404,
    )
    expect((await post(`/api/manual-payments/${unknown}/annul`, { reason: 'x' })).statusCode).toBe(
      404,
    )
    expect(await statusOf(invoice.id)).toBe('pending')
  })
})

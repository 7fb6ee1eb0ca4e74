import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { paymentAttempts } from '#server/db/schema.ts'
import { createTestApp } from '../helpers/test-app.ts'
import { lastMonth, seedAttempt, seedFamily, seedInvoice, thisMonth } from './billing-fixtures.ts'
import { useListeningTestApp } from './payment-app.ts'

const ctx = useListeningTestApp()
type Body = { invoice_id: string; amount: number; payer_rut: string }
const start = (body: Body, app = ctx.app, remoteAddress = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    remoteAddress,
    url: '/api/payments',
    payload: { currency: 'CLP', subject: 'Clases', ...body },
  })

async function invoiceFor(values: { billing_period?: string; status?: 'paid' | 'pending' } = {}) {
  const { guardian, students } = await seedFamily(ctx.db)
  const invoice = await seedInvoice(ctx.db, {
    student_id: students[0]!.id,
    payer_id: guardian.id,
    ...values,
  })
  return {
    invoice,
    body: { invoice_id: invoice.id, amount: invoice.total_amount, payer_rut: guardian.rut! },
  }
}

const attemptsOf = (invoiceId: string) =>
  ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.invoice_id, invoiceId))

describe('POST /api/payments', () => {
  it('answers the Khipu payment URL and records a pending attempt with the invoice amount', async () => {
    const { invoice, body } = await invoiceFor()
    const response = await start(body)
    expect(response.statusCode).toBe(200)
    expect(response.json().simplified_transfer_url).toMatch(/^http:\/\/.+\/api\/khipu-sim\/pay\//)
    const [attempt] = await attemptsOf(invoice.id)
    expect(attempt).toMatchObject({ status: 'pending', amount: 20500, currency: 'CLP' })
    expect(attempt!.khipu_payment_id).toBeTruthy()
  })

  it('reuses a still-pending attempt instead of opening a second payment', async () => {
    const { invoice, body } = await invoiceFor()
    const first = await start(body)
    const second = await start(body)
    expect(second.statusCode).toBe(200)
    expect(second.json()).toEqual(first.json())
    expect(await attemptsOf(invoice.id)).toHaveLength(1)
  })

  it('refuses an amount that is not the invoice total (409)', async () => {
    const { invoice, body } = await invoiceFor()
    const response = await start({ ...body, amount: body.amount - 1 })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('PAYMENT_AMOUNT_MISMATCH')
    expect(await attemptsOf(invoice.id)).toHaveLength(0)
  })

  it("refuses a RUT that is not the invoice payer's, before saying anything else", async () => {
    const { body } = await invoiceFor({ status: 'paid' })
    const other = await invoiceFor()
    const response = await start({ ...body, payer_rut: other.body.payer_rut })
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('PAYER_MISMATCH')
  })

  it('refuses an invoice of the current month and a paid invoice (409)', async () => {
    const current = await invoiceFor({ billing_period: thisMonth() })
    const open = await start(current.body)
    expect(open.statusCode).toBe(409)
    expect(open.json().code).toBe('INVOICE_PERIOD_OPEN')

    const paid = await invoiceFor({ billing_period: lastMonth(), status: 'paid' })
    const again = await start(paid.body)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'INVOICE_NOT_PENDING', detail: expect.any(String) })
  })

  it('answers 404 for an unknown invoice and 400 for a bad body', async () => {
    const { body } = await invoiceFor()
    const missing = await start({ ...body, invoice_id: '00000000-0000-4000-8000-000000000000' })
    expect(missing.statusCode).toBe(404)
    const bad = await start({ ...body, payer_rut: '12.345.678-9' })
    expect(bad.statusCode).toBe(400)
    const wrongCurrency = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { ...body, currency: 'USD', subject: 'x' },
    })
    expect(wrongCurrency.statusCode).toBe(400)
  })

  it('marks the attempt failed and answers 502 in Spanish when Khipu cannot be reached', async () => {
    const down = await createTestApp({
      khipu: { apiKey: 'clave', webhookSecret: 'secreto', baseUrl: 'http://127.0.0.1:9' },
    })
    try {
      const { guardian, students } = await seedFamily(down.db)
      const invoice = await seedInvoice(down.db, {
        student_id: students[0]!.id,
        payer_id: guardian.id,
      })
      const response = await start(
        { invoice_id: invoice.id, amount: invoice.total_amount, payer_rut: guardian.rut! },
        down.app,
      )
      expect(response.statusCode).toBe(502)
      expect(response.json().detail).toBe('Error al iniciar el pago. Intente de nuevo.')
      const attempts = await down.app.inject({ url: `/api/invoices/${invoice.id}/payments` })
      expect(attempts.json()).toEqual([
        expect.objectContaining({ payment_status: 'failure', notes: expect.any(String) }),
      ])
    } finally {
      await down.close()
    }
  })
})

describe('GET /api/invoices/{id}/payments', () => {
  it('lists attempts newest first with no names, and 404/400 for unknown or malformed ids', async () => {
    const { invoice, body } = await invoiceFor()
    await seedAttempt(ctx.db, {
      invoice_id: invoice.id,
      amount: 20500,
      status: 'failure',
      notes: 'Rechazado',
      created_at: new Date(Date.now() - 3_600_000),
    })
    expect((await start(body, ctx.app, '10.0.0.2')).statusCode).toBe(200)
    const response = await ctx.app.inject({ url: `/api/invoices/${invoice.id}/payments` })
    expect(response.statusCode).toBe(200)
    const list = response.json()
    expect(list.map((a: { payment_status: string }) => a.payment_status)).toEqual([
      'pending',
      'failure',
    ])
    expect(Object.keys(list[0]).sort()).toEqual([
      'amount',
      'cobros',
      'invoice_count',
      'notes',
      'payment_amount',
      'payment_status',
      'updated_at',
    ])
    // The cobros the payment covers carry no name without the guardian's proof.
    expect(list[0].cobros).toEqual([
      expect.objectContaining({ student_label: null, student_rut_masked: expect.any(String) }),
    ])
    const unknown = await ctx.app.inject({
      url: '/api/invoices/00000000-0000-4000-8000-000000000000/payments',
    })
    expect(unknown.statusCode).toBe(404)
    expect((await ctx.app.inject({ url: '/api/invoices/abc/payments' })).statusCode).toBe(400)
  })
})

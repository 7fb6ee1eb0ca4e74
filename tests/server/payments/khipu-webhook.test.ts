import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, invoices, paymentAttempts } from '#server/db/schema.ts'
import { khipuRuntime, type KhipuRuntime } from '#server/khipu/runtime.ts'
import { signKhipuBody } from '#server/khipu/signature.ts'
import { reconcilePayments } from '#server/jobs/reconcile-payments.ts'
import { createTestApp } from '../helpers/test-app.ts'
import { seedFamily, seedInvoice } from './billing-fixtures.ts'
import { startOn, useListeningTestApp, wholeInvoice } from './payment-app.ts'

const fixture = readFileSync(
  new URL('../../fixtures/khipu-webhook-v3-example.json', import.meta.url),
)

const ctx = useListeningTestApp()
let runtime: KhipuRuntime

beforeAll(async () => {
  runtime = khipuRuntime(ctx.config, ctx.app.server)
})

async function payableInvoice() {
  const { guardian, students } = await seedFamily(ctx.db)
  const invoice = await seedInvoice(ctx.db, { student_id: students[0]!.id, payer_id: guardian.id })
  return { invoice, payerRut: guardian.rut! }
}

async function startPayment(invoice: { id: string; total_amount: number }, payerRut: string) {
  const response = await startOn(ctx.app, {
    ...wholeInvoice(invoice, payerRut),
    subject: 'Clases de mountain bike',
  })
  expect(response.statusCode).toBe(200)
  const url = new URL(response.json<{ simplified_transfer_url: string }>().simplified_transfer_url)
  return { path: url.pathname, paymentId: url.pathname.split('/').at(-1)! }
}

const bankButton = (path: string, action: 'pay' | 'reject') =>
  ctx.app.inject({
    method: 'POST',
    url: `${path}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  })

const notify = (body: Buffer | string, signature?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/khipu/notify',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-khipu-signature': signature } : {}),
    },
    payload: body,
  })

const invoiceRow = async (id: string) =>
  (await ctx.db.select().from(invoices).where(eq(invoices.id, id)))[0]!
const attemptsOf = (invoiceId: string) =>
  ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.invoice_id, invoiceId))

/** The payments of an invoice as its return page shows them. */
const returnPage = async (invoiceId: string) =>
  (await ctx.app.inject({ url: `/api/invoices/${invoiceId}/payments` })).json()

describe('Khipu payment through the simulator', () => {
  it('start → bank page → Pagar → signed webhook → invoice paid, shown on the return page', async () => {
    const { invoice, payerRut } = await payableInvoice()
    const { path } = await startPayment(invoice, payerRut)

    const page = await ctx.app.inject({ method: 'GET', url: path })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('$20.500')
    expect(page.body).toContain('Pagar')
    expect(page.body).toContain('Rechazar')
    expect(page.body).not.toContain('<script')

    const paid = await bankButton(path, 'pay')
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toMatch(new RegExp(`/payments-return/${invoice.id}$`))

    const stored = await invoiceRow(invoice.id)
    expect(stored.status).toBe('paid')
    expect(stored.paid_at).toBeInstanceOf(Date)
    expect(await returnPage(invoice.id)).toEqual([
      expect.objectContaining({ amount: 20500, payment_status: 'completed' }),
    ])
  })

  it('pays once when the same notification arrives twice', async () => {
    const { invoice, payerRut } = await payableInvoice()
    const { path, paymentId } = await startPayment(invoice, payerRut)
    await bankButton(path, 'pay')
    const [attempt] = await attemptsOf(invoice.id)
    const body = JSON.stringify({ payment_id: paymentId, transaction_id: attempt!.id })
    const again = await notify(body, signKhipuBody(runtime.webhookSecret!, body, Date.now()))
    expect(again.statusCode).toBe(200)

    const paidAudits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice_paid'), eq(auditLog.entity_id, invoice.id)))
    expect(paidAudits).toHaveLength(1)
    expect(await attemptsOf(invoice.id)).toEqual([expect.objectContaining({ status: 'completed' })])
  })

  it('pays at the amount the attempt asked for even if the invoice changed meanwhile', async () => {
    const { invoice, payerRut } = await payableInvoice()
    const { path } = await startPayment(invoice, payerRut)
    // Changed behind the billing run's back (a run skips invoices being paid).
    await ctx.db.update(invoices).set({ total_amount: 30500 }).where(eq(invoices.id, invoice.id))
    await bankButton(path, 'pay')

    expect((await invoiceRow(invoice.id)).status).toBe('paid')
    expect(await returnPage(invoice.id)).toEqual([
      expect.objectContaining({ amount: 20500, payment_status: 'completed' }),
    ])
  })

  it('does not pay when Khipu collected another amount than the attempt asked for', async () => {
    const { invoice, payerRut } = await payableInvoice()
    const { path, paymentId } = await startPayment(invoice, payerRut)
    runtime.simulator!.get(paymentId)!.amount = 10500
    await bankButton(path, 'pay')

    expect((await invoiceRow(invoice.id)).status).toBe('pending')
    const [attempt] = await attemptsOf(invoice.id)
    expect(attempt!.status).toBe('failure')
    expect(attempt!.notes).toMatch(/monto/i)
  })

  it('marks the attempt failed when the payer rejects it at the bank', async () => {
    const { invoice, payerRut } = await payableInvoice()
    const { path } = await startPayment(invoice, payerRut)
    const rejected = await bankButton(path, 'reject')
    expect(rejected.statusCode).toBe(303)
    expect(rejected.headers.location).toMatch(new RegExp(`/payments-return/${invoice.id}$`))
    // The return page asks Khipu once the attempt is a few seconds old.
    await ctx.db
      .update(paymentAttempts)
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where(eq(paymentAttempts.invoice_id, invoice.id))
    expect(await returnPage(invoice.id)).toEqual([
      expect.objectContaining({ payment_status: 'failure', notes: expect.any(String) }),
    ])
    expect((await invoiceRow(invoice.id)).status).toBe('pending')
  })

  it('reconciliation pays an invoice whose notification was lost', async () => {
    const { invoice, payerRut } = await payableInvoice()
    const { paymentId } = await startPayment(invoice, payerRut)
    const simulated = runtime.simulator!.get(paymentId)!
    simulated.status = 'done'
    simulated.status_detail = 'normal'
    await ctx.db
      .update(paymentAttempts)
      .set({ created_at: new Date(Date.now() - 2 * 60_000) })
      .where(eq(paymentAttempts.invoice_id, invoice.id))

    const result = await reconcilePayments(ctx.db, runtime.client, ctx.app.log)
    expect(result.outcomes.paid).toBeGreaterThanOrEqual(1)
    expect((await invoiceRow(invoice.id)).status).toBe('paid')
  })
})

describe('Khipu notification endpoint', () => {
  it('refuses unsigned, badly signed and stale notifications with 401', async () => {
    const body = JSON.stringify({ payment_id: 'abc' })
    const secret = runtime.webhookSecret!
    expect((await notify(body)).statusCode).toBe(401)
    expect((await notify(body, signKhipuBody('otro-secreto', body, Date.now()))).statusCode).toBe(
      401,
    )
    const stale = await notify(body, signKhipuBody(secret, body, Date.now() - 6 * 60_000))
    expect(stale.statusCode).toBe(401)
    expect(stale.json()).toMatchObject({ code: 'KHIPU_SIGNATURE_INVALID' })
    const tampered = await notify(
      body.replace('abc', 'abd'),
      signKhipuBody(secret, body, Date.now()),
    )
    expect(tampered.statusCode).toBe(401)
  })

  it("answers 200 and changes nothing for Khipu's example (a payment that is not ours)", async () => {
    const before = await ctx.db.select().from(paymentAttempts)
    const response = await notify(
      fixture,
      signKhipuBody(runtime.webhookSecret!, fixture, Date.now()),
    )
    expect(response.statusCode).toBe(200)
    expect(await ctx.db.select().from(paymentAttempts)).toEqual(before)
  })

  it('answers 503 when real Khipu is configured without a webhook secret', async () => {
    const real = await createTestApp({
      khipu: { apiKey: 'clave-real', webhookSecret: undefined, baseUrl: 'http://127.0.0.1:9' },
    })
    try {
      const body = JSON.stringify({ payment_id: 'abc' })
      const response = await real.app.inject({
        method: 'POST',
        url: '/api/payments/khipu/notify',
        headers: { 'content-type': 'application/json' },
        payload: body,
      })
      expect(response.statusCode).toBe(503)
      // No simulator with real Khipu.
      expect((await real.app.inject({ url: '/api/khipu-sim/pay/x' })).statusCode).toBe(404)
    } finally {
      await real.close()
    }
  })
})

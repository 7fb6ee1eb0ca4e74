// Issue 10 point 3, end to end over HTTP through the Khipu simulator: a guardian starts paying,
// an admin changes a price and re-runs billing for that month, the guardian pays what the bank
// page showed — the invoice is paid at that amount and the run left it alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { InvoiceGeneration, PortalInvoice } from '#shared/contract/invoices.ts'
import { invoices } from '#server/db/schema.ts'
import { khipuRuntime } from '#server/payments/khipu/runtime.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'
import { signIn, type Caller } from '../prices/api.ts'
import { dayOf, lastMonth, seedFamily, seedPrices, seedSession } from './billing-fixtures.ts'

let ctx: TestContext
let admin: Caller

beforeAll(async () => {
  ctx = await createTestApp()
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  khipuRuntime(ctx.config, ctx.app.server)
  await seedPrices(ctx.db)
  admin = await signIn(ctx, 'admin')
})
afterAll(() => ctx.close())

/** A family whose one student attended 9 group classes last month: 9 × $10.000 + $500 fee. */
async function familyWithNineClasses() {
  const { guardian, students } = await seedFamily(ctx.db)
  for (let day = 1; day <= 9; day++) {
    await seedSession(ctx.db, dayOf(lastMonth(), day), [{ id: students[0]!.id }])
  }
  return { rut: guardian.rut!, studentId: students[0]!.id }
}

async function portalInvoice(rut: string): Promise<PortalInvoice> {
  const response = await ctx.app.inject({ url: `/api/invoices/${encodeURIComponent(rut)}` })
  expect(response.statusCode).toBe(200)
  const [invoice] = response.json<PortalInvoice[]>()
  return invoice!
}

const billing = async (method: 'preview' | 'generate') => {
  const response =
    method === 'preview'
      ? await admin.get(`/api/invoices/preview?billing_period=${lastMonth()}`)
      : await admin.send('POST', '/api/invoices/generate', { billing_period: lastMonth() })
  expect(response.statusCode).toBe(200)
  return response.json<InvoiceGeneration>()
}

describe('paying while an admin re-bills the month', () => {
  it('keeps the invoice being paid as the guardian saw it and pays it at that amount', async () => {
    const paying = await familyWithNineClasses()
    const other = await familyWithNineClasses()
    await billing('generate')
    const invoice = await portalInvoice(paying.rut)
    expect(invoice.total_amount).toBe(90_500)

    // The guardian starts paying: the bank page shows $90.500.
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: {
        invoice_id: invoice.id,
        amount: 90_500,
        currency: 'CLP',
        subject: 'Clases de mountain bike',
        payer_rut: paying.rut,
      },
    })
    expect(started.statusCode).toBe(200)
    const bankPath = new URL(
      started.json<{ simplified_transfer_url: string }>().simplified_transfer_url,
    ).pathname
    expect((await ctx.app.inject({ url: bankPath })).body).toContain('$90.500')

    // The admin corrects the group price for that month and previews, then re-runs billing.
    const priced = await admin.send('POST', '/api/prices/class_prices', {
      class_type: 'group',
      price: 10_800,
      // A correction for that month (by default a change applies from next month).
      valid_from: `${lastMonth()}-01`,
    })
    expect(priced.statusCode).toBe(200)
    const preview = await billing('preview')
    expect(preview).toMatchObject({ updated: 1, skipped: 1 })
    const skipped = preview.changes.find((change) => change.action === 'skip')
    expect(skipped).toMatchObject({ invoice_id: invoice.id, total_amount: 90_500 })
    expect(skipped?.reason).toMatch(/^Pago en curso: .*cambiaría a \$97\.700/)
    // The other family's invoice, not being paid, takes the new price: 9 × $10.800 + $500.
    expect(preview.changes.find((change) => change.action === 'update')).toMatchObject({
      total_amount: 97_700,
      previous_total: 90_500,
    })
    expect(preview.total_amount).toBe(90_500 + 97_700)

    const run = await billing('generate')
    expect(run).toMatchObject({ updated: 1, skipped: 1, total_amount: 90_500 + 97_700 })
    expect((await portalInvoice(paying.rut)).total_amount).toBe(90_500)
    expect((await portalInvoice(other.rut)).total_amount).toBe(97_700)

    // The guardian pays at the bank; the simulator notifies the server (signed webhook).
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `${bankPath}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    })
    expect(paid.statusCode).toBe(303)
    expect(await portalInvoice(paying.rut)).toMatchObject({ status: 'paid', total_amount: 90_500 })
    const attempts = await ctx.app.inject({ url: `/api/invoices/${invoice.id}/payments` })
    expect(attempts.json()).toEqual([
      expect.objectContaining({ amount: 90_500, payment_status: 'completed' }),
    ])

    // Paid now, a further run leaves it alone and skips nothing.
    const after = await billing('generate')
    expect(after).toMatchObject({ updated: 0, skipped: 0, unchanged: 2 })
    const [stored] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoice.id))
    expect(stored).toMatchObject({ status: 'paid', total_amount: 90_500 })
  })

  it("skips every invoice of a 'Pagar todo' in progress", async () => {
    const { guardian, students } = await seedFamily(ctx.db, 2)
    for (const student of students) {
      await seedSession(ctx.db, dayOf(lastMonth(), 20), [{ id: student.id }])
    }
    await billing('generate')
    const response = await ctx.app.inject({
      url: `/api/invoices/${encodeURIComponent(guardian.rut!)}`,
    })
    const owed = response.json<PortalInvoice[]>()
    expect(owed).toHaveLength(2)
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      remoteAddress: '10.9.0.1',
      payload: {
        invoice_ids: owed.map((i) => i.id),
        amount: owed.reduce((sum, i) => sum + i.total_amount, 0),
        currency: 'CLP',
        subject: 'Clases de mountain bike',
        payer_rut: guardian.rut,
      },
    })
    expect(started.statusCode).toBe(200)

    const priced = await admin.send('POST', '/api/prices/class_prices', {
      class_type: 'group',
      price: 11_000,
      valid_from: `${lastMonth()}-01`,
    })
    expect(priced.statusCode).toBe(200)
    const preview = await billing('preview')
    const skipped = preview.changes.filter((c) => c.action === 'skip').map((c) => c.invoice_id)
    expect(skipped).toEqual(expect.arrayContaining(owed.map((i) => i.id)))
  })
})

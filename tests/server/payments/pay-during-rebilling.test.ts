// End to end over HTTP through the Khipu simulator: a guardian starts paying, an admin changes a
// price and re-runs billing for that month. The run cancels the open payment at Khipu first and
// bills the new amount (so a payment nobody finishes cannot hold the invoice back); only a payment
// Khipu is already verifying is left alone, and then it pays what the payer was shown.
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { InvoiceGeneration, PortalInvoice } from '#shared/contract/invoices.ts'
import { invoices } from '#server/db/schema.ts'
import { khipuRuntime } from '#server/khipu/runtime.ts'
import { signIn, type Caller } from '../prices/api.ts'
import { dayOf, lastMonth, seedFamily, seedPrices, seedSession } from './billing-fixtures.ts'
import { atBank, useListeningTestApp } from './payment-app.ts'

const ctx = useListeningTestApp()
let admin: Caller

beforeAll(async () => {
  khipuRuntime(ctx.config, ctx.app.server)
  await seedPrices(ctx.db)
  admin = await signIn(ctx, 'admin')
})

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
  /** The guardian starts paying; the bank page shows the amount; answers the bank page's path. */
  async function startPaying(rut: string, invoice: PortalInvoice, address: string) {
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      remoteAddress: address,
      payload: {
        invoice_id: invoice.id,
        amount: invoice.total_amount,
        currency: 'CLP',
        payer_rut: rut,
      },
    })
    expect(started.statusCode).toBe(200)
    return new URL(started.json<{ simplified_transfer_url: string }>().simplified_transfer_url)
      .pathname
  }

  const payAtBank = (bankPath: string) => atBank(ctx.app, bankPath)

  /** The admin corrects the group price for last month (by default it applies from next month). */
  async function correctPrice(price: number) {
    const priced = await admin.send('POST', '/api/prices/class_prices', {
      class_type: 'group',
      price,
      valid_from: `${lastMonth()}-01`,
    })
    expect(priced.statusCode).toBe(200)
  }

  it('cancels the open payment at Khipu first and bills the new amount: nobody pays a stale one, nobody blocks the run', async () => {
    const paying = await familyWithNineClasses()
    const other = await familyWithNineClasses()
    await billing('generate')
    const invoice = await portalInvoice(paying.rut)
    expect(invoice.total_amount).toBe(90_500)
    const bankPath = await startPaying(paying.rut, invoice, '10.8.0.1')
    expect((await ctx.app.inject({ url: bankPath })).body).toContain('$90.500')

    await correctPrice(10_800)
    const preview = await billing('preview')
    expect(preview).toMatchObject({ updated: 1, skipped: 1 })
    const skipped = preview.changes.find((change) => change.action === 'skip')
    expect(skipped).toMatchObject({ invoice_id: invoice.id, total_amount: 90_500 })
    expect(skipped?.reason).toBe(
      'Pago en curso por el monto anterior: al generar se anula en Khipu y el cobro pasa a $97.700.',
    )

    const run = await billing('generate')
    expect(run).toMatchObject({ updated: 2, skipped: 0, total_amount: 2 * 97_700 })
    expect((await portalInvoice(paying.rut)).total_amount).toBe(97_700)
    expect((await portalInvoice(other.rut)).total_amount).toBe(97_700)

    // The old bank page can no longer be paid; the return page says why.
    expect((await payAtBank(bankPath)).statusCode).toBe(404)
    const attempts = await ctx.app.inject({ url: `/api/invoices/${invoice.id}/payments` })
    expect(attempts.json()).toEqual([
      expect.objectContaining({
        amount: 90_500,
        payment_status: 'failure',
        notes: 'Anulado en Khipu: la escuela recalculó este cobro. Pague el nuevo monto.',
      }),
    ])

    // The guardian pays the new amount, once.
    const again = await startPaying(paying.rut, await portalInvoice(paying.rut), '10.8.0.2')
    expect((await payAtBank(again)).statusCode).toBe(303)
    expect(await portalInvoice(paying.rut)).toMatchObject({ status: 'paid', total_amount: 97_700 })
    const after = await billing('generate')
    expect(after).toMatchObject({ updated: 0, skipped: 0 })
  })

  it('leaves a payment Khipu is verifying as it is: the run skips it and the payer pays what they saw', async () => {
    const paying = await familyWithNineClasses()
    await billing('generate')
    const invoice = await portalInvoice(paying.rut)
    const bankPath = await startPaying(paying.rut, invoice, '10.8.0.3')
    const simulated = khipuRuntime(ctx.config, ctx.app.server)
      .simulator!.all()
      .find((p) => bankPath.endsWith(p.payment_id))!
    simulated.status = 'verifying'

    await correctPrice(11_500)
    const run = await billing('generate')
    const skipped = run.changes.find((change) => change.invoice_id === invoice.id)
    expect(skipped).toMatchObject({ action: 'skip', total_amount: invoice.total_amount })
    expect(skipped?.reason).toMatch(/^Khipu está verificando un pago de este monto/)

    // The bank confirms: the invoice is paid at the amount the payer was shown.
    simulated.status = 'pending'
    expect((await payAtBank(bankPath)).statusCode).toBe(303)
    const [stored] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoice.id))
    expect(stored).toMatchObject({ status: 'paid', total_amount: invoice.total_amount })
  })

  it("previews every invoice of a 'Pagar todo' in progress as cancelled at Khipu first", async () => {
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

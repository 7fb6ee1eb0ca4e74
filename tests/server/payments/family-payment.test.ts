import { describe, expect, it, vi } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import { auditLog, invoices, paymentAttempts, paymentIssues } from '#server/db/schema.ts'
import { reconcilePayments } from '#server/jobs/reconcile-payments.ts'
import { applyKhipuPayment } from '#server/payments/confirm-payment-data.ts'
import { khipuRuntime } from '#server/khipu/runtime.ts'
import { pdfText } from './pdf-text.ts'
import { lastMonth, seedInvoice, seedOwingFamily, thisMonth } from './billing-fixtures.ts'
import {
  atBank,
  khipuPaymentOf,
  paymentStarter,
  recognisedHeaders,
  useListeningTestApp,
} from './payment-app.ts'

const ctx = useListeningTestApp()

/** A guardian with three children, each with a pending invoice of last month. */
async function family(totals = [20500, 30500, 10500]) {
  const { rut, ...rest } = await seedOwingFamily(ctx.db, totals)
  return { ...rest, payerRut: rut }
}

const start = paymentStarter(ctx, '10.1.0')

const body = (ids: string[], amount: number, payerRut: string) => ({
  invoice_ids: ids,
  amount,
  currency: 'CLP',
  subject: 'Clases de mountain bike',
  payer_rut: payerRut,
})

const statuses = async (ids: string[]) =>
  (await ctx.db.select().from(invoices).where(inArray(invoices.id, ids))).map((i) => i.status)

describe('Pagar todo: one Khipu payment for several invoices', () => {
  it('asks the bank once for the sum and marks every invoice paid, once', async () => {
    const { owed, payerRut, students } = await family()
    const ids = owed.map((i) => i.id)
    const response = await start(body(ids, 61500, payerRut))
    expect(response.statusCode, response.body).toBe(200)
    const path = new URL(
      response.json<{ simplified_transfer_url: string }>().simplified_transfer_url,
    ).pathname

    const page = await ctx.app.inject({ url: path })
    expect(page.body).toContain('$61.500')
    const paid = await atBank(ctx.app, path)
    expect(paid.statusCode).toBe(303)

    expect(await statuses(ids)).toEqual(['paid', 'paid', 'paid'])
    const paidAudits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice_paid'), inArray(auditLog.entity_id, ids)))
    expect(paidAudits).toHaveLength(3)
    // One row per invoice, each with its own amount, all in one Khipu payment.
    const attempts = await ctx.db
      .select()
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.invoice_id, ids))
    expect(attempts.map((a) => a.amount).sort()).toEqual([10500, 20500, 30500])
    expect(new Set(attempts.map((a) => a.payment_id)).size).toBe(1)
    expect(attempts.every((a) => a.status === 'completed')).toBe(true)
    const returnPage = await ctx.app.inject({ url: `/api/invoices/${ids[1]}/payments` })
    expect(returnPage.json()).toEqual([
      expect.objectContaining({ amount: 30500, payment_amount: 61500, invoice_count: 3 }),
    ])
    // In Santiago's offset, so the phone shows it without Intl; the same instant as stored.
    const [attemptTime] = returnPage.json().map((a: { updated_at: string }) => a.updated_at)
    expect(attemptTime).toMatch(/-0[34]:00$/)
    expect(Date.parse(attemptTime)).toBe(attempts[0]!.updated_at.getTime())

    const again = await start(body(ids, 61500, payerRut))
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe('Este cobro ya no está pendiente de pago.')

    // The receipt: only for the recognised guardian, as JSON and as a real PDF.
    const receiptUrl = `/api/portal/receipts/${attempts[0]!.payment_id}`
    expect((await ctx.app.inject({ url: receiptUrl })).statusCode).toBe(404)
    const headers = await recognisedHeaders(ctx, {
      rut: payerRut,
      studentId: students[1]!.id,
      birthDate: '2016-05-20',
    })
    const portal = await ctx.app.inject({
      url: `/api/invoices/${encodeURIComponent(payerRut)}`,
      headers,
    })
    expect(portal.json().map((i: { receipt_id: string }) => i.receipt_id)).toEqual(
      Array(3).fill(attempts[0]!.payment_id),
    )
    const receipt = await ctx.app.inject({ url: receiptUrl, headers })
    expect(receipt.statusCode).toBe(200)
    expect(receipt.json()).toMatchObject({
      amount: 61500,
      khipu_payment_id: attempts[0]!.khipu_payment_id,
      payer: { rut: payerRut },
    })
    expect(receipt.json().invoices).toHaveLength(3)
    expect(receipt.json().paid_at).toMatch(/-0[34]:00$/)
    const pdf = await ctx.app.inject({ url: `${receiptUrl}/pdf`, headers })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(pdf.rawPayload)
    expect(text).toContain('Comprobante de pago')
    expect(text).toContain('Clases grupales: 2 × $10.000')
    expect(text).toContain(attempts[0]!.khipu_payment_id!)
    expect(text).toContain('$61.500')
  })

  it('pays the others when the office cancelled one meanwhile, noting it for the school', async () => {
    const { owed, payerRut } = await family([20500, 30500])
    const ids = owed.map((i) => i.id)
    const response = await start(body(ids, 51000, payerRut))
    const path = new URL(
      response.json<{ simplified_transfer_url: string }>().simplified_transfer_url,
    ).pathname
    await ctx.db.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, ids[1]!))
    await atBank(ctx.app, path)
    expect(await statuses([ids[0]!])).toEqual(['paid'])
    expect(await statuses([ids[1]!])).toEqual(['cancelled'])
    const noted = await ctx.app.inject({ url: `/api/invoices/${ids[1]}/payments` })
    expect(noted.json()[0]).toMatchObject({
      payment_status: 'completed',
      notes:
        'El cobro ya no estaba pendiente cuando se confirmó el pago: la escuela le devolverá este monto.',
    })
    // The office sees the money to give back, once.
    const issues = await ctx.db
      .select()
      .from(paymentIssues)
      .where(eq(paymentIssues.invoice_id, ids[1]!))
    expect(issues).toEqual([
      expect.objectContaining({ kind: 'refund_due', reason: 'invoice_cancelled', amount: 30500 }),
    ])
  })

  it('pays none of the invoices when Khipu collected another amount', async () => {
    const { owed, payerRut } = await family()
    const ids = owed.map((i) => i.id)
    expect((await start(body(ids, 61500, payerRut))).statusCode).toBe(200)
    const payment = await khipuPaymentOf(ctx.db, ids[0]!)
    const outcome = await ctx.db.transaction((tx) =>
      applyKhipuPayment(
        tx,
        {
          payment_id: payment.khipu_payment_id!,
          transaction_id: payment.id,
          status: 'done',
          status_detail: 'normal',
          amount: 20500,
          currency: 'CLP',
        },
        'webhook',
        async () => {},
      ),
    )
    expect(outcome).toBe('mismatch')
    expect(await statuses(ids)).toEqual(['pending', 'pending', 'pending'])
    const after = await ctx.app.inject({ url: `/api/invoices/${ids[1]}/payments` })
    expect(after.json()[0]).toMatchObject({ payment_status: 'failure' })
  })

  it('refuses a list with another payer’s invoice, a repeated one, an open month or a wrong sum', async () => {
    const { owed, payerRut } = await family([20500, 30500])
    const other = await family([10500])
    const ids = owed.map((i) => i.id)

    const mixed = await start(body([...ids, other.owed[0]!.id], 61500, payerRut))
    expect(mixed.statusCode).toBe(403)
    expect(mixed.json().detail).toBe('El RUT ingresado no corresponde al pagador de este cobro.')

    const repeated = await start(body([ids[0]!, ids[0]!], 41000, payerRut))
    expect(repeated.statusCode).toBe(400)
    expect(repeated.body).toContain('Un cobro aparece más de una vez en el pago.')

    const empty = await start(body([], 1, payerRut))
    expect(empty.statusCode).toBe(400)
    expect(empty.json().detail).toBe("El campo 'invoice_ids' es demasiado corto.")

    const both = await start({ ...body(ids, 51000, payerRut), invoice_id: ids[0] })
    expect(both.statusCode).toBe(400)

    const wrongSum = await start(body(ids, 20500, payerRut))
    expect(wrongSum.statusCode).toBe(409)

    const open = await seedInvoice(ctx.db, {
      student_id: other.students[0]!.id,
      payer_id: other.guardian.id,
      billing_period: thisMonth(),
    })
    const notClosed = await start(body([other.owed[0]!.id, open.id], 31000, other.payerRut))
    expect(notClosed.statusCode).toBe(409)
    expect(await statuses(ids)).toEqual(['pending', 'pending'])
    expect(lastMonth()).not.toBe(thisMonth())
  })

  it('reuses the open family payment; a single payment of one of them replaces it', async () => {
    const { owed, payerRut } = await family([20500, 30500])
    const ids = owed.map((i) => i.id)
    const first = await start(body(ids, 51000, payerRut))
    const second = await start(body(ids, 51000, payerRut))
    expect(second.json()).toEqual(first.json())

    const one = await start({
      ...body([], 20500, payerRut),
      invoice_ids: undefined,
      invoice_id: ids[0],
    })
    expect(one.statusCode).toBe(200)
    expect(one.json()).not.toEqual(first.json())
    // The family payment was cancelled at Khipu first: one open attempt, the single one's.
    const open = await ctx.db
      .select()
      .from(paymentAttempts)
      .where(and(inArray(paymentAttempts.invoice_id, ids), eq(paymentAttempts.status, 'pending')))
    expect(open).toEqual([expect.objectContaining({ invoice_id: ids[0], amount: 20500 })])
  })
  it('reconciliation asks Khipu once per family payment and expires it as a whole', async () => {
    const { owed, payerRut } = await family([20500, 30500, 10500])
    const ids = owed.map((i) => i.id)
    expect((await start(body(ids, 61500, payerRut))).statusCode).toBe(200)
    const aged = (ms: number) =>
      ctx.db
        .update(paymentAttempts)
        .set({ created_at: new Date(Date.now() - ms) })
        .where(inArray(paymentAttempts.invoice_id, ids))
    await aged(2 * 60_000)
    const runtime = khipuRuntime(ctx.config, ctx.app.server)
    const getPayment = vi.fn(runtime.client.getPayment)
    const client = { ...runtime.client, getPayment }
    await reconcilePayments(ctx.db, client, ctx.app.log)
    const asked = getPayment.mock.calls.map(([id]) => id)
    expect(asked.length).toBeGreaterThan(0)
    expect(new Set(asked).size).toBe(asked.length)

    await aged(3 * 24 * 3_600_000)
    await reconcilePayments(ctx.db, client, ctx.app.log)
    const payment = await khipuPaymentOf(ctx.db, ids[0]!)
    expect(payment.status).toBe('failure')
    expect(await statuses(ids)).toEqual(['pending', 'pending', 'pending'])
  })
})

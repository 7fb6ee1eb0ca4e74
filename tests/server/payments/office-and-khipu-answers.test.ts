// Issue "Trust, round 3", points 1 (money for a cobro already paid), 2 (a stranger cannot block
// the office) and 3 (Khipu's other answers), end to end over HTTP through the Khipu simulator.
import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import type { PaymentIssue } from '#shared/contract/payment-issues.ts'
import { todayInSantiago } from '#shared/dates.ts'
import {
  auditLog,
  invoices,
  manualPayments,
  paymentAttempts,
  paymentIssues,
} from '#server/db/schema.ts'
import { khipuRuntime } from '#server/khipu/runtime.ts'
import type { SimulatedPayment } from '#server/khipu/simulator-store.ts'
import { signIn, type Caller } from '../prices/api.ts'
import { seedOwingFamily } from './billing-fixtures.ts'
import { useListeningTestApp } from './payment-app.ts'

const ctx = useListeningTestApp()
let admin: Caller
let teacher: Caller

beforeAll(async () => {
  admin = await signIn(ctx, 'admin')
  teacher = await signIn(ctx, 'teacher')
})

const runtime = () => khipuRuntime(ctx.config, ctx.app.server)

const family = (totals: number[]) => seedOwingFamily(ctx.db, totals)

let caller = 0
/** Anyone who knows the RUT presses 'Pagar' (no recognition needed); answers the bank page. */
async function startPaying(ids: string[], amount: number, rut: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments',
    remoteAddress: `10.4.0.${++caller}`,
    payload:
      ids.length === 1
        ? { invoice_id: ids[0], amount, currency: 'CLP', payer_rut: rut }
        : { invoice_ids: ids, amount, currency: 'CLP', payer_rut: rut },
  })
  expect(response.statusCode, response.body).toBe(200)
  const url = response.json<{ simplified_transfer_url: string }>().simplified_transfer_url
  const simulated = runtime()
    .simulator!.all()
    .find((p) => url.endsWith(`/pay/${p.payment_id}`))!
  return { path: new URL(url).pathname, simulated }
}

const bankAction = (path: string, action: 'pay' | 'reject' | 'reverse') =>
  ctx.app.inject({
    method: 'POST',
    url: `${path}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  })

const recordCash = (invoiceId: string, amount: number) =>
  admin.send('POST', `/api/invoices/${invoiceId}/manual-payments`, {
    amount,
    // Today as the office sees it: between midnight UTC and 03:00 UTC, Santiago is still on the
    // day before, and a UTC date would be a future one.
    paid_on: todayInSantiago(),
    method: 'cash',
    reference: null,
  })

const statusOf = async (id: string) =>
  (await ctx.db.select().from(invoices).where(eq(invoices.id, id)))[0]!.status

const returnPage = async (invoiceId: string) =>
  (await ctx.app.inject({ url: `/api/invoices/${invoiceId}/payments` })).json<
    { payment_status: string; notes: string | null }[]
  >()

const issuesOf = async (invoiceId: string) =>
  (await admin.get('/api/payment-issues'))
    .json<PaymentIssue[]>()
    .filter((issue) => issue.invoice?.id === invoiceId)

/** Khipu settled the payment to the school `days` ago (refunds are possible only before). */
const settledDaysAgo = (payment: SimulatedPayment, days: number) => {
  payment.conciliation_date = new Date(Date.now() - days * 86_400_000)
}

describe('a stranger who knows the RUT cannot block the office', () => {
  it('recording cash cancels the open Khipu payment at Khipu first, then records', async () => {
    const { ids, rut } = await family([20_500])
    const { path, simulated } = await startPaying(ids, 20_500, rut)

    const recorded = await recordCash(ids[0]!, 20_500)
    expect(recorded.statusCode, recorded.body).toBe(201)
    expect(await statusOf(ids[0]!)).toBe('paid')
    expect(simulated.deleted).toBe(true)
    // The bank page can no longer collect it.
    expect((await bankAction(path, 'pay')).statusCode).toBe(404)
    expect(await returnPage(ids[0]!)).toEqual([
      expect.objectContaining({
        payment_status: 'failure',
        notes: 'Anulado en Khipu: la escuela registró el pago de este cobro por otro medio.',
      }),
    ])
    const [attempt] = await ctx.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoice_id, ids[0]!))
    const cancelled = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment_cancelled'), eq(auditLog.entity_id, attempt!.id)))
    expect(cancelled).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ source: 'manual_payment' }) }),
    ])
  })

  it('a payment Khipu is verifying is not cancelled: 409 in Spanish, nothing recorded', async () => {
    const { ids, rut } = await family([20_500])
    const { simulated } = await startPaying(ids, 20_500, rut)
    simulated.status = 'verifying'
    const refused = await recordCash(ids[0]!, 20_500)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'MANUAL_PAYMENT_KHIPU_IN_PROGRESS',
      detail:
        'Khipu está verificando un pago de este cobro en este momento. Espera unos minutos: si se confirma, el cobro quedará pagado.',
    })
    expect(await statusOf(ids[0]!)).toBe('pending')
    expect(simulated.deleted).toBe(false)
  })

  it('a payment made at Khipu whose notification was lost is applied, not collected twice', async () => {
    const { ids, rut } = await family([20_500])
    const { simulated } = await startPaying(ids, 20_500, rut)
    // The payer paid; the notification never arrived.
    Object.assign(simulated, {
      status: 'done',
      status_detail: 'normal',
      conciliation_date: new Date(),
    })
    const refused = await recordCash(ids[0]!, 20_500)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('MANUAL_PAYMENT_NOT_PENDING')
    expect(await statusOf(ids[0]!)).toBe('paid')
    expect(
      await ctx.db.select().from(manualPayments).where(eq(manualPayments.invoice_id, ids[0]!)),
    ).toEqual([])
    expect(await issuesOf(ids[0]!)).toEqual([])
  })
})

describe("money for a cobro already paid: 'a devolver', listed for the office", () => {
  /** A family payment started, then one cobro paid in cash behind its back, then paid at Khipu. */
  async function paidTwice() {
    const { ids, rut } = await family([20_500, 30_500])
    const { path, simulated } = await startPaying(ids, 51_000, rut)
    // The cash arrived in the same instant (no cancel in between): the database says paid.
    await ctx.db.update(invoices).set({ status: 'paid' }).where(eq(invoices.id, ids[0]!))
    expect((await bankAction(path, 'pay')).statusCode).toBe(303)
    expect(await statusOf(ids[1]!)).toBe('paid')
    const [issue] = await issuesOf(ids[0]!)
    return { ids, issue: issue!, simulated }
  }

  it('records the share as to refund, once, and lists it for admins only', async () => {
    const { ids, issue } = await paidTwice()
    expect(issue).toMatchObject({
      kind: 'refund_due',
      reason: 'invoice_paid',
      amount: 20_500,
      resolved_at: null,
      invoice: expect.objectContaining({ id: ids[0] }),
    })
    expect(issue.invoice!.student.name).toBeTruthy()
    expect(issue.invoice!.payer.name).toBe('Ana')
    // The same confirmation again (Khipu retries) lists nothing twice.
    const duplicate = await ctx.app.inject({ url: `/api/invoices/${ids[0]}/payments` })
    expect(duplicate.statusCode).toBe(200)
    expect(
      await ctx.db.select().from(paymentIssues).where(eq(paymentIssues.invoice_id, ids[0]!)),
    ).toHaveLength(1)
    expect((await teacher.get('/api/payment-issues')).statusCode).toBe(403)
    expect((await ctx.app.inject({ url: '/api/payment-issues' })).statusCode).toBe(401)
  })

  it("'Devolver' through Khipu refunds once, whoever presses it twice or at once", async () => {
    const { issue, simulated } = await paidTwice()
    const url = `/api/payment-issues/${issue.id}/resolve`
    const [first, second] = await Promise.all([
      admin.send('POST', url, { action: 'refund_khipu' }),
      admin.send('POST', url, { action: 'refund_khipu' }),
    ])
    const statuses = [first.statusCode, second.statusCode].sort()
    expect(statuses[0]).toBe(200)
    expect([200, 409]).toContain(statuses[1])
    expect(simulated.refunds).toEqual([20_500])
    const again = await admin.send('POST', url, { action: 'refund_khipu' })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ resolution: 'refunded_khipu' })
    expect(simulated.refunds).toEqual([20_500])
    const [listed] = await issuesOf(issue.invoice!.id)
    expect(listed).toMatchObject({ resolution: 'refunded_khipu', resolved_by: expect.any(String) })
  })

  it('once Khipu settled the money, says so and records the return by transfer', async () => {
    const { issue, simulated } = await paidTwice()
    settledDaysAgo(simulated, 2)
    const url = `/api/payment-issues/${issue.id}/resolve`
    const refused = await admin.send('POST', url, { action: 'refund_khipu' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toBe(
      'Khipu ya no permite devolver este pago (ya lo transfirió a la escuela). Devuelve el dinero por transferencia y márcalo como devuelto.',
    )
    const seen = await admin.send('POST', url, { action: 'acknowledge' })
    expect(seen.statusCode).toBe(409)
    expect(seen.json().code).toBe('ISSUE_NEEDS_REFUND')
    const returned = await admin.send('POST', url, {
      action: 'refund_transfer',
      reference: 'Transferencia 4471',
    })
    expect(returned.statusCode, returned.body).toBe(200)
    expect(returned.json()).toMatchObject({
      resolution: 'refunded_transfer',
      reference: 'Transferencia 4471',
    })
    expect(simulated.refunds).toEqual([])
    const bad = await admin.send('POST', url, { action: 'devolver' })
    expect(bad.statusCode).toBe(400)
  })
})

describe("Khipu's other answers", () => {
  it('a reversal after the cobro was paid returns it to pending, audited, and tells the office', async () => {
    const { ids, rut } = await family([20_500])
    const { path } = await startPaying(ids, 20_500, rut)
    expect((await bankAction(path, 'pay')).statusCode).toBe(303)
    expect(await statusOf(ids[0]!)).toBe('paid')

    // The payer's bank takes the money back; Khipu notifies (signed).
    expect((await bankAction(path, 'reverse')).statusCode).toBe(303)
    expect(await statusOf(ids[0]!)).toBe('pending')
    const unpaid = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice_unpaid'), eq(auditLog.entity_id, ids[0]!)))
    expect(unpaid).toEqual([
      expect.objectContaining({ after: { status: 'pending', reason: 'reversed' } }),
    ])
    expect(await returnPage(ids[0]!)).toEqual([
      expect.objectContaining({
        payment_status: 'failure',
        notes: 'El banco revirtió este pago: el cobro volvió a quedar pendiente.',
      }),
    ])
    const [issue] = await issuesOf(ids[0]!)
    expect(issue).toMatchObject({ kind: 'reversed', amount: 20_500, resolved_at: null })
    const url = `/api/payment-issues/${issue!.id}/resolve`
    expect((await admin.send('POST', url, { action: 'refund_khipu' })).json().code).toBe(
      'ISSUE_NOT_REFUNDABLE',
    )
    const seen = await admin.send('POST', url, { action: 'acknowledge' })
    expect(seen.json()).toMatchObject({ resolution: 'acknowledged' })

    // The cobro can be paid again.
    const again = await startPaying(ids, 20_500, rut)
    expect((await bankAction(again.path, 'pay')).statusCode).toBe(303)
    expect(await statusOf(ids[0]!)).toBe('paid')
  })

  it('a payment deleted at Khipu closes at once', async () => {
    const { ids, rut } = await family([20_500])
    const { simulated } = await startPaying(ids, 20_500, rut)
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/khipu-sim/v3/payments/${simulated.payment_id}`,
      headers: { 'x-api-key': runtime().apiKey },
    })
    expect(deleted.statusCode).toBe(200)
    expect(await returnPage(ids[0]!)).toEqual([
      expect.objectContaining({
        payment_status: 'failure',
        notes: 'El pago fue anulado en Khipu.',
      }),
    ])
  })

  it('a payment past its Khipu expiry closes at once, and the bank page no longer takes it', async () => {
    const { ids, rut } = await family([20_500])
    const { path, simulated } = await startPaying(ids, 20_500, rut)
    // Khipu was asked to expire it in a day.
    const hours = (simulated.expires_date.getTime() - Date.now()) / 3_600_000
    expect(Math.round(hours)).toBe(24)
    simulated.expires_date = new Date(Date.now() - 1000)
    expect((await ctx.app.inject({ url: path })).body).toContain('venció')
    expect(await returnPage(ids[0]!)).toEqual([
      expect.objectContaining({
        payment_status: 'failure',
        notes: 'El pago no se completó a tiempo.',
      }),
    ])
    const open = await ctx.db
      .select()
      .from(paymentAttempts)
      .where(and(inArray(paymentAttempts.invoice_id, ids), eq(paymentAttempts.status, 'pending')))
    expect(open).toEqual([])
  })
})

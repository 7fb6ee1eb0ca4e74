// An invoice is in at most one open Khipu payment (issue "Trust, round 3", point 1), end to end
// over HTTP through the Khipu simulator: 'Pagar todo' then 'Pagar' on each invoice cancels the
// earlier payment at Khipu before opening the next one, so nothing can be collected twice; the
// same start again continues the open payment; the text Khipu shows is the server's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import {
  auditLog,
  invoices,
  khipuPayments,
  paymentAttempts,
  paymentIssues,
} from '#server/db/schema.ts'
import { khipuRuntime } from '#server/khipu/runtime.ts'
import type { SimulatedPayment } from '#server/khipu/simulator-store.ts'
import { startStandaloneKhipu, type StandaloneKhipu } from '../helpers/khipu-simulator.ts'
import { startInstances, type Instances } from '../helpers/instances.ts'
import { lastMonth, seedOwingFamily } from './billing-fixtures.ts'
import { periodLabel } from '#shared/dates.ts'
import {
  atBank,
  paymentStarter,
  recognisedHeaders,
  startOn,
  useListeningTestApp,
} from './payment-app.ts'

const ctx = useListeningTestApp()

const simulator = () => khipuRuntime(ctx.config, ctx.app.server).simulator!

const start = paymentStarter(ctx, '10.2.0')

const family = (totals: number[]) => seedOwingFamily(ctx.db, totals)

const pay = (ids: string[], amount: number, rut: string, subject = 'Clases') =>
  ids.length === 1
    ? { invoice_id: ids[0], amount, currency: 'CLP', subject, payer_rut: rut }
    : { invoice_ids: ids, amount, currency: 'CLP', subject, payer_rut: rut }

const urlOf = (response: { json: () => unknown }) =>
  (response.json() as { simplified_transfer_url: string }).simplified_transfer_url

/** The simulator's payment behind a bank page URL, deleted ones too. */
const simulated = (url: string): SimulatedPayment =>
  simulator()
    .all()
    .find((p) => url.endsWith(`/pay/${p.payment_id}`))!

/** Presses 'Pagar' on the bank page, as the payer would. */
const payAtBank = (url: string) => atBank(ctx.app, url)

const issuesOf = (ids: string[]) =>
  ctx.db.select().from(paymentIssues).where(inArray(paymentIssues.invoice_id, ids))

const attemptCount = async (ids: string[]) =>
  (
    await ctx.db
      .select({ invoice_id: paymentAttempts.invoice_id })
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.invoice_id, ids))
  ).length

describe('one open Khipu payment per invoice', () => {
  it("'Pagar todo', then 'Pagar' on each: every earlier payment is cancelled at Khipu, nothing is collected twice", async () => {
    const { ids, rut } = await family([20_000, 30_000])
    const [a, b] = ids as [string, string]

    const all = await start(pay([a, b], 50_000, rut))
    const onlyA = await start(pay([a], 20_000, rut))
    const onlyB = await start(pay([b], 30_000, rut))
    expect([all.statusCode, onlyA.statusCode, onlyB.statusCode]).toEqual([200, 200, 200])

    // 'Pagar todo' was deleted at Khipu before A's payment opened; A's and B's cover one each.
    expect(simulated(urlOf(all)).deleted).toBe(true)
    expect(simulated(urlOf(onlyA)).deleted).toBe(false)
    expect(simulated(urlOf(onlyB)).deleted).toBe(false)
    expect((await ctx.app.inject({ url: new URL(urlOf(all)).pathname })).statusCode).toBe(404)

    // The payer presses 'Pagar' on all three bank pages: A and B are each collected once.
    for (const response of [all, onlyA, onlyB]) await payAtBank(urlOf(response))
    const collected = simulator()
      .all()
      .filter((p) => [all, onlyA, onlyB].some((r) => urlOf(r).endsWith(p.payment_id)))
      .filter((p) => p.status === 'done' && p.status_detail === 'normal')
    expect(collected.map((p) => p.amount).sort()).toEqual([20_000, 30_000])
    const stored = await ctx.db.select().from(invoices).where(inArray(invoices.id, ids))
    expect(stored.map((i) => i.status)).toEqual(['paid', 'paid'])

    // No attempt is left open; the cancelled family payment says why, on both invoices.
    const rows = await ctx.db
      .select()
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.invoice_id, ids))
    expect(rows.filter((r) => r.status === 'pending')).toEqual([])
    expect(rows.filter((r) => r.notes === 'Reemplazado por un pago más reciente.')).toHaveLength(2)
    expect(rows.filter((r) => r.status === 'completed')).toHaveLength(2)
    const cancelled = await ctx.db
      .select()
      .from(auditLog)
      .where(
        inArray(
          auditLog.entity_id,
          rows.map((r) => r.id),
        ),
      )
    expect(cancelled.filter((row) => row.action === 'payment_cancelled')).toHaveLength(2)
    expect(await issuesOf(ids)).toEqual([])

    // Paid, neither can be started again.
    const again = await start(pay([a], 20_000, rut))
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('INVOICE_NOT_PENDING')
  })

  it("'Pagar' on one invoice, then 'Pagar todo': the single payment is cancelled first", async () => {
    const { ids, rut } = await family([20_000, 30_000])
    const one = await start(pay([ids[0]!], 20_000, rut))
    const all = await start(pay(ids, 50_000, rut))
    expect(simulated(urlOf(one)).deleted).toBe(true)
    await payAtBank(urlOf(one))
    await payAtBank(urlOf(all))
    const stored = await ctx.db.select().from(invoices).where(inArray(invoices.id, ids))
    expect(stored.map((i) => i.status)).toEqual(['paid', 'paid'])
    expect(await attemptCount(ids)).toBe(3)
    expect(await issuesOf(ids)).toEqual([])
  })

  it('the same start again continues the open payment (same URL); the database refuses a second open attempt', async () => {
    const { ids, rut } = await family([20_000, 30_000])
    const first = await start(pay(ids, 50_000, rut))
    const second = await start(pay(ids, 50_000, rut))
    expect(urlOf(second)).toBe(urlOf(first))
    expect(
      simulator()
        .all()
        .filter((p) => urlOf(first).endsWith(p.payment_id)),
    ).toHaveLength(1)

    // Whatever a caller does, the unique index keeps an invoice in one open payment.
    const [open] = await ctx.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoice_id, ids[0]!))
    await expect(
      ctx.db.insert(paymentAttempts).values({
        payment_id: open!.payment_id,
        invoice_id: ids[0]!,
        amount: 20_000,
      }),
    ).rejects.toThrow()
  })

  it('8 identical family starts at once open one Khipu payment and all get its URL', async () => {
    const { ids, rut } = await family([20_000, 30_000, 10_000])
    const before = simulator().all().length
    const answers = await Promise.all(Array.from({ length: 8 }, () => start(pay(ids, 60_000, rut))))
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200))
    expect(new Set(answers.map(urlOf)).size).toBe(1)
    expect(simulator().all().length - before).toBe(1)
    const payments = await ctx.db
      .selectDistinct({ id: paymentAttempts.payment_id })
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.invoice_id, ids))
    expect(payments).toHaveLength(1)
  })

  it('a payment Khipu is verifying is neither replaced nor doubled: 409 in Spanish', async () => {
    const { ids, rut } = await family([20_000, 30_000])
    const first = await start(pay(ids, 50_000, rut))
    simulated(urlOf(first)).status = 'verifying'
    const other = await start(pay([ids[0]!], 20_000, rut))
    expect(other.statusCode).toBe(409)
    expect(other.json()).toMatchObject({
      code: 'PAYMENT_VERIFYING',
      detail:
        'Khipu está verificando un pago de este cobro. Espere unos minutos y vuelva a consultar.',
    })
    expect(simulated(urlOf(first)).deleted).toBe(false)
  })

  it('builds the text Khipu shows: school and month, the children once the guardian is recognised; never the caller’s', async () => {
    const { ids, rut, students } = await family([20_000, 30_000])
    const month = periodLabel(lastMonth()).toLowerCase()
    const anonymous = await start(pay(ids, 50_000, rut, 'x'.repeat(255)))
    expect(simulated(urlOf(anonymous)).subject).toBe(`Escuela de prueba · Clases de ${month}`)

    const recognised = await recognisedHeaders(ctx, {
      rut,
      studentId: students[0]!.id,
      birthDate: '2015-03-02',
      remoteAddress: '10.2.1.1',
    })
    const named = await start(pay([ids[1]!], 30_000, rut, 'Texto del atacante'), recognised)
    expect(named.statusCode).toBe(200)
    expect(simulated(urlOf(named)).subject).toBe(
      `Escuela de prueba · Clases de ${month}: ${students[1]!.name}`,
    )
    const [row] = await ctx.db
      .select({ subject: khipuPayments.subject })
      .from(khipuPayments)
      .innerJoin(paymentAttempts, eq(paymentAttempts.payment_id, khipuPayments.id))
      .where(eq(paymentAttempts.invoice_id, ids[1]!))
      .orderBy(khipuPayments.created_at)
    expect(row!.subject).toContain('Escuela de prueba')
  })
})

describe('two instances on one database, one Khipu', () => {
  let khipu: StandaloneKhipu
  let instances: Instances

  beforeAll(async () => {
    khipu = await startStandaloneKhipu()
    instances = await startInstances(2, {
      khipu: {
        apiKey: khipu.apiKey,
        baseUrl: khipu.baseUrl,
        webhookSecret: khipu.webhookSecret,
      },
    })
  })
  afterAll(async () => {
    await instances.close()
    await khipu.close()
  })

  it('8 concurrent identical family starts over both open ONE Khipu payment, all with its URL', async () => {
    const db = instances.db
    const { guardian, ids } = await seedOwingFamily(db, Array(3).fill(20_500))
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        startOn(instances.apps[i % 2]!, pay(ids, 3 * 20_500, guardian.rut!), `10.3.0.${i + 1}`),
      ),
    )
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200))
    expect(new Set(answers.map(urlOf)).size).toBe(1)
    expect(khipu.payments()).toHaveLength(1)
    const open = await db
      .select()
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.invoice_id, ids))
    expect(open).toHaveLength(3)
  })

  it("'Pagar todo' on one instance and 'Pagar' on the other at once: never both open", async () => {
    const db = instances.db
    const { guardian, ids } = await seedOwingFamily(db, Array(2).fill(20_500))
    const before = khipu.payments().length
    const answers = await Promise.all([
      startOn(instances.apps[0]!, pay(ids, 41_000, guardian.rut!), '10.3.1.1'),
      startOn(instances.apps[1]!, pay([ids[0]!], 20_500, guardian.rut!), '10.3.1.2'),
    ])
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200])
    const opened = khipu.payments().slice(before)
    expect(opened).toHaveLength(2)
    // Whichever came second cancelled the first at Khipu before opening.
    expect(opened.filter((p) => !p.deleted)).toHaveLength(1)
    const pending = await db
      .select()
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.invoice_id, ids))
    expect(pending.filter((a) => a.status === 'pending' && a.invoice_id === ids[0])).toHaveLength(1)
  })
})

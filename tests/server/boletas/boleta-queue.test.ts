// Every payment that pays cobros gets its boleta exactly once: queued in the payment's own
// transaction, sent by the job through the OpenFactura simulator this server mounts (over HTTP),
// never twice whatever fails, races or is retried; undoing a payment issues its nota de crédito.
import { beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { todayInSantiago } from '#shared/dates.ts'
import { boletas, paymentAttempts, type InvoiceLineItem } from '#server/db/schema.ts'
import {
  drainDueBoletas,
  IN_DOUBT_TOO_LONG,
  LEASE_MS,
  sendDueBoletas,
} from '#server/boletas/boleta-sending-data.ts'
import { BoletaRetryLater, type BoletaProvider } from '#server/dte/boleta-provider.ts'
import { boletaRuntime, type BoletaRuntime } from '#server/dte/runtime.ts'
import type { SimulatedDocument } from '#server/dte/simulator-store.ts'
import { bearer, signInRoles } from '../helpers/fixtures.ts'
import { seedFamily, seedInvoice, seedOwingFamily } from '../payments/billing-fixtures.ts'
import { atBank, recognisedHeaders, useListeningTestApp } from '../payments/payment-app.ts'
import { pdfText } from '../payments/pdf-text.ts'

// The simulator is reached over real HTTP, as OpenFactura would be.
const ctx = useListeningTestApp()
let admin: string
let runtime: BoletaRuntime
let provider: BoletaProvider

beforeAll(async () => {
  admin = (await signInRoles(ctx.app, ctx.db, ['admin'])).admin!
  runtime = boletaRuntime(ctx.config, ctx.app.server)
  provider = runtime.provider!
})

const post = (url: string, payload: object, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: bearer(admin), remoteAddress })

/**
 * A cobro paid in cash by hand (its lines: `line_items`, or a class and the fee); returns the
 * manual payment's id and the payer.
 */
async function paidInCash(total = 20500, line_items?: InvoiceLineItem[]) {
  const { guardian, students } = await seedFamily(ctx.db)
  const invoice = await seedInvoice(ctx.db, {
    student_id: students[0]!.id,
    payer_id: guardian.id,
    total_amount: total,
    line_items,
  })
  const answer = await post(`/api/invoices/${invoice.id}/manual-payments`, {
    amount: total,
    paid_on: todayInSantiago(),
    method: 'cash',
  })
  expect(answer.statusCode, answer.body).toBe(201)
  return { paymentId: answer.json<{ id: string }>().id, guardian, invoice }
}

/** The boletas of these cash payments. */
const boletasOf = (paid: { paymentId: string }[]) =>
  ctx.db
    .select()
    .from(boletas)
    .where(
      inArray(
        boletas.manual_payment_id,
        paid.map((p) => p.paymentId),
      ),
    )

const boletaOf = async (manualPaymentId: string) =>
  ctx.db.select().from(boletas).where(eq(boletas.manual_payment_id, manualPaymentId))

const documentsFor = (rut: string): SimulatedDocument[] =>
  runtime
    .simulator!.all()
    .filter((doc) => doc.dte.Encabezado.Receptor.RUTRecep === rut.replace(/\./g, ''))

describe('a cash payment', () => {
  it('queues its boleta exenta with the payment, to the payer, and the job issues it once', async () => {
    const { paymentId, guardian } = await paidInCash()
    const [queued] = await boletaOf(paymentId)
    expect(queued).toMatchObject({
      type: 41,
      status: 'queued',
      receiver_rut: guardian.rut,
      receiver_name: 'Ana Pagadora',
      total: 20500,
      folio: null,
    })
    expect(queued!.items.map((item) => item.name)).toEqual([
      'Clases grupales: 2 × $10.000 — Hijo0 Pagadora',
      'Cargo por servicio — Hijo0 Pagadora',
    ])

    await sendDueBoletas(ctx.db, provider)
    await sendDueBoletas(ctx.db, provider)
    const [issued] = await boletaOf(paymentId)
    expect(issued).toMatchObject({ status: 'issued', last_error: null })
    expect(issued!.folio).toBeGreaterThan(0)
    expect(issued!.pdf!.subarray(0, 5).toString()).toBe('%PDF-')
    const sent = documentsFor(guardian.rut!)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ type: 41, folio: issued!.folio })
    expect(sent[0]!.dte.Encabezado.Totales.MntTotal).toBe(20500)
  })

  it('with a taxed transport line, queues a boleta (39) whose transport item is afecto', async () => {
    const { paymentId, guardian } = await paidInCash(23_500, [
      { description: 'Clases grupales: 2 × $10.000', amount: 20_000, exempt: true },
      { description: 'Transporte: 1 × $3.000', amount: 3_000, exempt: false },
      { description: 'Cargo por servicio', amount: 500, exempt: false },
    ])
    const [queued] = await boletaOf(paymentId)
    expect(queued).toMatchObject({ type: 39, status: 'queued', total: 23_500 })
    expect(queued!.items.map(({ name, unitPrice, exempt }) => [name, unitPrice, exempt])).toEqual([
      ['Clases grupales: 2 × $10.000 — Hijo0 Pagadora', 20_000, true],
      ['Transporte: 1 × $3.000 — Hijo0 Pagadora', 3_000, false],
      ['Cargo por servicio — Hijo0 Pagadora', 500, false],
    ])

    await sendDueBoletas(ctx.db, provider)
    const [sent] = documentsFor(guardian.rut!)
    expect(sent).toMatchObject({ type: 39 })
    expect(sent!.dte.Encabezado.Totales).toMatchObject({ MntTotal: 23_500, MntExe: 20_000 })
  })

  it('annulled, gets a nota de crédito referencing its boleta, once', async () => {
    const { paymentId, guardian } = await paidInCash(15500)
    await sendDueBoletas(ctx.db, provider)
    const annul = () => post(`/api/manual-payments/${paymentId}/annul`, { reason: 'Error de caja' })
    expect((await annul()).statusCode).toBe(200)
    expect((await annul()).statusCode).toBe(409)
    await sendDueBoletas(ctx.db, provider)
    await sendDueBoletas(ctx.db, provider)

    const rows = await boletaOf(paymentId)
    const boleta = rows.find((row) => row.type === 41)!
    const note = rows.find((row) => row.type === 61)!
    expect(rows).toHaveLength(2)
    expect(note).toMatchObject({
      status: 'issued',
      credits_boleta_id: boleta.id,
      total: 15500,
      reason: 'Pago anulado: Error de caja',
    })
    const sent = documentsFor(guardian.rut!)
    expect(sent.map((doc) => doc.type)).toEqual([41, 61])
    expect(sent[1]!.dte.Referencia).toEqual([
      expect.objectContaining({ TpoDocRef: '41', FolioRef: boleta.folio, CodRef: 1 }),
    ])
  })

  it('annulled before its boleta is issued: the nota de crédito waits for the folio', async () => {
    const { paymentId } = await paidInCash(12500)
    expect(
      (await post(`/api/manual-payments/${paymentId}/annul`, { reason: 'Duplicado' })).statusCode,
    ).toBe(200)
    runtime.simulator!.down = true
    try {
      const outcome = await sendDueBoletas(ctx.db, provider)
      expect(outcome.waiting).toBeGreaterThanOrEqual(1)
    } finally {
      runtime.simulator!.down = false
    }
    // The boleta backs off a minute; the nota waits for it.
    const later = new Date(Date.now() + 2 * 60 * 1000)
    await sendDueBoletas(ctx.db, provider, later)
    await sendDueBoletas(ctx.db, provider, new Date(later.getTime() + 2 * 60 * 1000))
    const rows = await boletaOf(paymentId)
    expect(rows.map((row) => [row.type, row.status]).sort()).toEqual([
      [41, 'issued'],
      [61, 'issued'],
    ])
  })
})

describe('exactly once when things go wrong', () => {
  it('the provider down for an hour: backs off, loses nothing, issues once when it is back', async () => {
    const { paymentId, guardian } = await paidInCash(30500)
    runtime.simulator!.down = true
    const start = Date.now()
    const sends: number[] = []
    try {
      // The job looks every 30 s for an hour; the row is sent only when its backoff has passed.
      for (let t = 0; t <= 60 * 60 * 1000; t += 30 * 1000) {
        const outcome = await sendDueBoletas(ctx.db, provider, new Date(start + t))
        if (outcome.retrying) sends.push(t)
      }
    } finally {
      runtime.simulator!.down = false
    }
    const [waiting] = await boletaOf(paymentId)
    expect(waiting).toMatchObject({ status: 'queued', folio: null })
    expect(waiting!.last_error).toMatch(/503/)
    // 1, 2, 4, 8, 16, 32 minutes apart: 7 tries in the hour, not 120.
    expect(sends.length).toBeLessThanOrEqual(8)
    expect(sends.length).toBeGreaterThanOrEqual(6)

    await sendDueBoletas(ctx.db, provider, new Date(start + 2 * 60 * 60 * 1000))
    const [issued] = await boletaOf(paymentId)
    expect(issued!.status).toBe('issued')
    expect(documentsFor(guardian.rut!)).toHaveLength(1)
  })

  it('a crash between the provider’s answer and our save: sent again after the lease, same folio', async () => {
    const { paymentId, guardian } = await paidInCash(40500)
    // An instance that gets the document and dies before saving it: its send never returns.
    let answered!: () => void
    const answeredOnce = new Promise<void>((resolve) => (answered = resolve))
    const dying: BoletaProvider = {
      issue: async (request, key) => {
        await provider.issue(request, key)
        answered()
        return new Promise(() => {})
      },
    }
    void sendDueBoletas(ctx.db, dying, new Date(), 1000)
    await answeredOnce
    const [claimed] = await boletaOf(paymentId)
    expect(claimed).toMatchObject({ status: 'queued', folio: null })

    // Before the lease ends nobody else sends it; after, another instance does, with the same key.
    expect((await sendDueBoletas(ctx.db, provider)).issued).toBe(0)
    await sendDueBoletas(ctx.db, provider, new Date(Date.now() + LEASE_MS + 1000))
    const [issued] = await boletaOf(paymentId)
    const sent = documentsFor(guardian.rut!)
    expect(sent).toHaveLength(1)
    expect(issued).toMatchObject({ status: 'issued', folio: sent[0]!.folio })
  })

  it('a send in doubt for more than a day (past the provider’s key memory) stops for an admin', async () => {
    const { paymentId, guardian } = await paidInCash(41500)
    // Every send times out: the provider may have issued it each time, or never.
    const silent: BoletaProvider = {
      issue: async () => {
        throw new BoletaRetryLater(
          'OpenFactura unreachable: The operation was aborted due to timeout',
        )
      },
    }
    const start = Date.now()
    for (let t = 0; t <= 23 * 60 * 60 * 1000; t += 60 * 60 * 1000) {
      await sendDueBoletas(ctx.db, silent, new Date(start + t))
    }
    expect((await boletaOf(paymentId))[0]).toMatchObject({ status: 'queued' })
    // A day and more later it is not sent again under a key the provider may have forgotten.
    const outcome = await sendDueBoletas(ctx.db, provider, new Date(start + 25 * 60 * 60 * 1000))
    expect(outcome.rejected).toBe(1)
    expect((await boletaOf(paymentId))[0]).toMatchObject({
      status: 'rejected',
      last_error: IN_DOUBT_TOO_LONG,
    })
    expect(documentsFor(guardian.rut!)).toHaveLength(0)

    // The admin looked it up at the provider and found nothing: 'Reintentar' sends it.
    const [row] = await boletaOf(paymentId)
    expect((await post(`/api/boletas/${row!.id}/retry`, {})).statusCode).toBe(204)
    await sendDueBoletas(ctx.db, provider)
    expect((await boletaOf(paymentId))[0]).toMatchObject({ status: 'issued' })
    expect(documentsFor(guardian.rut!)).toHaveLength(1)
  })

  it('a provider that answers 503 for two days is not in doubt: issued when it is back', async () => {
    const { paymentId, guardian } = await paidInCash(42500)
    runtime.simulator!.down = true
    const start = Date.now()
    try {
      for (let t = 0; t <= 48 * 60 * 60 * 1000; t += 60 * 60 * 1000) {
        await sendDueBoletas(ctx.db, provider, new Date(start + t))
      }
    } finally {
      runtime.simulator!.down = false
    }
    await sendDueBoletas(ctx.db, provider, new Date(start + 49 * 60 * 60 * 1000))
    expect((await boletaOf(paymentId))[0]).toMatchObject({ status: 'issued', last_error: null })
    expect(documentsFor(guardian.rut!)).toHaveLength(1)
  })

  it('two instances sending at once issue each boleta once', async () => {
    const paid = [await paidInCash(20500), await paidInCash(21500), await paidInCash(22500)]
    await Promise.all([sendDueBoletas(ctx.db, provider), sendDueBoletas(ctx.db, provider)])
    const rows = await boletasOf(paid)
    expect(rows.map((row) => row.status)).toEqual(['issued', 'issued', 'issued'])
    for (const { guardian } of paid) expect(documentsFor(guardian.rut!)).toHaveLength(1)
  })
})

describe('the job', () => {
  it('sends every due boleta in one run, batch after batch', async () => {
    const paid = []
    for (let i = 0; i < 25; i++) paid.push(await paidInCash(10500 + i))
    const outcome = await drainDueBoletas(ctx.db, provider)
    expect(outcome.issued).toBeGreaterThanOrEqual(25)
    const rows = await boletasOf(paid)
    expect(rows.filter((row) => row.status === 'issued')).toHaveLength(25)
  })
})

describe('a family payment through Khipu', () => {
  it('gets one boleta to the guardian, its items child by child; a reversal undoes it', async () => {
    const { ids, rut, students } = await seedOwingFamily(ctx.db, [20500, 30500, 10500])
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/portal/payments',
      payload: {
        invoice_ids: ids,
        amount: 61500,
        currency: 'CLP',
        subject: 'Clases de mountain bike',
        payer_rut: rut,
      },
      remoteAddress: '10.9.0.1',
    })
    expect(started.statusCode, started.body).toBe(200)
    const path = new URL(
      started.json<{ simplified_transfer_url: string }>().simplified_transfer_url,
    ).pathname
    const paid = await atBank(ctx.app, path)
    expect(paid.statusCode).toBe(303)
    await sendDueBoletas(ctx.db, provider)

    const sent = documentsFor(rut)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.dte.Encabezado.Totales.MntTotal).toBe(61500)
    expect(sent[0]!.dte.Detalle.map((line) => line.NmbItem)).toEqual([
      'Clases grupales: 2 × $10.000 — Hijo0 Pagadora',
      'Cargo por servicio — Hijo0 Pagadora',
      'Clases grupales: 2 × $10.000 — Hijo1 Pagadora',
      'Cargo por servicio — Hijo1 Pagadora',
      'Clases grupales: 2 × $10.000 — Hijo2 Pagadora',
      'Cargo por servicio — Hijo2 Pagadora',
    ])

    // The guardian's receipt names it, and gives the provider's PDF; nobody else gets either.
    const [attempt] = await ctx.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoice_id, ids[0]!))
    const receiptUrl = `/api/portal/receipts/${attempt!.payment_id}`
    const headers = await recognisedHeaders(ctx, {
      rut,
      studentId: students[0]!.id,
      birthDate: '2015-03-04',
      remoteAddress: '10.9.0.2',
    })
    const receipt = await ctx.app.inject({ url: receiptUrl, headers })
    expect(receipt.json().boleta).toEqual({
      type: sent[0]!.type,
      folio: sent[0]!.folio,
      state: 'emitida',
      has_pdf: true,
    })
    expect(
      pdfText((await ctx.app.inject({ url: `${receiptUrl}/pdf`, headers })).rawPayload),
    ).toContain(`N° ${sent[0]!.folio}`)
    const boletaPdf = await ctx.app.inject({ url: `${receiptUrl}/boleta`, headers })
    expect(boletaPdf.statusCode).toBe(200)
    expect(boletaPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await ctx.app.inject({ url: `${receiptUrl}/boleta` })).statusCode).toBe(404)

    // The bank takes the money back: the boleta is undone by one nota de crédito.
    const reversed = await atBank(ctx.app, path, 'reverse')
    expect(reversed.statusCode).toBe(303)
    await sendDueBoletas(ctx.db, provider)
    const afterReversal = documentsFor(rut)
    expect(afterReversal.map((doc) => doc.type)).toEqual([sent[0]!.type, 61])
    expect(afterReversal[1]!.dte.Referencia![0]).toMatchObject({
      FolioRef: sent[0]!.folio,
      RazonRef: 'Pago revertido por el banco',
    })
  })
})

// What admins see of the school's boletas: the month's documents with their state, a retry of one
// the provider refused, the provider's PDF, and the month's sales book as CSV and Excel.
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { currentBillingPeriod, todayInSantiago } from '#shared/dates.ts'
import type { Boleta } from '#shared/contract/boletas.ts'
import { errorDetails } from '#shared/i18n/errors.ts'
import { boletas } from '#server/db/schema.ts'
import { sendDueBoletas } from '#server/boletas/boleta-sending-data.ts'
import { boletaRuntime } from '#server/dte/runtime.ts'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { bearer, signInRoles } from '../helpers/fixtures.ts'
import { expectDetail } from '../helpers/answers.ts'
import { openTestDatabase, testConfig, firstSchoolDb } from '../helpers/test-app.ts'
import { useListeningTestApp } from '../payments/payment-app.ts'
import { seedFamily, seedInvoice } from '../payments/billing-fixtures.ts'

const ctx = useListeningTestApp()
const tokens: Record<string, string> = {}
const month = currentBillingPeriod()

beforeAll(async () => {
  Object.assign(tokens, await signInRoles(ctx.app, ctx.db, ['admin', 'teacher']))
})

const as = (role: string, url: string, method: 'GET' | 'POST' = 'GET') =>
  ctx.app.inject({ method, url, headers: bearer(tokens[role]!) })

async function cashPayment(total: number) {
  const { guardian, students } = await seedFamily(ctx.db)
  const invoice = await seedInvoice(ctx.db, {
    student_id: students[0]!.id,
    payer_id: guardian.id,
    total_amount: total,
  })
  const answer = await ctx.app.inject({
    method: 'POST',
    url: `/api/invoices/${invoice.id}/manual-payments`,
    payload: { amount: total, paid_on: todayInSantiago(), method: 'cash' },
    headers: bearer(tokens.admin!),
  })
  expect(answer.statusCode, answer.body).toBe(201)
  const [row] = await ctx.db
    .select()
    .from(boletas)
    .where(eq(boletas.manual_payment_id, answer.json<{ id: string }>().id))
  return { boleta: row!, paymentId: answer.json<{ id: string }>().id, guardian }
}

const listed = async () => (await as('admin', `/api/boletas?month=${month}`)).json<Boleta[]>()
const find = async (id: string) => (await listed()).find((row) => row.id === id)!

describe('Boletas for admins', () => {
  it('lists the month with each state, totals worked out, for admins only', async () => {
    const { boleta, guardian } = await cashPayment(20500)
    expect(await find(boleta.id)).toMatchObject({
      type: 41,
      state: 'pendiente',
      folio: null,
      receiver_rut: guardian.rut,
      receiver_name: 'Ana Pagadora',
      exempt: 20500,
      net: 0,
      iva: 0,
      total: 20500,
      payment: 'cash',
      has_pdf: false,
    })
    await sendDueBoletas(ctx.db, boletaRuntime(ctx.config, ctx.app.server).provider!)
    const issued = await find(boleta.id)
    expect(issued).toMatchObject({ state: 'emitida', has_pdf: true })
    expect(issued.folio).toBeGreaterThan(0)

    expect((await as('teacher', `/api/boletas?month=${month}`)).statusCode).toBe(403)
    const bad = await as('admin', '/api/boletas?month=2026-13')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().detail).toEqual(expect.any(String))
  })

  it('shows a boleta undone by its nota de crédito as anulada, each pointing at the other', async () => {
    const { boleta, paymentId } = await cashPayment(15500)
    const provider = boletaRuntime(ctx.config, ctx.app.server).provider!
    await sendDueBoletas(ctx.db, provider)
    await ctx.app.inject({
      method: 'POST',
      url: `/api/manual-payments/${paymentId}/annul`,
      payload: { reason: 'Error de caja' },
      headers: bearer(tokens.admin!),
    })
    await sendDueBoletas(ctx.db, provider)
    const rows = await listed()
    const annulled = rows.find((row) => row.id === boleta.id)!
    const note = rows.find((row) => row.type === 61 && row.credits_folio === annulled.folio)!
    expect(annulled).toMatchObject({ state: 'anulada', credited_by_folio: note.folio })
    expect(note).toMatchObject({ state: 'emitida', total: 15500 })
  })

  it('retries a refused boleta once the cause is fixed; refuses to retry anything else', async () => {
    const { boleta } = await cashPayment(12500)
    await ctx.db
      .update(boletas)
      .set({ status: 'rejected', last_error: 'Validación de Campos: RUTRecep RUT inválido' })
      .where(eq(boletas.id, boleta.id))
    expect(await find(boleta.id)).toMatchObject({
      state: 'con_error',
      last_error: 'Validación de Campos: RUTRecep RUT inválido',
    })
    expect((await as('teacher', `/api/boletas/${boleta.id}/retry`, 'POST')).statusCode).toBe(403)
    expect((await as('admin', `/api/boletas/${boleta.id}/retry`, 'POST')).statusCode).toBe(204)
    expect(await find(boleta.id)).toMatchObject({ state: 'pendiente', attempts: 0 })
    expectDetail(
      await as('admin', `/api/boletas/${boleta.id}/retry`, 'POST'),
      409,
      errorDetails.BOLETA_NOT_REJECTED,
    )
  })

  it('records a refused document issued elsewhere with its folio; never one the job is sending', async () => {
    const outside = (id: string, payload: unknown, role = 'admin') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/boletas/${id}/issued-outside`,
        payload: payload as object,
        headers: bearer(tokens[role]!),
      })
    const { boleta } = await cashPayment(13500)
    // Queued with a provider configured: the job will issue it; typing a folio would make two.
    expectDetail(await outside(boleta.id, { folio: 9001 }), 409, errorDetails.BOLETA_NOT_OUTSIDE)
    await ctx.db
      .update(boletas)
      .set({ status: 'rejected', last_error: 'Validación de Campos' })
      .where(eq(boletas.id, boleta.id))
    expect((await outside(boleta.id, { folio: 9001 }, 'teacher')).statusCode).toBe(403)
    for (const folio of [0, -3, 1.5, '12', null]) {
      const bad = await outside(boleta.id, { folio })
      expect(bad.statusCode, String(folio)).toBe(400)
      expect(bad.json().detail).toContain('folio')
    }
    expect((await outside(boleta.id, { folio: 9001 })).statusCode).toBe(204)
    expect(await find(boleta.id)).toMatchObject({
      state: 'emitida',
      folio: 9001,
      issued_outside: true,
      has_pdf: false,
      last_error: null,
    })
    // Never sent afterwards, and the folio is not taken twice by one type.
    const provider = boletaRuntime(ctx.config, ctx.app.server).provider!
    await sendDueBoletas(ctx.db, provider, new Date(Date.now() + 2 * 60 * 60 * 1000))
    expect(await find(boleta.id)).toMatchObject({ folio: 9001, has_pdf: false })
    const other = await cashPayment(14500)
    await ctx.db.update(boletas).set({ status: 'rejected' }).where(eq(boletas.id, other.boleta.id))
    expectDetail(
      await outside(other.boleta.id, { folio: 9001 }),
      409,
      errorDetails.BOLETA_FOLIO_TAKEN,
    )
    expectDetail(await outside(boleta.id, { folio: 9002 }), 409, errorDetails.BOLETA_NOT_OUTSIDE)
  })

  it('gives the provider’s PDF of an issued document, 404 before', async () => {
    const { boleta } = await cashPayment(11500)
    expect((await as('admin', `/api/boletas/${boleta.id}/pdf`)).statusCode).toBe(404)
    await sendDueBoletas(ctx.db, boletaRuntime(ctx.config, ctx.app.server).provider!)
    const pdf = await as('admin', `/api/boletas/${boleta.id}/pdf`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('exports the month’s sales book as CSV and Excel, the same rows', async () => {
    await cashPayment(13500)
    const rows = await listed()
    const csv = await as('admin', `/api/boletas/book?month=${month}&format=csv`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="libro-boletas-${month}.csv"`,
    )
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Tipo documento;Folio;Fecha emisión;RUT receptor;Nombre receptor;Monto exento;Monto neto;IVA;Monto total;Estado;Folio referencia',
    )
    expect(lines).toHaveLength(rows.length + 1)
    expect(lines.slice(1).some((line) => line.startsWith('41 Boleta exenta electrónica;'))).toBe(
      true,
    )

    const xlsx = await as('admin', `/api/boletas/book?month=${month}`)
    expect(xlsx.statusCode).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Libro de boletas')!
    expect(sheet.rowCount).toBe(rows.length + 1)
    const totals = sheet.getColumn(9).values.slice(2) as number[]
    expect(totals.reduce((a, b) => a + b, 0)).toBe(rows.reduce((a, row) => a + row.total, 0))
  })
})

describe('production without a provider', () => {
  it('keeps every boleta as por emitir, listed and in the book', async () => {
    const database = await openTestDatabase()
    const { boletas: none } = loadConfig({ NODE_ENV: 'production' })
    const app = await buildApp({
      config: testConfig({ nodeEnv: 'production', boletas: none }),
      db: firstSchoolDb(database),
    })
    try {
      const admin = (await signInRoles(app, firstSchoolDb(database), ['admin'])).admin!
      const { guardian, students } = await seedFamily(firstSchoolDb(database))
      const invoice = await seedInvoice(firstSchoolDb(database), {
        student_id: students[0]!.id,
        payer_id: guardian.id,
      })
      const paid = await app.inject({
        method: 'POST',
        url: `/api/invoices/${invoice.id}/manual-payments`,
        payload: { amount: invoice.total_amount, paid_on: todayInSantiago(), method: 'transfer' },
        headers: bearer(admin),
      })
      expect(paid.statusCode, paid.body).toBe(201)
      const list = await app.inject({ url: `/api/boletas?month=${month}`, headers: bearer(admin) })
      expect(list.json()).toEqual([
        expect.objectContaining({ state: 'por_emitir', payment: 'transfer', folio: null }),
      ])
      const csv = await app.inject({
        url: `/api/boletas/book?month=${month}&format=csv`,
        headers: bearer(admin),
      })
      expect(csv.body).toContain(';Por emitir;')

      // The school issued it on the SII's site: it records the folio, and the book says so.
      const [row] = list.json<Boleta[]>()
      const marked = await app.inject({
        method: 'POST',
        url: `/api/boletas/${row!.id}/issued-outside`,
        payload: { folio: 77 },
        headers: bearer(admin),
      })
      expect(marked.statusCode, marked.body).toBe(204)
      const after = await app.inject({ url: `/api/boletas?month=${month}`, headers: bearer(admin) })
      expect(after.json()).toEqual([
        expect.objectContaining({ state: 'emitida', folio: 77, issued_outside: true }),
      ])
    } finally {
      await app.close()
      await database.close()
    }
  })
})

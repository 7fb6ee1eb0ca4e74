// The OpenFactura adapter against the built-in simulator over real HTTP: folios per type, totals,
// idempotency, notas de crédito, and the two kinds of failure a job must tell apart.
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ISSUER } from '#server/dte/boleta-config.ts'
import {
  BoletaRejected,
  BoletaRetryLater,
  type BoletaItem,
  type BoletaProvider,
  type BoletaRequest,
} from '#server/dte/boleta-provider.ts'
import { createOpenFacturaProvider, openFacturaDte } from '#server/dte/openfactura-client.ts'
import { BOLETA_SIMULATOR_PREFIX, openFacturaSimulator } from '#server/dte/simulator.ts'
import {
  createBoletaSimulatorStore,
  type BoletaSimulatorStore,
} from '#server/dte/simulator-store.ts'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47])
const lessons: BoletaItem = { name: 'Clases de junio', quantity: 4, unitPrice: 8000, exempt: true }
const track: BoletaItem = { name: 'Uso de pista', quantity: 2, unitPrice: 5950, exempt: false }
const payer = { rut: '12.345.678-5', name: 'Ana Pérez Soto' }

const request = (type: 39 | 41, items: BoletaItem[]): BoletaRequest => ({
  type,
  issueDate: '2026-06-30',
  receiver: payer,
  items,
})

async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

const providerAt = (baseUrl: string, apiKey: string): BoletaProvider =>
  createOpenFacturaProvider({
    baseUrl: () => baseUrl,
    apiKey,
    issuer: DEMO_ISSUER,
    timeoutMs: 5000,
  })

let app: FastifyInstance
let store: BoletaSimulatorStore
let baseUrl: string
let provider: BoletaProvider

beforeEach(async () => {
  app = Fastify()
  store = createBoletaSimulatorStore()
  await app.register(openFacturaSimulator(store), { prefix: BOLETA_SIMULATOR_PREFIX })
  baseUrl = `${await listening(app)}${BOLETA_SIMULATOR_PREFIX}`
  provider = providerAt(baseUrl, store.apiKey)
})
afterEach(() => app.close())

describe('OpenFactura adapter against the simulator', () => {
  it('issues boletas exentas with folios 1 then 2, each with its timbre (PNG) and PDF', async () => {
    const first = await provider.issue(request(41, [lessons]), 'pago-1')
    const second = await provider.issue(request(41, [lessons]), 'pago-2')
    expect([first.folio, second.folio]).toEqual([1, 2])
    expect(first.type).toBe(41)
    expect(first.providerToken).toMatch(/^[0-9a-f]{64}$/)
    expect(Buffer.from(first.stamp!, 'base64').subarray(0, 4)).toEqual(PNG_SIGNATURE)
    expect(first.pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(first.pdf.toString('latin1')).toContain('N\xb0 1')

    const sent = store.all()[0]!.dte
    expect(sent.Encabezado.IdDoc).toMatchObject({ TipoDTE: 41, Folio: 0, IndServicio: 3 })
    expect(sent.Encabezado.Emisor).toMatchObject({ RUTEmisor: '76543210-3' })
    expect(sent.Encabezado.Receptor).toEqual({ RUTRecep: '12345678-5', RznSocRecep: payer.name })
    expect(sent.Encabezado.Totales).toEqual({ MntExe: 32000, MntTotal: 32000 })
    expect(sent.Detalle).toEqual([
      {
        NroLinDet: 1,
        NmbItem: 'Clases de junio',
        QtyItem: 4,
        PrcItem: 8000,
        MontoItem: 32000,
        IndExe: 1,
      },
    ])
  })

  it('works neto and IVA back from a boleta afecta, with folios counted per type', async () => {
    await provider.issue(request(41, [lessons]), 'pago-1')
    const boleta = await provider.issue(request(39, [track, lessons]), 'pago-2')
    expect(boleta).toMatchObject({ type: 39, folio: 1 })
    expect(store.all()[1]!.dte.Encabezado.Totales).toEqual({
      MntExe: 32000,
      MntNeto: 10000,
      IVA: 1900,
      MntTotal: 43900,
    })
  })

  it('returns the same document for a repeated idempotency key, never a second folio', async () => {
    const first = await provider.issue(request(41, [lessons]), 'pago-7')
    const again = await provider.issue(request(41, [lessons]), 'pago-7')
    expect(again).toMatchObject({
      type: 41,
      folio: first.folio,
      providerToken: first.providerToken,
    })
    expect(again.pdf.equals(first.pdf)).toBe(true)
    expect(store.all()).toHaveLength(1)
  })

  it('issues a nota de crédito that annuls a boleta, referencing it', async () => {
    const boleta = await provider.issue(request(39, [track]), 'pago-1')
    const nota = await provider.issue(
      {
        ...request(39, [track]),
        type: 61,
        issueDate: '2026-07-02',
        reference: {
          type: 39,
          folio: boleta.folio,
          date: '2026-06-30',
          reason: 'Pago anulado',
          kind: 'annul',
        },
      },
      'anula-pago-1',
    )
    expect(nota).toMatchObject({ type: 61, folio: 1 })
    const sent = store.all()[1]!.dte
    expect(sent.Referencia).toEqual([
      {
        NroLinRef: 1,
        TpoDocRef: '39',
        FolioRef: 1,
        FchRef: '2026-06-30',
        CodRef: 1,
        RazonRef: 'Pago anulado',
      },
    ])
    expect(sent.Encabezado.IdDoc).toMatchObject({ TipoDTE: 61, MntBruto: 1 })
    expect(sent.Encabezado.Emisor).toMatchObject({
      RznSoc: DEMO_ISSUER.businessName,
      Acteco: 854100,
    })
    expect(sent.Encabezado.Totales).toEqual({
      MntNeto: 10000,
      IVA: 1900,
      TasaIVA: '19',
      MntTotal: 11900,
    })
  })

  it('is rejected with a wrong apikey, and nothing is issued', async () => {
    const wrongKey = providerAt(baseUrl, 'not-the-key')
    const error = await wrongKey.issue(request(41, [lessons]), 'pago-1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BoletaRejected)
    expect(error).toMatchObject({ kind: 'rejected', status: 401 })
    expect(store.all()).toHaveLength(0)
  })

  it('says retry later while the provider is down, and issues once it is back', async () => {
    store.down = true
    const error = await provider.issue(request(41, [lessons]), 'pago-1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BoletaRetryLater)
    expect(error).toMatchObject({ kind: 'retry-later', status: 503 })
    store.down = false
    expect(await provider.issue(request(41, [lessons]), 'pago-1')).toMatchObject({ folio: 1 })
  })

  it('says retry later when nothing answers', async () => {
    await app.close()
    const error = await provider.issue(request(41, [lessons]), 'pago-1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BoletaRetryLater)
  })

  it.each([
    [
      'a taxed line in a boleta exenta',
      request(41, [track]),
      'Detalle Una boleta exenta solo admite',
    ],
    [
      'an invalid receiver RUT',
      { ...request(41, [lessons]), receiver: { rut: '12.345.678-9', name: 'X' } },
      'RUTRecep RUT inválido',
    ],
    [
      'a nota de crédito with no reference',
      { ...request(39, [track]), type: 61 as const },
      'Referencia',
    ],
  ])('is rejected with the provider’s message for %s', async (_case, bad, reason) => {
    const error = await provider.issue(bad, 'pago-1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BoletaRejected)
    expect(error).toMatchObject({ status: 400, code: 'OF-10' })
    expect((error as BoletaRejected).message).toContain('Validación de Campos')
    expect((error as BoletaRejected).message).toContain(reason)
    expect(store.all()).toHaveLength(0)
  })
})

describe('OpenFactura simulator wire protocol', () => {
  const post = (body: string, apikey = store.apiKey) =>
    fetch(`${baseUrl}/v2/dte/document`, {
      method: 'POST',
      headers: { apikey, 'content-type': 'application/json' },
      body,
    })

  it('names each total that does not add up', async () => {
    const dte = openFacturaDte(request(39, [track]), DEMO_ISSUER)
    dte.Encabezado.Totales = { MntNeto: 11900, IVA: 0, MntTotal: 11900 }
    const response = await post(JSON.stringify({ response: ['FOLIO'], dte }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: {
        message: 'Validación de Campos',
        code: 'OF-10',
        details: [
          { field: 'MntNeto', issue: 'Monto erróneo : 11900' },
          { field: 'IVA', issue: 'Monto erróneo : 0' },
        ],
      },
      // This server's own rule for every refusal, beside the provider's fields.
      detail: 'Validación de Campos',
      code: 'OF-10',
    })
  })

  it('refuses a wrong apikey as the gateway does, with {detail, code} too', async () => {
    const response = await post('{}', 'no-es-la-clave')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      statusCode: 401,
      message: 'Acceso denegado: apikey inválida',
      detail: 'Acceso denegado: apikey inválida',
      code: 'HTTP_401',
    })
  })

  it('answers only the fields asked for, and always the TOKEN', async () => {
    const dte = openFacturaDte(request(41, [lessons]), DEMO_ISSUER)
    const response = await post(JSON.stringify({ response: ['FOLIO'], dte }))
    expect(Object.keys(await response.json()).sort()).toEqual(['FOLIO', 'TOKEN'])
  })

  it('refuses a body that is not JSON in the provider’s shape', async () => {
    const response = await post('{"dte": ')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'OF-20' } })
  })
})

describe('OpenFactura answers a job must tell apart', () => {
  let stub: FastifyInstance
  let answer: { status: number; body: unknown; headers?: Record<string, string> }
  let stubbed: BoletaProvider

  beforeEach(async () => {
    stub = Fastify()
    stub.post('/v2/dte/document', (_request, reply) =>
      reply
        .code(answer.status)
        .headers(answer.headers ?? {})
        .send(answer.body),
    )
    stubbed = providerAt(await listening(stub), 'key')
  })
  afterEach(() => stub.close())

  it.each([
    [
      '429 with Retry-After',
      {
        status: 429,
        body: { message: 'API rate limit exceeded' },
        headers: { 'retry-after': '7' },
      },
      BoletaRetryLater,
      { status: 429, retryAfterSeconds: 7 },
    ],
    ['500', { status: 500, body: { message: 'boom' } }, BoletaRetryLater, { status: 500 }],
    [
      'OF-21, database unavailable',
      { status: 400, body: { error: { message: 'Base de datos no disponible', code: 'OF-21' } } },
      BoletaRetryLater,
      { status: 400 },
    ],
    [
      'OF-23, boletas blocked for now',
      { status: 400, body: { error: { message: 'DTE no soportado', code: 'OF-23' } } },
      BoletaRetryLater,
      { status: 400 },
    ],
    [
      '200 with a body that is not a document',
      { status: 200, body: { ok: true } },
      BoletaRetryLater,
      { status: 200 },
    ],
    [
      '403 invalid credentials',
      { status: 403, body: { message: 'Invalid authentication credentials' } },
      BoletaRejected,
      { status: 403, message: 'Invalid authentication credentials' },
    ],
    [
      'OF-07, no folios',
      { status: 400, body: { error: { message: 'Validación de Folios', code: 'OF-07' } } },
      BoletaRejected,
      { status: 400, code: 'OF-07', message: 'Validación de Folios' },
    ],
  ])('%s', async (_case, given, kind, fields) => {
    answer = given
    const error = await stubbed.issue(request(41, [lessons]), 'pago-1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(kind)
    expect(error).toMatchObject(fields)
  })
})

// The portal answers under /api/portal; the paths apps installed before that still call
// (/api/invoices/{rut}, /api/invoices/{id}/payments, /api/payments, /api/payments/availability)
// are the same routes: same answer, same proof cookie, one rate-limit budget, marked deprecated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signPersonalLink } from '#server/credentials/personal-link.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'
import { newRut, seedFamily, seedInvoice } from './billing-fixtures.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => ctx.close())

let client = 0
/** An address no other request of this file used (each route counts per address). */
const freshAddress = () => `10.9.${client >> 8}.${++client & 255}`

const PAIRS = [
  ['GET /api/portal/invoices/{rut}', 'GET /api/invoices/{rut}'],
  ['GET /api/portal/invoices/{id}/payments', 'GET /api/invoices/{id}/payments'],
  ['POST /api/portal/payments', 'POST /api/payments'],
  ['GET /api/portal/availability', 'GET /api/payments/availability'],
] as const

async function owingFamily() {
  const { guardian, students } = await seedFamily(ctx.db)
  const invoice = await seedInvoice(ctx.db, { student_id: students[0]!.id, payer_id: guardian.id })
  return { guardian, invoice }
}

/** The portal proof cookie of `guardianId`, as a personal link gives it. */
async function proofOf(guardianId: string) {
  const token = signPersonalLink(ctx.config.jwtSecret, guardianId)
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/portal/link',
    payload: { token },
    remoteAddress: freshAddress(),
  })
  const proof = response.cookies.find((c) => c.name === 'bs_portal')!
  return `bs_portal=${proof.value}`
}

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ url, headers: cookie ? { cookie } : {}, remoteAddress: freshAddress() })

describe('the portal paths and their old aliases', () => {
  it('answer a RUT lookup alike, with or without the proof cookie', async () => {
    const { guardian } = await owingFamily()
    const rut = encodeURIComponent(guardian.rut!)
    const cookie = await proofOf(guardian.id)
    for (const proof of [undefined, cookie]) {
      const current = await get(`/api/portal/invoices/${rut}`, proof)
      const old = await get(`/api/invoices/${rut}`, proof)
      expect(current.statusCode).toBe(200)
      expect(current.headers['cache-control']).toBe('no-store')
      expect(old.statusCode).toBe(200)
      expect(old.json()).toEqual(current.json())
    }
    // The proof names the children on both paths (and only with it).
    const named = await get(`/api/portal/invoices/${rut}`, cookie)
    expect(named.json()[0].student_label).toMatch(/^Hijo0 /)
    expect((await get(`/api/portal/invoices/${rut}`)).json()[0].student_label).toBeNull()
  })

  it('start one payment: the old path answers the payment the new one opened', async () => {
    const { guardian, invoice } = await owingFamily()
    const body = {
      invoice_id: invoice.id,
      amount: invoice.total_amount,
      payer_rut: guardian.rut,
      currency: 'CLP',
      subject: 'Clases',
    }
    const start = (url: string) =>
      ctx.app.inject({ method: 'POST', url, payload: body, remoteAddress: freshAddress() })
    const current = await start('/api/portal/payments')
    expect(current.statusCode).toBe(200)
    expect(current.json().simplified_transfer_url).toMatch(/\/api\/khipu-sim\/pay\//)
    const old = await start('/api/payments')
    expect(old.statusCode).toBe(200)
    expect(old.json()).toEqual(current.json())

    const attempts = await get(`/api/portal/invoices/${invoice.id}/payments`)
    expect(attempts.statusCode).toBe(200)
    expect(attempts.json()).toHaveLength(1)
    expect(attempts.json()[0]).toMatchObject({ payment_status: 'pending', amount: 20500 })
    expect((await get(`/api/invoices/${invoice.id}/payments`)).json()).toEqual(attempts.json())
  })

  it('refuse alike: a malformed RUT, an unknown invoice, a bad start body', async () => {
    for (const url of ['/api/portal/invoices/abc', '/api/invoices/abc']) {
      const response = await get(url)
      expect(response.statusCode).toBe(400)
      expect(response.json().detail).toMatch(/RUT/)
    }
    const unknown = '3b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a61'
    for (const url of [
      `/api/portal/invoices/${unknown}/payments`,
      `/api/invoices/${unknown}/payments`,
    ]) {
      expect((await get(url)).statusCode).toBe(404)
    }
    for (const url of ['/api/portal/payments', '/api/payments']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload: {},
        remoteAddress: freshAddress(),
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().detail).toEqual(expect.any(String))
    }
  })

  it('say alike whether payment is online', async () => {
    const current = await get('/api/portal/availability')
    expect(current.json()).toEqual({ online: true })
    expect((await get('/api/payments/availability')).json()).toEqual(current.json())
  })

  it('share one rate-limit budget: half on each path, then both answer 429', async () => {
    const limits = [
      {
        max: 20,
        current: () => `/api/portal/invoices/${newRut()}`,
        old: () => `/api/invoices/${newRut()}`,
      },
      {
        max: 30,
        current: () => `/api/portal/invoices/${crypto.randomUUID()}/payments`,
        old: () => `/api/invoices/${crypto.randomUUID()}/payments`,
      },
    ]
    for (const limit of limits) {
      const from = freshAddress()
      const send = (url: string) => ctx.app.inject({ url, remoteAddress: from })
      for (let i = 0; i < limit.max; i++) {
        const response = await send(i % 2 ? limit.old() : limit.current())
        expect(response.statusCode).not.toBe(429)
      }
      expect((await send(limit.current())).statusCode).toBe(429)
      expect((await send(limit.old())).statusCode).toBe(429)
    }
    const from = freshAddress()
    const start = (url: string) =>
      ctx.app.inject({ method: 'POST', url, payload: {}, remoteAddress: from })
    for (let i = 0; i < 10; i++) {
      expect((await start(i % 2 ? '/api/payments' : '/api/portal/payments')).statusCode).toBe(400)
    }
    expect((await start('/api/portal/payments')).statusCode).toBe(429)
    expect((await start('/api/payments')).statusCode).toBe(429)
  })

  it('are one operation each in the OpenAPI document, the old path marked deprecated', async () => {
    const document = (await ctx.app.inject({ url: '/api/docs/json' })).json()
    const operation = (key: string) => {
      const [method, path] = key.split(' ') as [string, string]
      return document.paths[path]?.[method.toLowerCase()]
    }
    for (const [current, old] of PAIRS) {
      expect(operation(current), current).toBeDefined()
      expect(operation(current).deprecated, current).toBeUndefined()
      expect(operation(old).deprecated, old).toBe(true)
      expect(operation(old).summary).toBe(operation(current).summary)
    }
  })
})

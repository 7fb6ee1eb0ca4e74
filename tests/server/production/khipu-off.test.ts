import { describe, expect, it } from 'vitest'
import { errorDetails } from '#shared/i18n/errors.ts'
import { SIMULATOR_PREFIX } from '#server/khipu/runtime.ts'
import { useProductionApp } from '../helpers/production-app.ts'
import { concretePath } from '../helpers/route-table.ts'
import { createTestApp, firstSchoolDb } from '../helpers/test-app.ts'
import { seedFamily, seedInvoice } from '../payments/billing-fixtures.ts'

const production = useProductionApp(SIMULATOR_PREFIX)

async function payableInvoice() {
  const { guardian, students } = await seedFamily(firstSchoolDb(production.database))
  const invoice = await seedInvoice(firstSchoolDb(production.database), {
    student_id: students[0]!.id,
    payer_id: guardian.id,
  })
  return { guardian, invoice }
}

describe('production without Khipu credentials', () => {
  it('answers 404 on every path of the Khipu simulator', async () => {
    expect(production.simulatorRoutes.length).toBeGreaterThanOrEqual(5)
    const { invoice } = await payableInvoice()
    for (const route of production.simulatorRoutes) {
      const url = concretePath(route.url, invoice.id)
      const response = await production.app.inject({ method: route.method, url, payload: {} })
      expect(response.statusCode, `${route.method} ${url}`).toBe(404)
    }
    expect((await production.app.inject({ url: `${SIMULATOR_PREFIX}/` })).statusCode).toBe(404)
  })

  it('still shows the invoices, and refuses to start a payment with 503 in Spanish', async () => {
    const { guardian, invoice } = await payableInvoice()
    const listed = await production.app.inject({
      url: `/api/invoices/${encodeURIComponent(guardian.rut!)}`,
    })
    expect(listed.statusCode).toBe(200)
    expect(listed.json().map((i: { id: string }) => i.id)).toEqual([invoice.id])

    const response = await production.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: {
        invoice_id: invoice.id,
        amount: invoice.total_amount,
        payer_rut: guardian.rut,
        currency: 'CLP',
        subject: 'Clases',
      },
    })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      code: 'ONLINE_PAYMENT_UNAVAILABLE',
      detail: errorDetails.ONLINE_PAYMENT_UNAVAILABLE,
    })
    expect(response.json().detail).toMatch(/no está disponible/)
  })

  it('tells the portal that online payment is unavailable', async () => {
    const response = await production.app.inject({ url: '/api/payments/availability' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ online: false })
  })

  it('logged one warning at start naming the missing credentials', () => {
    const warnings = production.lines.filter((line) => line.includes('KHIPU_API_KEY'))
    expect(warnings).toHaveLength(1)
    expect(JSON.parse(warnings[0]!).level).toBe(40)
  })
})

describe('development without Khipu credentials', () => {
  it('mounts the simulator and takes payments online', async () => {
    const ctx = await createTestApp()
    try {
      expect((await ctx.app.inject({ url: '/api/payments/availability' })).json()).toEqual({
        online: true,
      })
      const page = await ctx.app.inject({ url: `${SIMULATOR_PREFIX}/pay/unknown` })
      expect(page.statusCode).not.toBe(503)
      expect(page.headers['content-type']).toMatch(/text\/html/)
    } finally {
      await ctx.close()
    }
  })
})

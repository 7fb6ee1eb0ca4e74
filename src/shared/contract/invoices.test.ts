import { describe, expect, it } from 'vitest'
import {
  paymentRequestBodySchema,
  portalInvoiceSchema,
  portalRutParamsSchema,
  type PaymentRequestBody,
} from './invoices.ts'

const INVOICE = '0b5e7c1a-3f1d-4c2e-9a7b-1c2d3e4f5a6b'

describe('portalRutParamsSchema', () => {
  it('canonicalises any spelling of a valid RUT', () => {
    expect(portalRutParamsSchema.parse({ rut: '123456785' })).toEqual({ rut: '12.345.678-5' })
  })

  it('explains an invalid RUT with the portal message', () => {
    const r = portalRutParamsSchema.safeParse({ rut: '12345678-9' })
    expect(r.error?.issues[0]?.message).toBe(
      'Formato de RUT inválido. Ingrese un RUT válido (por ejemplo, 12.345.678-5).',
    )
  })
})

describe('portalInvoiceSchema', () => {
  it('carries no payer: extra fields are stripped (a child’s short name only when recognised)', () => {
    const parsed = portalInvoiceSchema.parse({
      id: INVOICE,
      billing_period: '2026-10',
      status: 'pending',
      student_rut_masked: '**.***.678-5',
      line_items: [
        { description: 'Clases grupales: 4 × $8.000', amount: 32000 },
        { description: 'Descuento 10%', amount: -3200 },
      ],
      total_amount: 28800,
      student_label: null,
      receipt_id: null,
      payable: true,
      payer: { name: 'Ana' },
    })
    expect(parsed).not.toHaveProperty('payer')
  })
})

describe('paymentRequestBodySchema', () => {
  const body: PaymentRequestBody = {
    invoice_id: INVOICE,
    amount: 28800,
    currency: 'CLP',
    subject: 'Clases octubre 2026',
    payer_rut: '12345678-5',
  }

  it('accepts a CLP request and formats the payer RUT', () => {
    expect(paymentRequestBodySchema.parse(body).payer_rut).toBe('12.345.678-5')
  })

  it('refuses other currencies, fractional or zero amounts and unknown fields', () => {
    expect(paymentRequestBodySchema.safeParse({ ...body, currency: 'USD' }).success).toBe(false)
    expect(paymentRequestBodySchema.safeParse({ ...body, amount: 10.5 }).success).toBe(false)
    expect(paymentRequestBodySchema.safeParse({ ...body, amount: 0 }).success).toBe(false)
    expect(paymentRequestBodySchema.safeParse({ ...body, return_url: 'x' }).success).toBe(false)
  })
})

// The portal's valibot schemas against the contract's zod ones: for a valid answer of each kind
// and every variant of it with one value changed (missing, null, of another type, an edge string),
// both accept or both refuse, and what they accept reads the same. A change to one side only fails
// here.
import { safeParse, type GenericSchema, type InferOutput } from 'valibot'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { errorBodySchema } from './common.ts'
import {
  paymentAttemptSchema,
  paymentAvailabilitySchema,
  paymentRequestBodySchema,
  paymentResponseSchema,
  portalInvoiceSchema,
  type PaymentRequestBody,
} from './invoices.ts'
import * as portal from './portal-schemas.ts'
import * as consentPortal from './consent-portal-schemas.ts'
import { personalLinkAnswerSchema, receiptSchema, recognitionSchema } from './portal.ts'
import { portalConsentsSchema, signedConsentsSchema } from './consent.ts'

const ID = '0b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a60'
const OTHER_ID = '6c871944-d75b-4e3a-a226-df4a00eb5359'

/** Values put in place of each value of a sample, one at a time. */
const REPLACEMENTS: unknown[] = [
  undefined,
  null,
  true,
  0,
  -3,
  1.5,
  2 ** 53,
  2 ** 53 - 1,
  Number.NaN,
  '',
  ' ',
  'x',
  '2026-10',
  ' 2026-10 ',
  '1999-12',
  '2101-01',
  '2026-13',
  '2026-11-03T14:05:00-03:00',
  ' 2026-11-03T14:05:00-03:00 ',
  '2026-11-03T14:05:00Z',
  '2026-11-03T14:05:00',
  '2026-11-03T14:05-03:00',
  '2026-11-03T14:05:00.123-03:00',
  '2026-02-30T14:05:00-03:00',
  '2026-02-29T14:05:00-03:00',
  '2028-02-29T14:05:00-03:00',
  '2026-11-03T14:05:00z',
  '2026-11-03 14:05:00-03:00',
  '2026-11-03T24:00:00-03:00',
  '2026-11-03T14:05:00+0300',
  '2026-11-03T14:05:00-03',
  'https://khipu.test/p/1',
  'http://localhost:3000/khipu-sim/pay/1',
  ' https://khipu.test/p/1 ',
  'https://khipu.test/p/\n1',
  'https:/khipu.test',
  'javascript:alert(1)',
  'not a url',
  ID,
  ID.toUpperCase(),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '0b9e7c0a-6f51-0a8e-9d62-3c1f2e4d5a60',
  '0b9e7c0a-6f51-4a8e-cd62-3c1f2e4d5a60',
  '0b9e7c0a6f514a8e9d623c1f2e4d5a60',
  'pending',
  'paid',
  'cancelled',
  'completed',
  'failure',
  'refund',
  'failed',
  'CLP',
  'USD',
  '12.345.678-5',
  '12345678-5',
  '12.345.678-4',
  [],
  {},
  ['x'],
  [ID],
  [ID, ID],
  [ID, OTHER_ID],
]

/** The sample, then each variant with one value (at any depth) replaced or removed. */
function variants(sample: unknown): unknown[] {
  const out: unknown[] = [sample]
  const walk = (value: unknown, replace: (next: unknown) => unknown) => {
    for (const next of REPLACEMENTS) out.push(replace(next))
    if (Array.isArray(value)) {
      value.forEach((item, i) =>
        walk(item, (next) => replace(value.map((old, j) => (j === i ? next : old)))),
      )
      out.push(replace([...value, ...value]))
    } else if (typeof value === 'object' && value !== null) {
      for (const key of Object.keys(value)) {
        walk((value as Record<string, unknown>)[key], (next) => {
          const copy: Record<string, unknown> = { ...value }
          if (next === undefined) delete copy[key]
          else copy[key] = next
          return replace(copy)
        })
      }
      out.push(replace({ ...value, unknown_field: 1 }))
    }
  }
  walk(sample, (next) => next)
  return out
}

const lineItems = [
  { description: 'Clases grupales: 3 × $10.000', amount: 30000 },
  { description: 'Descuento 5%', amount: -1500 },
]

const portalInvoice = {
  id: ID,
  billing_period: '2026-10',
  status: 'pending',
  student_rut_masked: '**.***.228-3',
  line_items: lineItems,
  total_amount: 28500,
  student_label: 'Tomás P.',
  receipt_id: OTHER_ID,
  payable: true,
}

const paymentAttempt = {
  amount: 28500,
  payment_status: 'completed',
  updated_at: '2026-11-03T14:05:00-03:00',
  notes: 'N/A',
  payment_amount: 48500,
  invoice_count: 2,
  cobros: [
    {
      billing_period: '2026-10',
      amount: 28500,
      outcome: 'paid',
      student_label: 'Tomás P.',
      student_rut_masked: null,
    },
  ],
}

const receipt = {
  id: ID,
  school: { name: 'Escuela MTB', phone: '+56 9 1234 5678', email: null },
  payer: { name: 'Ana Pérez', rut: '12.345.678-5' },
  khipu_payment_id: 'khp-1',
  paid_at: '2026-11-03T14:05:00-03:00',
  amount: 28500,
  invoices: [
    { billing_period: '2026-10', student: 'Tomás Pérez', amount: 28500, line_items: lineItems },
  ],
  boleta: { type: 41, folio: 12, state: 'emitida', has_pdf: true },
}

const consents = {
  documents: [
    {
      id: ID,
      kind: 'photo_consent',
      title: 'Fotos',
      body: '# Fotos',
      valid_from: '2026-11-01',
      content_hash: 'ab'.repeat(32),
      required_to_ride: false,
      refusable: true,
    },
  ],
  children: [
    {
      id: OTHER_ID,
      name: 'Tomás Pérez',
      statuses: [
        {
          kind: 'photo_consent',
          state: 'refused',
          signed_at: '2026-11-03T14:05:00-03:00',
          earlier_accepted: false,
        },
        { kind: 'waiver', state: 'pending', signed_at: null, earlier_accepted: true },
      ],
      has_signatures: true,
    },
  ],
  pending: 1,
}

const answers: [string, GenericSchema, z.ZodType, unknown][] = [
  ['invoices by RUT', portal.portalInvoicesAnswer, z.array(portalInvoiceSchema), [portalInvoice]],
  [
    'payment attempts',
    portal.paymentAttemptsAnswer,
    z.array(paymentAttemptSchema),
    [paymentAttempt],
  ],
  [
    'payment started',
    portal.paymentStartedAnswer,
    paymentResponseSchema,
    { simplified_transfer_url: 'https://khipu.test/p/1' },
  ],
  ['availability', portal.paymentAvailabilityAnswer, paymentAvailabilitySchema, { online: false }],
  ['recognition', portal.recognitionAnswer, recognitionSchema, { recognized: true }],
  ['personal link', portal.personalLinkAnswer, personalLinkAnswerSchema, { rut: '12.345.678-5' }],
  ['receipt', portal.receiptAnswer, receiptSchema, receipt],
  [
    'receipt with its boleta on its way',
    portal.receiptAnswer,
    receiptSchema,
    { ...receipt, boleta: { type: 39, folio: null, state: 'pendiente', has_pdf: false } },
  ],
  ['receipt without a boleta', portal.receiptAnswer, receiptSchema, { ...receipt, boleta: null }],
  ['documents to sign', consentPortal.portalConsentsAnswer, portalConsentsSchema, consents],
  [
    'documents signed',
    consentPortal.signedConsentsAnswer,
    signedConsentsSchema,
    { stored: 2, consents },
  ],
  ['error', portal.errorAnswer, errorBodySchema, { detail: 'No encontrado', code: 'NOT_FOUND' }],
]

describe("the portal's valibot schemas", () => {
  it.each(answers)(
    '%s: accept and read exactly what the contract does',
    (_name, schema, full, sample) => {
      const samples = variants(sample)
      expect(samples.length).toBeGreaterThan(REPLACEMENTS.length)
      let accepted = 0
      for (const value of samples) {
        const expected = full.safeParse(value)
        const actual = safeParse(schema, value)
        expect(actual.success, JSON.stringify(value)).toBe(expected.success)
        if (expected.success) {
          accepted++
          expect(actual.output, JSON.stringify(value)).toEqual(expected.data)
        }
      }
      expect(accepted).toBeGreaterThan(1)
    },
  )

  it('keep a payment request that the contract takes, and only such', () => {
    const one = { invoice_id: ID, amount: 28500, currency: 'CLP', payer_rut: '12.345.678-5' }
    const family = {
      invoice_ids: [ID, OTHER_ID],
      amount: 57000,
      currency: 'CLP',
      payer_rut: '12345678-5',
    }
    for (const value of [...variants(one), ...variants(family)]) {
      const expected = paymentRequestBodySchema.safeParse(value).success
      expect(safeParse(portal.storedPaymentRequest, value).success, JSON.stringify(value)).toBe(
        expected,
      )
    }
    // The ignored `subject` of older pages: the server takes it, a stored request does not.
    const older = { ...one, subject: 'Clases de mountain bike, Octubre 2026' }
    expect(paymentRequestBodySchema.safeParse(older).success).toBe(true)
    expect(safeParse(portal.storedPaymentRequest, older).success).toBe(false)
  })

  it('type the answers as the contract does', () => {
    expectTypeOf<InferOutput<typeof portal.portalInvoicesAnswer>>().toEqualTypeOf<
      z.output<typeof portalInvoiceSchema>[]
    >()
    expectTypeOf<InferOutput<typeof portal.paymentAttemptsAnswer>>().toEqualTypeOf<
      z.output<typeof paymentAttemptSchema>[]
    >()
    expectTypeOf<InferOutput<typeof portal.paymentStartedAnswer>>().toEqualTypeOf<
      z.output<typeof paymentResponseSchema>
    >()
    expectTypeOf<InferOutput<typeof portal.paymentAvailabilityAnswer>>().toEqualTypeOf<
      z.output<typeof paymentAvailabilitySchema>
    >()
    expectTypeOf<InferOutput<typeof portal.receiptAnswer>>().toEqualTypeOf<
      z.output<typeof receiptSchema>
    >()
    expectTypeOf<InferOutput<typeof portal.storedPaymentRequest>>().toExtend<PaymentRequestBody>()
  })
})

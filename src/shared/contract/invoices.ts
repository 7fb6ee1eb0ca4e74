// Invoices and payments: the staff view, the public portal view (looked up by RUT, so it carries
// no names), payment attempts, and the Khipu payment request and its answer.
import { z } from 'zod'
import { validationMessages as m } from '../i18n/validation.ts'
import {
  COBRO_OUTCOMES,
  INVOICE_STATUSES,
  MAX_INVOICES_PER_PAYMENT,
  PAYMENT_STATUSES,
} from '../invoice-rules.ts'
import {
  billingPeriodSchema,
  dateTimeSchema,
  idSchema,
  personRefSchema,
  portalRutSchema,
  rutSchema,
  textSchema,
} from './common.ts'

export {
  COBRO_OUTCOMES,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  MAX_INVOICES_PER_PAYMENT,
  PAYMENT_STATUSES,
  requestedInvoiceIds,
  type CobroOutcome,
  type InvoiceStatus,
} from '../invoice-rules.ts'

export const invoiceStatusSchema = z.enum(INVOICE_STATUSES)

/**
 * One line of an invoice in whole CLP; a discount is its own negative line. `exempt` (exento de
 * IVA) comes from the price in force; lines billed before prices carried it have none (exento).
 */
export const lineItemSchema = z.object({
  description: z.string(),
  amount: z.number().int(),
  exempt: z.boolean().optional(),
})
export type LineItem = z.infer<typeof lineItemSchema>

/** What every view of a cobro shows: its period, status, total and lines. */
export const invoiceBaseSchema = z.object({
  id: idSchema,
  billing_period: billingPeriodSchema,
  status: invoiceStatusSchema,
  total_amount: z.number().int(),
  line_items: z.array(lineItemSchema),
})

/** GET /invoices/get-all (pending invoices for staff). */
export const staffInvoiceSchema = invoiceBaseSchema.extend({
  student_rut: z.string().nullable(),
  payer: personRefSchema,
  student: personRefSchema,
})
export type StaffInvoice = z.infer<typeof staffInvoiceSchema>

/**
 * GET /invoices/{rut} (public, no login): only what the portal shows. `student_rut_masked` is
 * like '**.***.678-5' (see maskRut), null when the student has no RUT. An unknown RUT gets [].
 * Names, days attended and receipts only for the recognised guardian.
 */
export const portalInvoiceSchema = invoiceBaseSchema.extend({
  student_rut_masked: z.string().nullable(),
  /** A RUT alone: lines without the days attended. Recognised: as billed. */
  line_items: z.array(lineItemSchema),
  /** 'Tomás P.' once the guardian is recognised (see contract/portal.ts); null otherwise. */
  student_label: z.string().nullable(),
  /** The payment whose receipt a recognised guardian may open (paid invoices); null otherwise. */
  receipt_id: idSchema.nullable(),
  /**
   * Pending and its month is over in Santiago by the server's clock: what 'Pagar' may be pressed
   * for. The server decides, so a phone with a wrong clock shows the same buttons the server takes.
   */
  payable: z.boolean(),
})
export type PortalInvoice = z.infer<typeof portalInvoiceSchema>

/** Path parameter of the public lookup; any spelling of a valid RUT, canonicalised. */
export const portalRutParamsSchema = z.object({
  rut: portalRutSchema,
})

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES)
export type PaymentStatus = z.infer<typeof paymentStatusSchema>

/** GET /invoices/{id}/payments (public; the invoice id is an unguessable UUID). */
export const paymentAttemptSchema = z.object({
  /** This invoice's share of the payment. */
  amount: z.number().int(),
  payment_status: paymentStatusSchema,
  /** Written in Santiago's offset (santiagoIso), so the return page shows it without Intl. */
  updated_at: dateTimeSchema,
  notes: z.string().nullable(),
  /** What the Khipu payment asked for in all: more than `amount` when it paid several invoices. */
  payment_amount: z.number().int(),
  /** How many invoices the Khipu payment covers ('Pagar todo'); 1 for a single invoice. */
  invoice_count: z.number().int(),
  /**
   * Every cobro the Khipu payment covers (this one too), with its share and how it went: paid by
   * it, to be refunded (the cobro was paid or cancelled meanwhile), failed or still pending. The
   * child as on the portal: first name and last initial for the recognised guardian, else null.
   */
  cobros: z.array(
    z.object({
      billing_period: billingPeriodSchema,
      amount: z.number().int(),
      outcome: z.enum(COBRO_OUTCOMES),
      student_label: z.string().nullable(),
      student_rut_masked: z.string().nullable(),
    }),
  ),
})
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>

/**
 * POST /payments: one Khipu payment for one invoice (`invoice_id`) or several of one payer
 * (`invoice_ids`, 'Pagar todo'). The server takes the amount from the invoices; an `amount`
 * other than their sum is refused (409), so a stale page cannot pay the wrong sum. `payer_rut`
 * must be the payer of every invoice.
 */
export const paymentRequestBodySchema = z
  .strictObject({
    invoice_id: idSchema.optional(),
    invoice_ids: z
      .array(idSchema, { error: m.invoicesRequired })
      .min(1, { error: m.invoicesRequired })
      .max(MAX_INVOICES_PER_PAYMENT, { error: m.invoicesTooMany })
      .refine((ids) => new Set(ids).size === ids.length, { error: m.invoicesRepeated })
      .optional(),
    amount: z
      .number({ error: m.amountInvalid })
      .int({ error: m.amountInvalid })
      .positive({ error: m.amountInvalid }),
    currency: z.literal('CLP'),
    /** Ignored: the server writes what Khipu shows the payer (kept for older pages). */
    subject: textSchema({ max: 255 }).optional(),
    payer_rut: rutSchema,
  })
  .refine((body) => (body.invoice_id === undefined) !== (body.invoice_ids === undefined), {
    error: m.invoicesRequired,
    path: ['invoice_ids'],
  })
export type PaymentRequestBody = z.input<typeof paymentRequestBodySchema>

export const paymentResponseSchema = z.object({ simplified_transfer_url: z.url() })
export type PaymentResponse = z.infer<typeof paymentResponseSchema>

/** GET /payments/availability (public): whether the portal can take payments online right now. */
export const paymentAvailabilitySchema = z.object({ online: z.boolean() })
export type PaymentAvailability = z.infer<typeof paymentAvailabilitySchema>

/** POST /invoices/generate (admins): creates or recomputes the pending invoices of a period. */
export const invoiceGenerateBodySchema = z.strictObject({ billing_period: billingPeriodSchema })
export type InvoiceGenerateBody = z.input<typeof invoiceGenerateBodySchema>

export const INVOICE_CHANGE_ACTIONS = ['create', 'update', 'cancel', 'skip'] as const

/**
 * One invoice a generation creates, recomputes or cancels, or `skip`s: one that would change but
 * is being paid, so it stays as the guardian saw it (what the preview lists).
 */
export const invoiceChangeSchema = z.object({
  action: z.enum(INVOICE_CHANGE_ACTIONS),
  /** Null for an invoice a preview would create. */
  invoice_id: idSchema.nullable(),
  student: personRefSchema,
  payer: personRefSchema,
  /** The new total; for a cancellation, the total being cancelled; for a skip, the kept total. */
  total_amount: z.number().int(),
  /** The stored total before an update; null otherwise. */
  previous_total: z.number().int().nullable(),
  line_items: z.array(lineItemSchema),
  /** Why a skipped invoice is left as it is (Spanish); absent for the other actions. */
  reason: z.string().optional(),
})
export type InvoiceChange = z.infer<typeof invoiceChangeSchema>

/**
 * Answer of POST /invoices/generate and GET /invoices/preview (dry run, nothing written).
 * `total_amount` sums the period's live (pending and paid) invoices as they are after the run.
 * A pending invoice with a payment in progress (a pending attempt) is never changed: `skip`.
 */
export const invoiceGenerationSchema = z.object({
  billing_period: billingPeriodSchema,
  dry_run: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  cancelled: z.number().int(),
  unchanged: z.number().int(),
  /** Invoices left as they are because a payment of them is in progress. */
  skipped: z.number().int(),
  total_amount: z.number().int(),
  changes: z.array(invoiceChangeSchema),
})
export type InvoiceGeneration = z.infer<typeof invoiceGenerationSchema>

// The ledger of a student or a guardian (attendance by month, every cobro with its lines, its
// Khipu attempts and its payments recorded by hand) and the admin's payments outside Khipu.
import { z } from 'zod'
import { isCalendarDate, todayInSantiago } from '../dates.ts'
import { ledgerMessages as lm } from '../i18n/ledger.ts'
import { validationMessages as m } from '../i18n/validation.ts'
import {
  billingPeriodSchema,
  dateTimeSchema,
  idSchema,
  personRefSchema,
  textSchema,
} from './common.ts'
import { invoiceBaseSchema, paymentStatusSchema } from './invoices.ts'

export const MANUAL_PAYMENT_METHODS = ['cash', 'transfer'] as const
export const manualPaymentMethodSchema = z.enum(MANUAL_PAYMENT_METHODS, {
  error: lm.methodRequired,
})
export type ManualPaymentMethod = z.infer<typeof manualPaymentMethodSchema>

/**
 * POST /invoices/{id}/manual-payments (admins). `amount` must be the cobro's total: a cobro is
 * paid whole, partial payments are not recorded (409 MANUAL_PAYMENT_AMOUNT_MISMATCH), so a stale
 * screen cannot mark a recomputed cobro paid for less. `paid_on` is the day the money arrived,
 * not after today in Santiago.
 */
export const manualPaymentBodySchema = z.strictObject({
  amount: z
    .number({ error: lm.amountInvalid })
    .int({ error: lm.amountInvalid })
    .positive({ error: lm.amountInvalid })
    .max(100_000_000, { error: lm.amountInvalid }),
  paid_on: z
    .string({ error: lm.paidOnInvalid })
    .trim()
    .refine(isCalendarDate, { error: lm.paidOnInvalid })
    .refine((day) => !isCalendarDate(day) || day >= '2000-01-01', { error: m.dateOutOfRange })
    .refine((day) => !isCalendarDate(day) || day <= todayInSantiago(), { error: lm.paidOnFuture }),
  method: manualPaymentMethodSchema,
  reference: textSchema({ max: 200 })
    .nullish()
    .transform((value) => (value ? value : null)),
})
export type ManualPaymentBody = z.input<typeof manualPaymentBodySchema>

/** POST /manual-payments/{id}/annul (admins): the reason is required and kept. */
export const annulBodySchema = z.strictObject({
  reason: textSchema({ max: 500, required: lm.reasonRequired }),
})
export type AnnulBody = z.input<typeof annulBodySchema>

export const manualPaymentSchema = z.object({
  id: idSchema,
  invoice_id: idSchema,
  amount: z.number().int(),
  paid_on: z.string(),
  method: manualPaymentMethodSchema,
  reference: z.string().nullable(),
  recorded_by: personRefSchema,
  created_at: dateTimeSchema,
  annulled_at: dateTimeSchema.nullable(),
  annulled_by: personRefSchema.nullable(),
  annul_reason: z.string().nullable(),
})
export type ManualPayment = z.infer<typeof manualPaymentSchema>

/** A Khipu payment attempt of a cobro, as staff see it. */
export const ledgerAttemptSchema = z.object({
  id: idSchema,
  amount: z.number().int(),
  status: paymentStatusSchema,
  notes: z.string().nullable(),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
})
export type LedgerAttempt = z.infer<typeof ledgerAttemptSchema>

export const PAID_BY = ['khipu', 'cash', 'transfer'] as const

/** One cobro in every status with its lines, attempts and payments recorded by hand. */
export const ledgerInvoiceSchema = invoiceBaseSchema.extend({
  student: personRefSchema,
  payer: personRefSchema,
  paid_at: dateTimeSchema.nullable(),
  /** How a paid cobro was paid: its live manual payment's method, else Khipu; null if not paid. */
  paid_by: z.enum(PAID_BY).nullable(),
  attempts: z.array(ledgerAttemptSchema),
  manual_payments: z.array(manualPaymentSchema),
})
export type LedgerInvoice = z.infer<typeof ledgerInvoiceSchema>

export const ledgerClassSchema = z.object({
  session_id: idSchema,
  student: personRefSchema,
  date: dateTimeSchema,
  class_type: z.enum(['group', 'other', 'one_to_one']),
  /** The group's name, or the class's own name (a paseo), or null. */
  name: z.string().nullable(),
  used_transport: z.boolean(),
})
export type LedgerClass = z.infer<typeof ledgerClassSchema>

/** GET /students/{id}/ledger and GET /guardians/{id}/ledger (admins), newest month first. */
export const ledgerSchema = z.object({
  person: personRefSchema,
  /** The student, or the guardian's students (active or not) with classes or cobros. */
  students: z.array(personRefSchema),
  attendance: z.array(
    z.object({ month: billingPeriodSchema, classes: z.array(ledgerClassSchema) }),
  ),
  invoices: z.array(ledgerInvoiceSchema),
})
export type Ledger = z.infer<typeof ledgerSchema>

// Money the office must act on (admins): Khipu money for a cobro no longer owed, to give back
// ('A devolver'), and confirmed Khipu payments the bank reversed. GET /payment-issues,
// POST /payment-issues/{id}/resolve.
import { z } from 'zod'
import { validationMessages as m } from '../i18n/validation.ts'
import {
  billingPeriodSchema,
  dateTimeSchema,
  idSchema,
  optionalTextSchema,
  personRefSchema,
} from './common.ts'

export const PAYMENT_ISSUE_KINDS = ['refund_due', 'reversed'] as const
/** Why: the cobro was paid meanwhile or cancelled, Khipu collected another amount, a reversal. */
export const PAYMENT_ISSUE_REASONS = [
  'invoice_paid',
  'invoice_cancelled',
  'amount_mismatch',
  'reversed',
] as const
export const PAYMENT_ISSUE_RESOLUTIONS = [
  'refunded_khipu',
  'refunded_transfer',
  'acknowledged',
] as const

export const paymentIssueSchema = z.object({
  id: idSchema,
  kind: z.enum(PAYMENT_ISSUE_KINDS),
  reason: z.enum(PAYMENT_ISSUE_REASONS),
  amount: z.number().int(),
  /** In Santiago's offset. */
  created_at: dateTimeSchema,
  khipu_payment_id: z.string().nullable(),
  /** The cobro concerned; null when the whole payment is (an amount never asked for). */
  invoice: z
    .object({
      id: idSchema,
      billing_period: billingPeriodSchema,
      student: personRefSchema,
      payer: personRefSchema,
    })
    .nullable(),
  /** A Khipu refund is being asked for since then (it cannot be asked twice). */
  refund_started_at: dateTimeSchema.nullable(),
  resolved_at: dateTimeSchema.nullable(),
  resolution: z.enum(PAYMENT_ISSUE_RESOLUTIONS).nullable(),
  resolved_by: z.string().nullable(),
  /** The transfer's reference, when returned by transfer. */
  reference: z.string().nullable(),
})
export type PaymentIssue = z.infer<typeof paymentIssueSchema>

/**
 * 'Devolver': through Khipu (only before Khipu settles the money to the school), or marked as
 * returned by the school's own transfer (with its reference); 'Entendido' for a reversal.
 */
export const resolveIssueBodySchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('refund_khipu') }),
    z.strictObject({
      action: z.literal('refund_transfer'),
      reference: optionalTextSchema(120),
    }),
    z.strictObject({ action: z.literal('acknowledge') }),
  ],
  { error: m.issueActionInvalid },
)
export type ResolveIssueBody = z.input<typeof resolveIssueBodySchema>

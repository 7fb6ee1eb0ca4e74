// The guardians' portal beyond invoices: recognising the guardian (a child's birth date or a
// personal link) and the receipt (comprobante) of a payment.
import { z } from 'zod'
import { validationMessages as m } from '../i18n/validation.ts'
import { isBirthDate } from '../dates.ts'
import { dateTimeSchema, idSchema, portalRutSchema } from './common.ts'
import { lineItemSchema } from './invoices.ts'
import { receiptBoletaSchema } from './boletas.ts'

/** POST /portal/recognize: the guardian's RUT and the birth date of one of their children. */
export const recognizeBodySchema = z.strictObject({
  rut: portalRutSchema,
  birth_date: z
    .string()
    .trim()
    .refine((day) => isBirthDate(day), { error: m.portalBirthDateInvalid }),
})
export type RecognizeBody = z.input<typeof recognizeBodySchema>

/**
 * The same shape whether the RUT is unknown, the date wrong or both right: only `recognized`
 * tells them apart, and it says nothing about which one was wrong.
 */
export const recognitionSchema = z.object({ recognized: z.boolean() })
export type Recognition = z.infer<typeof recognitionSchema>

/** POST /portal/link: a personal link's token, exchanged for the portal proof. */
export const personalLinkBodySchema = z.strictObject({ token: z.string().trim().min(1).max(400) })
/** Where the link leads: the guardian's invoices. */
export const personalLinkAnswerSchema = z.object({ rut: z.string() })
export type PersonalLinkAnswer = z.infer<typeof personalLinkAnswerSchema>

/** GET /portal/receipts/{id}: a completed payment, for the guardian who paid it. */
export const receiptSchema = z.object({
  id: idSchema,
  school: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  payer: z.object({ name: z.string(), rut: z.string() }),
  khipu_payment_id: z.string(),
  /** Written in Santiago's offset (santiagoIso), so the receipt shows it without Intl. */
  paid_at: dateTimeSchema,
  amount: z.number().int(),
  invoices: z.array(
    z.object({
      billing_period: z.string(),
      student: z.string(),
      amount: z.number().int(),
      line_items: z.array(lineItemSchema),
    }),
  ),
  /** The payment's SII document; null for a payment made before the school issued them here. */
  boleta: receiptBoletaSchema,
})
export type Receipt = z.infer<typeof receiptSchema>

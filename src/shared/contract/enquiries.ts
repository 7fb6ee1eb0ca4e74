// Trial-class enquiries ('Clase de prueba'): the public form's body and the admins' list.
import { z } from 'zod'
import { enquiryMessages as e } from '../i18n/families.ts'
import { phoneSchema } from '../phone.ts'
import { dateTimeSchema, idSchema, textSchema } from './common.ts'

export const ENQUIRY_LEVELS = ['beginner', 'intermediate', 'advanced'] as const
export const enquiryLevelSchema = z.enum(ENQUIRY_LEVELS, { error: e.levelRequired })
export type EnquiryLevel = z.infer<typeof enquiryLevelSchema>
export const ENQUIRY_LEVEL_LABELS: Readonly<Record<EnquiryLevel, string>> = {
  beginner: 'Nunca ha andado o recién empieza',
  intermediate: 'Anda con confianza',
  advanced: 'Ya hace senderos y bajadas',
}

export const ENQUIRY_STATUSES = ['new', 'contacted', 'enrolled', 'discarded'] as const
export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES)
export type EnquiryStatus = z.infer<typeof enquiryStatusSchema>
export const ENQUIRY_STATUS_LABELS: Readonly<Record<EnquiryStatus, string>> = {
  new: 'Nueva',
  contacted: 'Contactada',
  enrolled: 'Inscrita',
  discarded: 'Descartada',
}

export const ENQUIRY_AGE = { min: 3, max: 17 } as const

/**
 * POST /enquiries (public). `website` is a field people never see (bots fill it in): such a
 * request is answered like any other and not stored.
 */
export const enquiryBodySchema = z.strictObject({
  name: textSchema({ max: 120, required: e.nameRequired }),
  child_age: z
    .number({ error: e.ageInvalid })
    .int({ error: e.ageInvalid })
    .min(ENQUIRY_AGE.min, { error: e.ageInvalid })
    .max(ENQUIRY_AGE.max, { error: e.ageInvalid }),
  level: enquiryLevelSchema,
  phone: phoneSchema('any', e.phoneRequired),
  message: textSchema({ max: 1000, multiline: true }).optional().default(''),
  website: z.string().max(500).optional(),
})
export type EnquiryBody = z.input<typeof enquiryBodySchema>

export const enquiryReceivedSchema = z.object({ received: z.literal(true) })

/** GET /enquiries (admins): the newest this many ordinary requests, and as many 'posible spam'. */
export const ENQUIRY_LIST_LIMIT = 500

/**
 * GET /enquiries (admins), newest first. `spam`: kept as 'posible spam' (a flood: past a few an
 * hour from one address or past the hour's usual total); POST /enquiries/{id}/not-spam restores it.
 */
export const enquirySchema = z.object({
  id: idSchema,
  name: z.string(),
  child_age: z.number().int(),
  level: enquiryLevelSchema,
  phone: z.string(),
  message: z.string(),
  status: enquiryStatusSchema,
  spam: z.boolean(),
  created_at: dateTimeSchema,
})
export type Enquiry = z.infer<typeof enquirySchema>

/** PATCH /enquiries/{id} (admins). */
export const enquiryStatusBodySchema = z.strictObject({ status: enquiryStatusSchema })
export type EnquiryStatusBody = z.infer<typeof enquiryStatusBodySchema>

// Trial-class enquiries ('Clase de prueba'): the public form's body and the admins' list.
import { z } from 'zod'
import { enquiryMessages as e } from '../i18n/families.ts'
import { phoneSchema } from '../phone.ts'
import { dateTimeSchema, idSchema, textSchema } from './common.ts'
import { studentCreateBodySchema, userSchema } from './users.ts'

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

/** The rider's age: children from 3, and adults who ride themselves. */
export const OFFER_STATUSES = ['offered', 'accepted', 'lapsed', 'declined'] as const

export const ENQUIRY_AGE = { min: 3, max: 99 } as const

/** A group's slug on the public site (slugOf in src/shared/schedule-words.ts). */
export const groupSlugParamSchema = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)

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
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, { error: e.emailInvalid })
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      error: e.emailInvalid,
    })
    .optional(),
  /** The group chosen on the public schedule (its slug); an unknown one is ignored. */
  group: groupSlugParamSchema.optional(),
  /** Asked for the waiting list: kept only when the group is full (the server decides). */
  waitlist: z.boolean().optional(),
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
  email: z.string().nullable(),
  message: z.string(),
  status: enquiryStatusSchema,
  spam: z.boolean(),
  created_at: dateTimeSchema,
  group: z
    .object({
      id: idSchema,
      name: z.string(),
      age_min: z.number().int().nullable(),
      age_max: z.number().int().nullable(),
    })
    .nullable(),
  waitlist: z.boolean(),
  /** Place in its group's waiting list, 1 first; null when not (or no longer) waiting. */
  waitlist_position: z.number().int().min(1).nullable(),
  student_id: idSchema.nullable(),
  offer_status: z.enum(OFFER_STATUSES).nullable(),
  offer_expires_at: dateTimeSchema.nullable(),
  /** First in line while its group has a free place nobody was offered: 'Ofrecer cupo'. */
  next_to_offer: z.boolean(),
})
export type Enquiry = z.infer<typeof enquirySchema>

/** GET /enquiries/count?status=new (admins): the staff menu's badge. */
export const enquiryCountQuerySchema = z.strictObject({ status: enquiryStatusSchema })
export { countSchema as enquiryCountSchema } from './common.ts'

/**
 * POST /enquiries/{id}/enroll (admins): the student creation form's body. Creates the student
 * (and the new guardian), adds them to the enquiry's group and marks the enquiry 'Inscrita'; a
 * repeat answers the same student without creating another.
 */
export const enquiryEnrollBodySchema = studentCreateBodySchema
export const enquiryEnrolledSchema = z.object({ enquiry: enquirySchema, student: userSchema })
export type EnquiryEnrolled = z.infer<typeof enquiryEnrolledSchema>

export const OFFER_CHANNELS = ['whatsapp', 'email'] as const
/** POST /enquiries/{id}/offer (admins). */
export const enquiryOfferBodySchema = z.strictObject({ channel: z.enum(OFFER_CHANNELS) })
export type EnquiryOfferBody = z.infer<typeof enquiryOfferBodySchema>
/** The link sent (by e-mail), or the wa.me chat with the message typed in for the admin to open. */
export const enquiryOfferSentSchema = z.object({
  enquiry: enquirySchema,
  link: z.url(),
  whatsapp_url: z.url().nullable(),
})
export type EnquiryOfferSent = z.infer<typeof enquiryOfferSentSchema>

/** The secret of an offer link (32 random bytes, base64url). */
export const offerTokenParamsSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
})
/** GET /public/waitlist/{token}: what the visitor's page shows (nothing about other people). */
export const publicOfferSchema = z.object({
  group_name: z.string(),
  expires_at: dateTimeSchema,
  status: z.enum(OFFER_STATUSES),
})
export type PublicOffer = z.infer<typeof publicOfferSchema>

/** PATCH /enquiries/{id} (admins). */
export const enquiryStatusBodySchema = z.strictObject({ status: enquiryStatusSchema })
export type EnquiryStatusBody = z.infer<typeof enquiryStatusBodySchema>

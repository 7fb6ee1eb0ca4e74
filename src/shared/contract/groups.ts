// Groups: recurring weekly classes with a schedule (RRULE), dates, an optional price per session,
// their teachers, students and sessions; plus the create and assign inputs.
import { z } from 'zod'
import { validationMessages as m } from '../i18n/validation.ts'
import { rruleSchema, WEEKDAYS } from '../rrule.ts'
import { sessionRefSchema } from './class-sessions.ts'
import {
  familyIdentifierSchema,
  idListSchema,
  idSchema,
  isoDateSchema,
  optionalTextSchema,
  personRefSchema,
  textSchema,
} from './common.ts'
import { exemptSchema, validFromSchema } from './prices.ts'

/**
 * GET /groups rows. Dates are calendar days 'YYYY-MM-DD' in Santiago; `price_per_session` is the
 * group's own price in force today, whole CLP (null: its sessions bill at the class price).
 */
export const groupSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  /** Where the group meets, shown to teachers on Hoy; null when not set. */
  location: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  price_per_session: z.number().int().nullable(),
  rrule: z.string().nullable(),
})
export type Group = z.infer<typeof groupSchema>

/**
 * GET /groups/{id}. `days`/`time` are the rrule read back with parseRrule (empty and null when
 * the stored rule is not a plain weekly one). Teachers and students are the active people
 * assigned now, sorted by full name; class_sessions are the group's sessions, newest first.
 */
export const groupDetailSchema = groupSchema.extend({
  days: z.array(z.enum(WEEKDAYS)),
  time: z.string().nullable(),
  teachers: z.array(personRefSchema.extend({ email: z.string().nullable() })),
  students: z.array(
    personRefSchema.extend({
      rut: familyIdentifierSchema('RUT (null si no tiene)'),
      email: familyIdentifierSchema('Correo electrónico (null si no tiene)'),
    }),
  ),
  class_sessions: z.array(sessionRefSchema),
  /** Since when today's `price_per_session` applies; null while the group has no price entry. */
  price_valid_from: z.string().nullable(),
  /** Whether today's own price is exento de IVA (a boleta 41) or afecto (39); a class is exento. */
  price_exempt: z.boolean(),
  /** Price changes dated after today, soonest first (price null: back to the class price). */
  scheduled_prices: z.array(
    z.object({ price: z.number().int().nullable(), valid_from: z.string() }),
  ),
})
export type GroupDetail = z.infer<typeof groupDetailSchema>

const groupPriceSchema = z
  .number({ error: m.priceInvalid })
  .int({ error: m.priceInvalid })
  .min(0, { error: m.priceInvalid })
  .max(10_000_000, { error: m.priceInvalid })

/** POST /groups. The rule is stored in the canonical form toRrule writes. */
export const groupCreateBodySchema = z
  .strictObject({
    name: textSchema({ max: 100, required: m.nameRequired }),
    description: optionalTextSchema(2000, { multiline: true }),
    location: optionalTextSchema(200),
    start_date: isoDateSchema,
    end_date: isoDateSchema.nullish().transform((d) => d ?? null),
    price_per_session: groupPriceSchema.nullish().transform((p) => p ?? null),
    /** The own price's tax flag (default: exento, as a class). */
    price_exempt: exemptSchema.optional(),
    rrule: rruleSchema,
  })
  .refine((g) => g.end_date === null || g.end_date >= g.start_date, {
    error: m.endBeforeStart,
    path: ['end_date'],
  })
export type GroupCreateBody = z.input<typeof groupCreateBodySchema>

/**
 * PATCH /groups/{id}: any of the fields. A new `price_per_session` (null: back to the class
 * price) and its `price_exempt` (default: the flag in force that day) apply from `valid_from` (default: the 1st of next month; a past day corrects what
 * bills from then on); earlier months keep the price they had. Start and end are checked against
 * the stored ones. Answers the group as GET /groups/{id}.
 */
export const groupUpdateBodySchema = z
  .strictObject({
    name: textSchema({ max: 100, required: m.nameRequired }).optional(),
    description: textSchema({ max: 2000, multiline: true }).nullish(),
    location: textSchema({ max: 200 }).nullish(),
    start_date: isoDateSchema.optional(),
    end_date: isoDateSchema.nullish(),
    price_per_session: groupPriceSchema.nullish(),
    price_exempt: exemptSchema.optional(),
    valid_from: validFromSchema.optional(),
    rrule: rruleSchema.optional(),
  })
  .refine((g) => Object.values(g).some((value) => value !== undefined), {
    error: m.emptyUpdate,
  })
  .refine((g) => g.valid_from === undefined || g.price_per_session !== undefined, {
    error: m.validFromWithoutPrice,
    path: ['valid_from'],
  })
  .refine((g) => g.price_exempt === undefined || g.price_per_session !== undefined, {
    error: m.exemptWithoutPrice,
    path: ['price_exempt'],
  })
export type GroupUpdateBody = z.input<typeof groupUpdateBodySchema>

/**
 * POST /groups/{id}/teachers and /groups/{id}/students: a JSON array of user ids, the same shape
 * as POST /class_sessions/{id}/teachers. Answers 204; people already assigned are left as they
 * are, and ids that are not active users of the right role are refused (400) by name.
 */
export const groupAssignBodySchema = idListSchema
export type GroupAssignBody = z.input<typeof groupAssignBodySchema>

/**
 * DELETE /groups/{id}/class_sessions/{sessionId}: detaches the session from the group (its
 * group_id becomes null); the session and its attendance stay. 404 when it is not in the group.
 */
export const groupSessionParamsSchema = z.object({ id: idSchema, sessionId: idSchema })

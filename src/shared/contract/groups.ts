// Groups: recurring weekly classes with a schedule (RRULE), dates, an optional price per session,
// their teachers, students and sessions; plus the create and assign inputs.
import { z } from 'zod'
import { GROUP_LEVELS, type GroupLevel } from '../group-levels.ts'
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

export const groupLevelSchema = z.enum(GROUP_LEVELS)
const isGroupLevel = (value: string): value is GroupLevel =>
  (GROUP_LEVELS as readonly string[]).includes(value)
// NOTE: the inputs below refine rather than use zod's own checks, so the API's 400 says the same
// Spanish sentence the group form shows (a refinement keeps its message; see validation-detail).
const levelInputSchema = z
  .string()
  .refine(isGroupLevel, { error: m.groupLevelInvalid })
  .transform((value) => value as GroupLevel)
  .meta({ enum: [...GROUP_LEVELS] })

/** Riders' ages a group may name, both ends included. */
export const GROUP_AGES = { min: 3, max: 99 } as const
/** Riders a group may take. */
export const GROUP_CAPACITY = { min: 1, max: 500 } as const

const wholeNumberIn = (bounds: { min: number; max: number }, error: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? undefined : error) })
    .refine((n) => Number.isInteger(n) && n >= bounds.min && n <= bounds.max, { error })
    .meta({ type: 'integer', minimum: bounds.min, maximum: bounds.max })
const ageSchema = wholeNumberIn(GROUP_AGES, m.ageInvalid)
const capacitySchema = wholeNumberIn(GROUP_CAPACITY, m.capacityInvalid)
const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain })
/** A map link a visitor opens ('Ver mapa'): http(s) only, so no script or app scheme runs. */
export const mapUrlSchema = z
  .string()
  .trim()
  .max(500, { error: m.tooLong })
  .refine((value) => httpUrl.safeParse(value).success, { error: m.mapUrlInvalid })
const publishedSchema = z.boolean({ error: m.publishedInvalid })

/** Whether an age range reads forwards (either end may be open). */
export const agesInOrder = (g: { age_min?: number | null; age_max?: number | null }) =>
  g.age_min === null || g.age_min === undefined || g.age_max === null || g.age_max === undefined
    ? true
    : g.age_min <= g.age_max

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
  /** A map link of the place ('Ver mapa' on the public schedule); null when not set. */
  map_url: z.string().nullable(),
  level: groupLevelSchema.nullable(),
  /** Riders' ages, both ends included; `age_max` null: adults welcome, no upper limit. */
  age_min: z.number().int().nullable(),
  age_max: z.number().int().nullable(),
  /** Riders the group takes; null: no limit. */
  capacity: z.number().int().nullable(),
  /** Shown on the public schedule ('Mostrar en el sitio público'). */
  published: z.boolean(),
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

/**
 * The public schedule's facts of a group, on create and update alike: optional, so older clients
 * keep working (none set, published; an update without one keeps the stored value).
 */
const publicFieldsShape = {
  map_url: mapUrlSchema.nullish(),
  level: levelInputSchema.nullish(),
  age_min: ageSchema.nullish(),
  age_max: ageSchema.nullish(),
  capacity: capacitySchema.nullish(),
  published: publishedSchema.optional(),
}

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
    ...publicFieldsShape,
  })
  .refine((g) => g.end_date === null || g.end_date >= g.start_date, {
    error: m.endBeforeStart,
    path: ['end_date'],
  })
  .refine(agesInOrder, { error: m.ageRangeInvalid, path: ['age_max'] })
export type GroupCreateBody = z.input<typeof groupCreateBodySchema>

/**
 * PATCH /groups/{id}: any of the fields (one left out keeps its stored value; null clears an
 * optional one). A new `price_per_session` (null: back to the class price) and its
 * `price_exempt` (default: the flag in force that day) apply from `valid_from` (default: the 1st
 * of next month; a past day corrects what bills from then on); earlier months keep the price
 * they had. Start and end, and the ages, are checked against the stored ones. Answers the group
 * as GET /groups/{id}.
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
    ...publicFieldsShape,
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
  .refine(agesInOrder, { error: m.ageRangeInvalid, path: ['age_max'] })
export type GroupUpdateBody = z.input<typeof groupUpdateBodySchema>

/**
 * POST /groups/{id}/teachers and /groups/{id}/students: a JSON array of user ids, the same shape
 * as POST /class_sessions/{id}/teachers. Answers 204; people already assigned are left as they
 * are, and ids that are not active users of the right role are refused (400) by name.
 */
export const groupAssignBodySchema = idListSchema
export type GroupAssignBody = z.input<typeof groupAssignBodySchema>

/**
 * POST /groups/{id}/students?over_capacity=true: an admin adds riders past the group's places
 * knowingly; without it a group with no place for them all answers 409 GROUP_FULL with the
 * reason, e.g. 'El grupo está completo (12 de 12 cupos).'. The body stays the array above.
 */
export const groupStudentsAddQuerySchema = z.strictObject({
  over_capacity: z
    .enum(['true', 'false'])
    .optional()
    .describe('Solo administradores: agregar aunque el grupo no tenga cupos libres'),
})

/**
 * DELETE /groups/{id}/class_sessions/{sessionId}: detaches the session from the group (its
 * group_id becomes null); the session and its attendance stay. 404 when it is not in the group.
 */
export const groupSessionParamsSchema = z.object({ id: idSchema, sessionId: idSchema })

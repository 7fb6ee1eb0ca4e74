// Groups: recurring weekly classes with a schedule (RRULE), dates, an optional price per session,
// their teachers, students and sessions; plus the create and assign inputs.
import { z } from 'zod'
import { validationMessages as m } from '../i18n/validation.ts'
import { rruleSchema, WEEKDAYS } from '../rrule.ts'
import { classTypeSchema } from './class-sessions.ts'
import {
  dateTimeSchema,
  idListSchema,
  idSchema,
  isoDateSchema,
  optionalTextSchema,
  personRefSchema,
  textSchema,
} from './common.ts'

/** GET /groups rows. Dates are calendar days 'YYYY-MM-DD' in Santiago; price is whole CLP. */
export const groupSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  price_per_session: z.number().int().nullable(),
  rrule: z.string().nullable(),
})
export type Group = z.infer<typeof groupSchema>

const groupSessionSchema = z.object({
  id: idSchema,
  name: z.string().nullable(),
  session_date: dateTimeSchema,
  class_type: classTypeSchema,
})

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
    personRefSchema.extend({ rut: z.string().nullable(), email: z.string().nullable() }),
  ),
  class_sessions: z.array(groupSessionSchema),
})
export type GroupDetail = z.infer<typeof groupDetailSchema>

/** POST /groups. The rule is stored in the canonical form toRrule writes. */
export const groupCreateBodySchema = z
  .strictObject({
    name: textSchema({ max: 100, required: m.nameRequired }),
    description: optionalTextSchema(2000, { multiline: true }),
    start_date: isoDateSchema,
    end_date: isoDateSchema.nullish().transform((d) => d ?? null),
    price_per_session: z
      .number({ error: m.priceInvalid })
      .int({ error: m.priceInvalid })
      .min(0, { error: m.priceInvalid })
      .max(10_000_000, { error: m.priceInvalid })
      .nullish()
      .transform((p) => p ?? null),
    rrule: rruleSchema,
  })
  .refine((g) => g.end_date === null || g.end_date >= g.start_date, {
    error: m.endBeforeStart,
    path: ['end_date'],
  })
export type GroupCreateBody = z.input<typeof groupCreateBodySchema>

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

// Shapes shared by every resource of the API: ids, roles, route params, assign lists, date and
// period strings, the text people type, and the one error body.
import { z } from 'zod'
import {
  isBillingPeriod,
  isCalendarDate,
  isSchoolDay,
  isSchoolInstant,
  isSchoolPeriod,
  isTimeOfDay,
} from '../dates.ts'
import { validationMessages as m } from '../i18n/validation.ts'
import { formatRut, isValidRut } from '../rut.ts'
import { ROLES } from '../roles.ts'
import {
  hasForbiddenCharacters,
  hasVisibleCharacter,
  normalizeText,
  type TextRules,
} from '../text.ts'

export const idSchema = z.uuid()

export const roleSchema = z.enum(ROLES)

/** Every error the API answers has this body; `detail` is Spanish and meant for people. */
export const errorBodySchema = z.object({
  detail: z.string(),
  code: z.string(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

export const healthSchema = z.object({ status: z.literal('ok'), version: z.string() })

/** Route parameters of every `/{resource}/{id}` path. */
export const idParamsSchema = z.object({ id: idSchema })
/** `/{groups|class_sessions|supporters}/{id}/students/{studentId}` */
export const studentParamsSchema = z.object({ id: idSchema, studentId: idSchema })
/** `/{groups|class_sessions}/{id}/teachers/{teacherId}` */
export const teacherParamsSchema = z.object({ id: idSchema, teacherId: idSchema })

/**
 * Body of every "assign these people" call (group teachers/students, session teachers):
 * a plain JSON array of user ids, e.g. `["<uuid>", "<uuid>"]`. Repeated ids are dropped.
 */
export const idListSchema = z
  .array(idSchema)
  .min(1, { error: m.idListEmpty })
  .max(500, { error: m.idListTooLong })
  .transform((ids) => [...new Set(ids)])
export type IdList = z.infer<typeof idListSchema>

/** A person as other resources list them (a group's teachers, a supporter's students…). */
export const personRefSchema = z.object({
  id: idSchema,
  name: z.string(),
  last_name: z.string(),
})
export type PersonRef = z.infer<typeof personRefSchema>

/**
 * A student's or guardian's RUT, e-mail or birth date: only admins read them (Ley 21.719, data
 * minimisation; src/shared/people-access.ts). A teacher gets null, so the field says so.
 */
export const familyIdentifierSchema = (what: string) =>
  z
    .string()
    .nullable()
    .describe(`${what}. null para un profesor si es de un alumno o un apoderado (Ley 21.719)`)

/** A calendar day 'YYYY-MM-DD' of the school's records (group start/end): years 2000–2100. */
export const isoDateSchema = z
  .string()
  .trim()
  .refine(isCalendarDate, { error: m.dateInvalid })
  .refine((day) => !isCalendarDate(day) || isSchoolDay(day), { error: m.dateOutOfRange })

/** An instant as ISO-8601 with seconds and an explicit offset: '2026-11-04T10:00:00-03:00'. */
export const dateTimeSchema = z
  .string()
  .trim()
  .pipe(z.iso.datetime({ offset: true, error: m.dateTimeInvalid }))

/** An instant a request names (a class's date and time): its day in Santiago in 2000–2100. */
export const sessionDateSchema = dateTimeSchema.refine(isSchoolInstant, {
  error: m.dateOutOfRange,
})

export const timeOfDaySchema = z.string().trim().refine(isTimeOfDay, { error: m.timeInvalid })

/** A calendar month in America/Santiago, 'YYYY-MM', in 2000–2100. */
export const billingPeriodSchema = z
  .string()
  .trim()
  .refine(isBillingPeriod, { error: m.billingPeriodInvalid })
  .refine((period) => !isBillingPeriod(period) || isSchoolPeriod(period), {
    error: m.periodOutOfRange,
  })

export const billingPeriodQuerySchema = z.object({ billing_period: billingPeriodSchema })
export type BillingPeriodQuery = z.infer<typeof billingPeriodQuerySchema>

/**
 * Text a person types (names, descriptions, places, searches, payment subjects): NFC, trimmed,
 * at most `max` characters, no control, bidi or invisible formatting characters, and something
 * visible. With `required` (its Spanish message) it may not be blank.
 */
export function textSchema(options: TextRules & { max: number; required?: string }) {
  const { max, required, ...rules } = options
  const text = z
    .string()
    .overwrite((value) => normalizeText(value, rules))
    .trim()
  return (required ? text.min(1, { error: required }) : text)
    .max(max, { error: m.tooLong })
    .refine((value) => !hasForbiddenCharacters(value, rules), {
      error: m.textForbiddenCharacters,
    })
    .refine(
      (value) => value === '' || hasForbiddenCharacters(value, rules) || hasVisibleCharacter(value),
      {
        error: m.textNotVisible,
      },
    )
}

/** Optional text (see textSchema): blank or absent both become null. */
export function optionalTextSchema(max: number, rules: TextRules = {}) {
  return textSchema({ max, ...rules })
    .nullish()
    .transform((value) => (value ? value : null))
}

/**
 * Accepts any common spelling of a valid RUT and outputs the canonical '12.345.678-5'; `error` is
 * what a wrong one reads (the portal explains the format to guardians).
 */
const rutFieldSchema = (error: string) =>
  z.string().trim().refine(isValidRut, { error }).transform(formatRut)
export const rutSchema = rutFieldSchema(m.rutInvalid)
/** The RUT a guardian types on the portal (lookup, recognition). */
export const portalRutSchema = rutFieldSchema(m.portalRutInvalid)

/** A number of things, e.g. the staff menu's badge of new enquiries. */
export const countSchema = z.object({ count: z.number().int().nonnegative() })

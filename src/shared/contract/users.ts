// People the school manages (students, supporters, teachers, admins): list rows, detail pages per
// role, and the create / update / search inputs of /admins, /students, /supporters, /teachers.
import { z } from 'zod'
import { isBirthDate } from '../dates.ts'
import { validationMessages as m } from '../i18n/validation.ts'
import { phoneSchema } from '../phone.ts'
import { sessionRefSchema } from './class-sessions.ts'
import {
  familyIdentifierSchema,
  idSchema,
  personRefSchema,
  roleSchema,
  rutSchema,
  textSchema,
} from './common.ts'
import { type Role } from '../roles.ts'

/** The four list paths and the roles each one lists ('admins' also lists superadmins). */
export const USER_LIST_PATHS = ['admins', 'students', 'supporters', 'teachers'] as const
export type UserListPath = (typeof USER_LIST_PATHS)[number]
export const userListPathSchema = z.enum(USER_LIST_PATHS)

export const ROLES_BY_LIST_PATH: Readonly<Record<UserListPath, readonly Role[]>> = {
  admins: ['superadmin', 'admin'],
  students: ['student'],
  supporters: ['supporter'],
  teachers: ['teacher'],
}

export { MIN_SEARCH_LENGTH } from '../search.ts'

export const userSearchQuerySchema = z.object({
  search: textSchema({ max: 100 }).optional(),
})
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>

/**
 * A person of a list. A teacher reads every list without RUT and e-mail (null), colleagues
 * included, and their search does not match them: names are what field work needs.
 */
export const userListItemSchema = z.object({
  id: idSchema,
  role: roleSchema,
  name: z.string(),
  last_name: z.string(),
  rut: z
    .string()
    .nullable()
    .describe('RUT (vacío si la persona no tiene). null en toda lista que lee un profesor'),
  email: z
    .string()
    .nullable()
    .describe('Correo electrónico (vacío si no tiene). null en toda lista que lee un profesor'),
})
export type UserListItem = z.infer<typeof userListItemSchema>

const userBaseSchema = userListItemSchema.extend({
  phone: z.string().nullable(),
  /** 'YYYY-MM-DD' */
  birth_date: familyIdentifierSchema("Fecha de nacimiento 'YYYY-MM-DD' (null si no se registró)"),
})

/** A student or guardian named inside another person's page, with the e-mail admins read. */
const familyRefSchema = personRefSchema.extend({
  email: familyIdentifierSchema('Correo electrónico (vacío si la persona no tiene)'),
})

const groupRefSchema = z.object({ id: idSchema, name: z.string() })

export const studentDetailSchema = userBaseSchema.extend({
  role: z.literal('student'),
  supporter: familyRefSchema.nullable(),
  groups: z.array(groupRefSchema),
  class_sessions: z.array(sessionRefSchema),
})

export const supporterDetailSchema = userBaseSchema.extend({
  role: z.literal('supporter'),
  supported_students: z.array(familyRefSchema),
})

export const teacherDetailSchema = userBaseSchema.extend({
  role: z.literal('teacher'),
  groups: z.array(groupRefSchema),
  class_sessions: z.array(sessionRefSchema),
})

/** A user as POST and PATCH answer it: the stored fields, without the role's extras. */
export const userSchema = userBaseSchema
export type User = z.infer<typeof userSchema>

/**
 * POST {list}: the new user; teachers and admins also get their one-time temporary password
 * (they must change it at first sign-in; it is never shown again).
 */
export const createdUserSchema = userBaseSchema.extend({
  temporary_password: z.string().optional(),
})
export type CreatedUser = z.infer<typeof createdUserSchema>

export const adminDetailSchema = userBaseSchema.extend({
  role: z.enum(['superadmin', 'admin']),
})

/** GET {list}/{id}: the extras depend on the role. */
export const userDetailSchema = z.discriminatedUnion('role', [
  studentDetailSchema,
  supporterDetailSchema,
  teacherDetailSchema,
  adminDetailSchema,
])
export type UserDetail = z.infer<typeof userDetailSchema>
export type StudentDetail = z.infer<typeof studentDetailSchema>
export type SupporterDetail = z.infer<typeof supporterDetailSchema>
export type TeacherDetail = z.infer<typeof teacherDetailSchema>

export const personNameSchema = textSchema({ max: 100, required: m.nameRequired })
export const personLastNameSchema = textSchema({ max: 100, required: m.lastNameRequired })
const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: m.emailInvalid })
  .pipe(z.email({ error: m.emailInvalid }))

/** A real day between 1900 and today in Santiago. */
export const birthDateSchema = z
  .string()
  .trim()
  .refine((day) => isBirthDate(day), { error: m.birthDateInvalid })

const createFields = {
  name: personNameSchema,
  last_name: personLastNameSchema,
  rut: rutSchema,
  email: emailSchema,
}

/** POST /admins and /teachers. Staff may have a phone (a mobile); they have no birth date in the app. */
export const staffCreateBodySchema = z.strictObject({
  ...createFields,
  phone: phoneSchema('mobile').nullish(),
})

/** POST /supporters: the phone is required; a landline will do. */
export const supporterCreateBodySchema = z.strictObject({
  ...createFields,
  phone: phoneSchema('any'),
  birth_date: birthDateSchema.nullish(),
})

/**
 * POST /students: phone and birth date are required. The supporter in charge may come in the same
 * form: an existing one (`supporter_id`) or a new one (`supporter`), never both.
 */
export const studentCreateBodySchema = z
  .strictObject({
    ...createFields,
    phone: phoneSchema('mobile'),
    birth_date: birthDateSchema,
    supporter_id: idSchema.optional(),
    supporter: supporterCreateBodySchema.optional(),
  })
  .refine((body) => !(body.supporter_id && body.supporter), { error: m.supporterChoice })

export const userCreateBodySchemas = {
  admins: staffCreateBodySchema,
  teachers: staffCreateBodySchema,
  supporters: supporterCreateBodySchema,
  students: studentCreateBodySchema,
} as const satisfies Record<UserListPath, z.ZodType>
export type StaffCreateBody = z.input<typeof staffCreateBodySchema>
export type SupporterCreateBody = z.input<typeof supporterCreateBodySchema>
export type StudentCreateBody = z.input<typeof studentCreateBodySchema>
export type UserCreateBody = StaffCreateBody | SupporterCreateBody | StudentCreateBody

/**
 * PATCH /users/{id}: any subset of the form fields, at least one. null clears phone or birth
 * date; whether the role allows that, and a landline (guardians only), is the server's check.
 */
export const userUpdateBodySchema = z
  .strictObject({
    ...createFields,
    phone: phoneSchema('any').nullable(),
    birth_date: birthDateSchema.nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: m.emptyUpdate })
export type UserUpdateBody = z.input<typeof userUpdateBodySchema>

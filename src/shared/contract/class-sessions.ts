// Class sessions (attendance): what a session is, its teachers and attending students, and the
// inputs that create it, fill it and mark transport use.
import { z } from 'zod'
import { validationMessages as m } from '../i18n/validation.ts'
import {
  dateTimeSchema,
  familyIdentifierSchema,
  idListSchema,
  idSchema,
  optionalTextSchema,
  personRefSchema,
  sessionDateSchema,
} from './common.ts'
import { isSchoolInstant } from '../dates.ts'

export const CLASS_TYPES = ['group', 'other', 'one_to_one'] as const
export const classTypeSchema = z.enum(CLASS_TYPES, { error: m.classTypeRequired })
export type ClassType = z.infer<typeof classTypeSchema>

export const CLASS_TYPE_LABELS: Readonly<Record<ClassType, string>> = {
  group: 'Grupal Recurrente',
  other: 'Paseo',
  one_to_one: 'Particular',
}

/** A class as other records list it (a group's classes, a person's latest ones). */
export const sessionRefSchema = z.object({
  id: idSchema,
  name: z.string().nullable(),
  session_date: dateTimeSchema,
  class_type: classTypeSchema,
})

/** Why a class did not take place. */
export const CANCEL_REASONS = ['rain', 'trail_closed', 'other'] as const
export const cancelReasonSchema = z.enum(CANCEL_REASONS, { error: m.cancelReasonInvalid })
export type CancelReason = z.infer<typeof cancelReasonSchema>
export const CANCEL_REASON_LABELS: Readonly<Record<CancelReason, string>> = {
  rain: 'Lluvia',
  trail_closed: 'Sendero cerrado',
  other: 'Otro motivo',
}
/** 'Lluvia', 'Sendero cerrado', or the words given for another reason. */
export const cancelReasonText = ({
  reason,
  note,
}: {
  reason: CancelReason
  note: string | null
}) => (reason === 'other' && note ? note : CANCEL_REASON_LABELS[reason])

export const classSessionSchema = z.object({
  id: idSchema,
  name: z.string().nullable(),
  description: z.string().nullable(),
  session_date: dateTimeSchema,
  class_type: classTypeSchema,
  group_id: idSchema.nullable(),
  location: z.string().nullable(),
})
export type ClassSession = z.infer<typeof classSessionSchema>

/** GET /class_sessions rows: the session plus how many students attended it. */
export const classSessionListItemSchema = classSessionSchema.extend({
  student_count: z.number().int().min(0),
})
export type ClassSessionListItem = z.infer<typeof classSessionListItemSchema>

export const CLASS_SESSION_PAGE_DEFAULT = 200
export const CLASS_SESSION_PAGE_MAX = 1000

/** The position of a session in the list order (newest first, ties by id descending). */
export const sessionCursorOf = (row: Pick<ClassSession, 'session_date' | 'id'>) =>
  `${new Date(row.session_date).toISOString()}_${row.id}`

const cursorSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const [at, id, ...rest] = value.split('_')
    const instant = z.iso.datetime({ offset: true }).safeParse(at)
    const inRange = instant.success && isSchoolInstant(instant.data)
    const idOk = id === undefined || idSchema.safeParse(id).success
    if (instant.success && inRange && idOk && rest.length === 0) {
      return { at: instant.data, id: id ?? null }
    }
    ctx.addIssue({ code: 'custom', message: m.cursorInvalid })
    return z.NEVER
  })

/**
 * GET /class_sessions?limit=&before=. `before` is either an instant (sessions strictly earlier)
 * or the cursor `<instant>_<id>` of the last row of the previous page (sessionCursorOf); the
 * server also sends that cursor in the `x-next-cursor` header when the page is full.
 */
export const classSessionListQuerySchema = z.strictObject({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CLASS_SESSION_PAGE_MAX)
    .default(CLASS_SESSION_PAGE_DEFAULT),
  before: cursorSchema.optional(),
})
export type ClassSessionListQuery = z.input<typeof classSessionListQuerySchema>

/** A student on a class is present (billed, counted) or absent (recorded, never billed). */
export const ATTENDANCE_STATUSES = ['present', 'absent'] as const
export const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES, {
  error: m.attendanceStatusInvalid,
})
export type AttendanceStatus = z.infer<typeof attendanceStatusSchema>

/**
 * A student on a session: `status` says whether they attended (only present students are billed);
 * `used_transport` is the school's transport.
 * `id` and `student_id` are the same user id (the assign dialogs use one, the forms the other).
 */
export const sessionStudentSchema = personRefSchema.extend({
  student_id: idSchema,
  rut: familyIdentifierSchema('RUT (null si no tiene)'),
  used_transport: z.boolean(),
  status: attendanceStatusSchema,
})
export type SessionStudent = z.infer<typeof sessionStudentSchema>

/** One attendance as the device stores it: who, present or absent, and the transport. */
export const attendanceSchema = sessionStudentSchema.pick({
  student_id: true,
  used_transport: true,
  status: true,
})
export type Attendance = z.infer<typeof attendanceSchema>

/**
 * One attendance as a write sends it: without `used_transport` or `status` the server keeps the
 * stored value, or defaults a new student to no transport and present.
 */
export const attendanceInputSchema = attendanceSchema
  .partial({ used_transport: true, status: true })
  .strict()
export type AttendanceInput = z.input<typeof attendanceInputSchema>

/**
 * GET /class_sessions/{id}: teachers and students sorted by full name; why the class was
 * cancelled (null while it stands).
 */
export const classSessionDetailSchema = classSessionSchema.extend({
  // Optional for the app: a server older than the cancellation screens does not send them.
  cancel_reason: cancelReasonSchema.nullable().optional(),
  cancel_note: z.string().nullable().optional(),
  teachers: z.array(personRefSchema.extend({ email: z.string().nullable() })),
  students: z.array(sessionStudentSchema),
})
export type ClassSessionDetail = z.infer<typeof classSessionDetailSchema>

/**
 * POST /class_sessions. `id` may be generated by the client (offline creation) so later calls in
 * the outbox can refer to the session before the server has seen it. Only a group class may name
 * a group.
 */
export const classSessionCreateBodySchema = z
  .strictObject({
    id: idSchema.optional(),
    name: optionalTextSchema(200),
    description: optionalTextSchema(2000, { multiline: true }),
    session_date: sessionDateSchema,
    class_type: classTypeSchema,
    group_id: idSchema.nullish().transform((id) => id ?? null),
    location: optionalTextSchema(200),
  })
  .refine((body) => body.group_id === null || body.class_type === 'group', {
    error: m.groupOnlyForGroupClass,
    path: ['group_id'],
  })
export type ClassSessionCreateBody = z.input<typeof classSessionCreateBodySchema>

/**
 * 201 of POST /class_sessions: the stored session. Repeating the creation with the same id and
 * the same content answers the same (offline replay); the same id with other content is a 409.
 */
export const classSessionCreatedSchema = classSessionSchema

/**
 * POST /class_sessions/{id}/students: a JSON array of `{student_id, used_transport?}`; answers 204.
 * Without `used_transport` a new (or re-added) student gets false and one already on the session
 * keeps their value; a given `used_transport` is set either way (intent, never a toggle).
 */
export const sessionStudentsAddBodySchema = z
  .array(attendanceInputSchema)
  .min(1, { error: m.idListEmpty })
  .max(500, { error: m.idListTooLong })
  .refine((items) => new Set(items.map((i) => i.student_id)).size === items.length, {
    error: m.duplicateStudent,
  })
export type SessionStudentsAddBody = z.input<typeof sessionStudentsAddBodySchema>

/** PATCH /class_sessions/{id}/students/{studentId}: the value to set, never a toggle; 204. */
export const sessionStudentPatchBodySchema = z.strictObject({ used_transport: z.boolean() })
export type SessionStudentPatchBody = z.input<typeof sessionStudentPatchBodySchema>

/** POST /class_sessions/{id}/teachers: a JSON array of teacher ids; 204. */
export const sessionTeachersAddBodySchema = idListSchema

/**
 * POST /class_sessions/{id}/cancel: the reason (and a text, required for 'other'); 204. A
 * cancelled class is never billed nor counted; repeating it only updates the reason.
 */
export const sessionCancelBodySchema = z
  .strictObject({
    reason: cancelReasonSchema,
    note: optionalTextSchema(200),
  })
  .refine((body) => body.reason !== 'other' || body.note !== null, {
    error: m.cancelNoteRequired,
    path: ['note'],
  })
export type SessionCancelBody = z.input<typeof sessionCancelBodySchema>

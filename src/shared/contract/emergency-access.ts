// 'Accesos a fichas' (admins): which teacher could read which child's emergency card, why (a
// group they teach, or a class: created by them, or who put them on it) and when the card reached
// each of their devices or was opened. GET /api/emergency-access.
import { z } from 'zod'
import { classTypeSchema } from './class-sessions.ts'
import { dateTimeSchema, idSchema, personRefSchema, textSchema } from './common.ts'

export const EMERGENCY_ACCESS_LIMIT_DEFAULT = 200
export const EMERGENCY_ACCESS_LIMIT_MAX = 1000

/** `search`: words of the teacher's or the student's name (accents and case ignored). */
export const emergencyAccessQuerySchema = z.strictObject({
  search: textSchema({ max: 100 }).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(EMERGENCY_ACCESS_LIMIT_MAX)
    .default(EMERGENCY_ACCESS_LIMIT_DEFAULT),
})
export type EmergencyAccessQuery = z.input<typeof emergencyAccessQuerySchema>

/** A live group the teacher teaches, the student in it. */
export const groupReasonSchema = z.object({
  kind: z.literal('group'),
  group_id: idSchema,
  group_name: z.string(),
})

/**
 * A class of the sync window with the student on it: the teacher is on the class (`via:
 * 'teacher'`, with who put them there) or it is a class of a group they teach (`via: 'group'`).
 * `current` is false once the teacher or the student was taken off it.
 */
export const classReasonSchema = z.object({
  kind: z.literal('class'),
  session_id: idSchema,
  name: z.string().nullable(),
  class_type: classTypeSchema,
  session_date: dateTimeSchema,
  group_name: z.string().nullable(),
  via: z.enum(['teacher', 'group']),
  created_by_teacher: z.boolean(),
  /** Who put the teacher on the class (null: via a group, or recorded before it was kept). */
  assigned_by: personRefSchema.nullable(),
  self_assigned: z.boolean(),
  current: z.boolean(),
})

export const accessReasonSchema = z.discriminatedUnion('kind', [
  groupReasonSchema,
  classReasonSchema,
])
export type AccessReason = z.infer<typeof accessReasonSchema>

/** The card on one device: first and last pull that carried it, and how many did. */
export const cardDeliverySchema = z.object({
  /** '' for an app too old to name its device. */
  device_id: z.string(),
  first_at: dateTimeSchema,
  last_at: dateTimeSchema,
  deliveries: z.number().int().min(1),
})
export type CardDelivery = z.infer<typeof cardDeliverySchema>

export const emergencyAccessRowSchema = z.object({
  teacher: personRefSchema,
  student: personRefSchema,
  /** The teacher put themself on a class that holds the student. */
  self_assigned: z.boolean(),
  /** The teacher may read the card now (a reason still stands). */
  current: z.boolean(),
  /** Groups first, then classes (self-assigned first, newest first), at most a few classes. */
  reasons: z.array(accessReasonSchema),
  /** Classes giving the same access that are left out of `reasons`. */
  more_classes: z.number().int().min(0),
  devices: z.array(cardDeliverySchema),
  /** Openings of the card (audit `view_emergency_card`), on a device or through the API. */
  reads: z.object({ count: z.number().int().min(0), last_at: dateTimeSchema.nullable() }),
  /** The latest delivery or reading. */
  last_at: dateTimeSchema.nullable(),
})
export type EmergencyAccessRow = z.infer<typeof emergencyAccessRowSchema>

/** Self-assignments first, then the newest activity; `total` counts the rows before `limit`. */
export const emergencyAccessResponseSchema = z.object({
  total: z.number().int().min(0),
  rows: z.array(emergencyAccessRowSchema),
})
export type EmergencyAccessResponse = z.infer<typeof emergencyAccessResponseSchema>

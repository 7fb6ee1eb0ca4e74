// GET /api/sync: the offline store's pull. Rows changed since a cursor (or a full snapshot), with
// group members and session attendance embedded in their parent row, plus the ids to forget.
import { z } from 'zod'
import { cancelReasonSchema, classSessionSchema } from './class-sessions.ts'
import { dateTimeSchema, idSchema, personRefSchema, roleSchema } from './common.ts'
import { emergencyCardSchema } from './emergency-card.ts'
import { groupSchema } from './groups.ts'
import { deviceIdSchema } from './sync-push.ts'
import { DOCUMENT_KINDS } from '../documents.ts'

/** Class sessions are synced only within this window around now. */
export const SYNC_WINDOW_DAYS_BACK = 90
export const SYNC_WINDOW_DAYS_AHEAD = 30
/** A new device's first pull may bring only the sessions from this many days back (see below). */
export const SYNC_FIRST_PULL_DAYS_BACK = 1

/**
 * `cursor` is opaque to the client: send back the last one received. A missing, malformed or
 * unknown one is not an error: the answer is then a full snapshot with `reset: true`. `device`:
 * the device's id, under which the emergency cards the answer carries are logged ('Accesos a
 * fichas'); optional so an app too old to send it still pulls (logged as an unnamed device).
 * `history: 'later'` on a first pull (no cursor): the sessions before yesterday come with the
 * next pull (the answer says `history_pending`), so a new phone's Hoy is usable sooner.
 */
export const syncQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  device: deviceIdSchema.optional(),
  history: z.enum(['now', 'later']).optional(),
})
export type SyncQuery = z.infer<typeof syncQuerySchema>

/**
 * Keys a device no longer receives (Ley 21.719: only what field work needs): always null, kept
 * so the previous app version, which requires them, still reads the pull.
 */
const withheld = () =>
  z
    .null()
    .optional()
    .describe('Siempre null: el RUT, el correo y la fecha de nacimiento no se sincronizan')

/**
 * A student as a device holds them: the name, the phone (a rider with no guardian on record is
 * told directly), the guardian, and the documents required to ride (waiver, health consent)
 * whose version in force the guardian has not accepted yet.
 */
export const syncStudentSchema = personRefSchema.extend({
  phone: z.string().nullable(),
  supporter_id: idSchema.nullable(),
  /** Empty or absent: nothing missing (absent from servers before signed documents). */
  consents_missing: z.array(z.enum(DOCUMENT_KINDS)).optional(),
  rut: withheld(),
  email: withheld(),
  birth_date: withheld(),
})
export type SyncStudent = z.infer<typeof syncStudentSchema>

/** A guardian as a device holds them: the name and the phone to call. */
export const syncSupporterSchema = personRefSchema.extend({
  phone: z.string().nullable(),
  rut: withheld(),
  email: withheld(),
})
export type SyncSupporter = z.infer<typeof syncSupporterSchema>

/** Staff the app shows and assigns (teachers, and the admins who may also teach). */
export const syncTeacherSchema = personRefSchema.extend({
  role: roleSchema,
  email: z.string().nullable(),
  phone: z.string().nullable(),
})
export type SyncTeacher = z.infer<typeof syncTeacherSchema>

/** A group with its current (live) teachers and students: the whole member set, every time. */
export const syncGroupSchema = groupSchema.extend({
  // Optional on the device: groups stored before groups had a location lack it until re-pulled.
  location: z.string().nullable().optional(),
  teacher_ids: z.array(idSchema),
  student_ids: z.array(idSchema),
})
export type SyncGroup = z.infer<typeof syncGroupSchema>

/**
 * A session with its whole teacher and attending-student lists (a removed link = absent from
 * the list); `transport_student_ids` are the attending students who used the school's transport.
 * Plain id lists keep a large school's first pull small.
 */
export const syncClassSessionSchema = classSessionSchema.extend({
  teacher_ids: z.array(idSchema),
  student_ids: z.array(idSchema),
  transport_student_ids: z.array(idSchema),
  /** Students on the list marked absent (recorded, never billed); the others are present. */
  absent_student_ids: z.array(idSchema).optional(),
  /** Why the class was cancelled (never billed), null while it stands; with its text. */
  cancel_reason: cancelReasonSchema.nullable().optional(),
  cancel_note: z.string().nullable().optional(),
})
export type SyncClassSession = z.infer<typeof syncClassSessionSchema>

export const syncResponseSchema = z.object({
  cursor: z.string(),
  /** true: a full snapshot; the client replaces its tables instead of merging. */
  reset: z.boolean(),
  /** true: the window's older sessions were left out; pull again (with this cursor) for them. */
  history_pending: z.boolean().optional(),
  /** The class-session window of this answer (sessions outside it are dropped locally). */
  window: z.object({ from: dateTimeSchema, to: dateTimeSchema }),
  students: z.array(syncStudentSchema),
  supporters: z.array(syncSupporterSchema),
  teachers: z.array(syncTeacherSchema),
  groups: z.array(syncGroupSchema),
  class_sessions: z.array(syncClassSessionSchema),
  /**
   * Every emergency card the user may read (admins: all; a teacher: their own students'), in
   * full on each pull: the device replaces its copy, so a student who left drops off at once.
   */
  emergency_cards: z.array(emergencyCardSchema).optional(),
  /** Ids to forget: deactivated users (any table), deleted groups and sessions. */
  deleted: z.object({
    users: z.array(idSchema),
    groups: z.array(idSchema),
    class_sessions: z.array(idSchema),
  }),
})
export type SyncResponse = z.infer<typeof syncResponseSchema>

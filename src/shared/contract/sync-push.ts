// POST /api/sync/push: the offline outbox's changes, in order, as named mutations. Each name has
// its arguments here, built from the REST bodies, so the app's outbox, its local apply and the
// server's handlers agree on one shape. The envelope is checked as a whole; each mutation's
// arguments are checked on their own so one bad change is rejected and the rest still apply.
import { z } from 'zod'
import {
  classSessionCreateBodySchema,
  sessionCancelBodySchema,
  sessionStudentPatchBodySchema,
  sessionStudentsAddBodySchema,
  sessionTeachersAddBodySchema,
} from './class-sessions.ts'
import { idListSchema, idSchema } from './common.ts'

/** At most this many mutations in one request; the app sends smaller batches. */
export const SYNC_PUSH_MAX = 500

const sessionRef = { session_id: idSchema }
const groupRef = { group_id: idSchema }

/** name → the zod schema of its `args`. */
export const mutationArgsSchemas = {
  'session.create': classSessionCreateBodySchema.safeExtend({ id: idSchema }),
  'session.delete': z.strictObject(sessionRef),
  'session.cancel': z.strictObject({ ...sessionRef, cancel: sessionCancelBodySchema }),
  'session.uncancel': z.strictObject(sessionRef),
  'session.addStudents': z.strictObject({ ...sessionRef, students: sessionStudentsAddBodySchema }),
  'session.removeStudent': z.strictObject({ ...sessionRef, student_id: idSchema }),
  'session.setTransport': z.strictObject({
    ...sessionRef,
    student_id: idSchema,
    used_transport: sessionStudentPatchBodySchema.shape.used_transport,
  }),
  'session.addTeachers': z.strictObject({
    ...sessionRef,
    teacher_ids: sessionTeachersAddBodySchema,
  }),
  'session.removeTeacher': z.strictObject({ ...sessionRef, teacher_id: idSchema }),
  // over_capacity: an admin's knowing override of a full group (POST /groups/{id}/students).
  'group.addStudents': z.strictObject({
    ...groupRef,
    student_ids: idListSchema,
    over_capacity: z.boolean().optional(),
  }),
  'group.removeStudent': z.strictObject({ ...groupRef, student_id: idSchema }),
  'group.addTeachers': z.strictObject({ ...groupRef, teacher_ids: idListSchema }),
  'group.removeTeacher': z.strictObject({ ...groupRef, teacher_id: idSchema }),
} as const

export type MutationName = keyof typeof mutationArgsSchemas
export const MUTATION_NAMES = Object.keys(mutationArgsSchemas) as MutationName[]
/** The arguments as the app writes them (before the schema's transforms). */
export type MutationArgs<N extends MutationName> = z.input<(typeof mutationArgsSchemas)[N]>
/** The arguments as the server applies them (after the transforms). */
export type ParsedMutationArgs<N extends MutationName> = z.output<(typeof mutationArgsSchemas)[N]>
/** One typed mutation: `{ name, args }` with the args of that name. */
export type Mutation = { [N in MutationName]: { name: N; args: MutationArgs<N> } }[MutationName]

export const isMutationName = (name: string): name is MutationName =>
  Object.hasOwn(mutationArgsSchemas, name)

/** A random id the device chose once (the app keeps it in its store's meta 'deviceId'). */
export const deviceIdSchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[\x21-\x7e]+$/)

export const syncPushBodySchema = z.strictObject({
  /** The device's id; `seq` counts per (user, device). */
  deviceId: deviceIdSchema,
  mutations: z
    .array(
      z.strictObject({
        /** Strictly increasing within a request; gaps are allowed. */
        seq: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
        name: z.string().min(1).max(100),
        args: z.unknown(),
      }),
    )
    .max(SYNC_PUSH_MAX),
})
export type SyncPushBody = z.input<typeof syncPushBodySchema>

export const MUTATION_STATUSES = ['applied', 'already_applied', 'rejected'] as const
export type MutationStatus = (typeof MUTATION_STATUSES)[number]

export const syncPushResultSchema = z.object({
  seq: z.number().int(),
  /** already_applied: a seq at or below the device's last processed one (a repeated batch). */
  status: z.enum(MUTATION_STATUSES),
  /** Only when rejected: the machine code and the Spanish detail to show. */
  code: z.string().optional(),
  detail: z.string().optional(),
})
export type SyncPushResult = z.infer<typeof syncPushResultSchema>

export const syncPushResponseSchema = z.object({
  /** The device's last processed seq after this request (applied or rejected). */
  last_seq: z.number().int(),
  results: z.array(syncPushResultSchema),
})
export type SyncPushResponse = z.infer<typeof syncPushResponseSchema>

// The offline-capable changes the staff screens make. Each one updates the local store AND queues
// a named mutation (#shared/contract/sync-push.ts) in the outbox in ONE Dexie transaction, then
// nudges the drainer. Each returns once that transaction has committed (durably: db.ts), so a
// screen that waits for it never shows a change a reload could lose; the server gets it exactly
// once later. Mutations carry intent (add, remove, set to a value), never
// toggles, so a replay cannot flip state.
import type {
  AttendanceInput,
  ClassSessionCreateBody,
  SessionCancelBody,
} from '#shared/contract/class-sessions.ts'
import { getSession } from '#app/lib/session/session-store.ts'
import type { Mutation } from '#shared/contract/sync-push.ts'
import { db, ensureDeviceId, type LocalAttendance, type OutboxEntry } from './db.ts'
import { applyMutation } from './local-apply.ts'
import { countCommittedWrite, whileWriting } from './committed-writes.ts'
import { requestDrain } from './outbox.ts'

export type GroupMemberKind = 'teachers' | 'students'
export type NewClassSession = Omit<ClassSessionCreateBody, 'id'> & {
  /** A client UUID; generated when absent. */
  id?: string
  /** Queued as session.addTeachers right after the creation. */
  teacher_ids?: string[]
  /** Queued as session.addStudents right after the creation (e.g. the group's students). */
  students?: AttendanceInput[]
  /** Queued as session.cancel last: a coming class cancelled before it was opened (Hoy). */
  cancel?: SessionCancelBody
}

/** Thrown when nobody is signed in: every change belongs to the user who made it. */
export class NotSignedInError extends Error {
  constructor() {
    super('No hay una sesión iniciada.')
  }
}

/**
 * Applies and queues `mutations` in one transaction; `before` reads the store inside it, before
 * they apply (what a change replaces), and its value is returned once the transaction commits.
 */
async function commit(mutations: Mutation[]): Promise<void>
async function commit<T>(mutations: Mutation[], before: () => Promise<T>): Promise<T>
async function commit<T>(mutations: Mutation[], before?: () => Promise<T>): Promise<T | void> {
  const userId = getSession()?.user.id
  if (!userId) throw new NotSignedInError()
  const result = await whileWriting(() =>
    db.transaction('rw', [db.outbox, db.classSessions, db.groups, db.meta], async () => {
      const prior = await before?.()
      const deviceId = await ensureDeviceId(db.meta)
      for (const mutation of mutations) {
        const entry: OutboxEntry = {
          id: crypto.randomUUID(),
          deviceId,
          userId,
          ...mutation,
          createdAt: Date.now(),
          attempts: 0,
          nextAttemptAt: 0,
          status: 'pending',
          error: null,
        }
        await applyMutation(entry)
        await db.outbox.add(entry)
      }
      return prior
    }),
  )
  countCommittedWrite()
  requestDrain()
  return result
}

/**
 * Creates a class session with a client UUID (returned), shown at once; queued as session.create
 * (replayed safely: same id + same content is a no-op on the server), followed by its teachers
 * and students when given, and its cancellation when it is created only to be cancelled.
 */
export async function createClassSession(input: NewClassSession): Promise<string> {
  const { teacher_ids, students, cancel, ...fields } = input
  const id = fields.id ?? crypto.randomUUID()
  const mutations: Mutation[] = [{ name: 'session.create', args: { ...fields, id } }]
  if (teacher_ids?.length) {
    mutations.push({ name: 'session.addTeachers', args: { session_id: id, teacher_ids } })
  }
  if (students?.length) {
    mutations.push({ name: 'session.addStudents', args: { session_id: id, students } })
  }
  if (cancel) mutations.push({ name: 'session.cancel', args: { session_id: id, cancel } })
  await commit(mutations)
  return id
}

/** Removes the session from this device now; queues session.delete. */
export function deleteClassSession(sessionId: string): Promise<void> {
  return commit([{ name: 'session.delete', args: { session_id: sessionId } }])
}

/** Marks the class cancelled now (never billed); queues session.cancel. */
export function cancelClassSession(sessionId: string, cancel: SessionCancelBody): Promise<void> {
  return commit([{ name: 'session.cancel', args: { session_id: sessionId, cancel } }])
}

/** Reopens a class cancelled by mistake (billed again); queues session.uncancel. */
export function uncancelClassSession(sessionId: string): Promise<void> {
  return commit([{ name: 'session.uncancel', args: { session_id: sessionId } }])
}

/**
 * Marks students as attending (a given used_transport is set; without it a new student gets
 * false and one already there keeps theirs); queues session.addStudents.
 */
export function addSessionStudents(sessionId: string, students: AttendanceInput[]): Promise<void> {
  return commit([{ name: 'session.addStudents', args: { session_id: sessionId, students } }])
}

/**
 * Removes a student's attendance now; queues session.removeStudent. Returns the attendance it
 * removed (null if there was none), read in the same transaction: what an undo puts back.
 */
export function removeSessionStudent(
  sessionId: string,
  studentId: string,
): Promise<LocalAttendance | null> {
  return commit(
    [{ name: 'session.removeStudent', args: { session_id: sessionId, student_id: studentId } }],
    async () => {
      const row = await db.classSessions.get(sessionId)
      return row?.students.find((s) => s.student_id === studentId) ?? null
    },
  )
}

/** Sets (never toggles) transport use now; queues session.setTransport. */
export function setSessionTransport(
  sessionId: string,
  studentId: string,
  usedTransport: boolean,
): Promise<void> {
  return commit([
    {
      name: 'session.setTransport',
      args: { session_id: sessionId, student_id: studentId, used_transport: usedTransport },
    },
  ])
}

/** Adds teachers to the session now; queues session.addTeachers. */
export function addSessionTeachers(sessionId: string, teacherIds: string[]): Promise<void> {
  return commit([
    { name: 'session.addTeachers', args: { session_id: sessionId, teacher_ids: teacherIds } },
  ])
}

/** Removes a teacher from the session now; queues session.removeTeacher. */
export function removeSessionTeacher(sessionId: string, teacherId: string): Promise<void> {
  return commit([
    { name: 'session.removeTeacher', args: { session_id: sessionId, teacher_id: teacherId } },
  ])
}

/** Adds teachers or students to a group now; queues group.addTeachers / group.addStudents. */
export function addGroupMembers(
  groupId: string,
  kind: GroupMemberKind,
  userIds: string[],
): Promise<void> {
  return commit([
    kind === 'students'
      ? { name: 'group.addStudents', args: { group_id: groupId, student_ids: userIds } }
      : { name: 'group.addTeachers', args: { group_id: groupId, teacher_ids: userIds } },
  ])
}

/** Removes a teacher or student from a group now; queues group.removeTeacher / removeStudent. */
export function removeGroupMember(
  groupId: string,
  kind: GroupMemberKind,
  userId: string,
): Promise<void> {
  return commit([
    kind === 'students'
      ? { name: 'group.removeStudent', args: { group_id: groupId, student_id: userId } }
      : { name: 'group.removeTeacher', args: { group_id: groupId, teacher_id: userId } },
  ])
}

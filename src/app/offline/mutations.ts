// The offline-capable changes the staff screens make. Each one updates the local store AND queues
// the REST call in the outbox in ONE Dexie transaction, then nudges the drainer: the screen shows
// the change at once, with or without a connection, and the server gets it exactly once later.
// Calls carry intent (add, remove, set to a value), never toggles, so a replay cannot flip state.
import type { AttendanceInput, ClassSessionCreateBody } from '#shared/contract/class-sessions.ts'
import { getSession } from '#app/lib/session/session-store.ts'
import { db, type OutboxEntry, type OutboxMethod } from './db.ts'
import { applyEntry } from './local-apply.ts'
import { requestDrain } from './outbox.ts'

export type GroupMemberKind = 'teachers' | 'students'
export type NewClassSession = Omit<ClassSessionCreateBody, 'id'> & {
  /** A client UUID; generated when absent. */
  id?: string
  /** Queued as POST …/teachers right after the creation. */
  teacher_ids?: string[]
  /** Queued as POST …/students right after the creation (e.g. the group's students). */
  students?: AttendanceInput[]
}

/** Thrown when nobody is signed in: every change belongs to the user who made it. */
export class NotSignedInError extends Error {
  constructor() {
    super('No hay una sesión iniciada.')
  }
}

type Call = { method: OutboxMethod; path: string; body: unknown }

async function commit(calls: Call[]): Promise<void> {
  const userId = getSession()?.user.id
  if (!userId) throw new NotSignedInError()
  await db.transaction('rw', [db.outbox, db.classSessions, db.groups], async () => {
    for (const call of calls) {
      const entry: OutboxEntry = {
        id: crypto.randomUUID(),
        userId,
        ...call,
        createdAt: Date.now(),
        attempts: 0,
        nextAttemptAt: 0,
        status: 'pending',
        lastError: null,
      }
      await applyEntry(entry)
      await db.outbox.add(entry)
    }
  })
  requestDrain()
}

/**
 * Creates a class session with a client UUID (returned), shown at once; offline it is queued as
 * POST /class_sessions (replayed safely: same id + same content is a no-op on the server),
 * followed by its teachers and students when given.
 */
export async function createClassSession(input: NewClassSession): Promise<string> {
  const { teacher_ids, students, ...fields } = input
  const id = fields.id ?? crypto.randomUUID()
  const calls: Call[] = [{ method: 'POST', path: '/class_sessions', body: { ...fields, id } }]
  if (teacher_ids?.length) {
    calls.push({ method: 'POST', path: `/class_sessions/${id}/teachers`, body: teacher_ids })
  }
  if (students?.length) {
    calls.push({ method: 'POST', path: `/class_sessions/${id}/students`, body: students })
  }
  await commit(calls)
  return id
}

/** Removes the session from this device now; queues DELETE /class_sessions/{id}. */
export function deleteClassSession(sessionId: string): Promise<void> {
  return commit([{ method: 'DELETE', path: `/class_sessions/${sessionId}`, body: undefined }])
}

/**
 * Marks students as attending (a given used_transport is set; without it a new student gets
 * false and one already there keeps theirs); queues POST /class_sessions/{id}/students.
 */
export function addSessionStudents(sessionId: string, students: AttendanceInput[]): Promise<void> {
  return commit([{ method: 'POST', path: `/class_sessions/${sessionId}/students`, body: students }])
}

/** Removes a student's attendance now; queues DELETE /class_sessions/{id}/students/{studentId}. */
export function removeSessionStudent(sessionId: string, studentId: string): Promise<void> {
  return commit([
    {
      method: 'DELETE',
      path: `/class_sessions/${sessionId}/students/${studentId}`,
      body: undefined,
    },
  ])
}

/** Sets (never toggles) transport use now; queues PATCH …/students/{studentId} {used_transport}. */
export function setSessionTransport(
  sessionId: string,
  studentId: string,
  usedTransport: boolean,
): Promise<void> {
  return commit([
    {
      method: 'PATCH',
      path: `/class_sessions/${sessionId}/students/${studentId}`,
      body: { used_transport: usedTransport },
    },
  ])
}

/** Adds teachers to the session now; queues POST /class_sessions/{id}/teachers. */
export function addSessionTeachers(sessionId: string, teacherIds: string[]): Promise<void> {
  return commit([
    { method: 'POST', path: `/class_sessions/${sessionId}/teachers`, body: teacherIds },
  ])
}

/** Removes a teacher from the session now; queues DELETE …/teachers/{teacherId}. */
export function removeSessionTeacher(sessionId: string, teacherId: string): Promise<void> {
  return commit([
    {
      method: 'DELETE',
      path: `/class_sessions/${sessionId}/teachers/${teacherId}`,
      body: undefined,
    },
  ])
}

/** Adds teachers or students to a group now; queues POST /groups/{id}/{teachers|students}. */
export function addGroupMembers(
  groupId: string,
  kind: GroupMemberKind,
  userIds: string[],
): Promise<void> {
  return commit([{ method: 'POST', path: `/groups/${groupId}/${kind}`, body: userIds }])
}

/** Removes a teacher or student from a group now; queues DELETE /groups/{id}/{kind}/{userId}. */
export function removeGroupMember(
  groupId: string,
  kind: GroupMemberKind,
  userId: string,
): Promise<void> {
  return commit([
    { method: 'DELETE', path: `/groups/${groupId}/${kind}/${userId}`, body: undefined },
  ])
}

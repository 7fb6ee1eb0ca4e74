// Changes queued by an earlier version of the app were REST calls ({method, path, body}). The
// Dexie upgrade to version 2 turns each into the named mutation it meant (db.ts); this is the only
// place that still reads those paths.
import type { Mutation } from '#shared/contract/sync-push.ts'

export interface LegacyCall {
  method: string
  path: string
  body: unknown
}

const SESSION = /^\/class_sessions(?:\/([^/]+)(?:\/(students|teachers)(?:\/([^/]+))?)?)?$/
const GROUP = /^\/groups\/([^/]+)\/(students|teachers)(?:\/([^/]+))?$/

/** The mutation of an old entry, or null when it is not one the app ever queued. */
export function mutationOfLegacyCall({ method, path, body }: LegacyCall): Mutation | null {
  const session = SESSION.exec(path)
  if (session) {
    const [, id, part, personId] = session
    if (!id) {
      return method === 'POST' ? ({ name: 'session.create', args: body } as Mutation) : null
    }
    if (!part)
      return method === 'DELETE' ? { name: 'session.delete', args: { session_id: id } } : null
    if (part === 'teachers') {
      if (method === 'POST') {
        return {
          name: 'session.addTeachers',
          args: { session_id: id, teacher_ids: body as string[] },
        }
      }
      return personId && method === 'DELETE'
        ? { name: 'session.removeTeacher', args: { session_id: id, teacher_id: personId } }
        : null
    }
    if (method === 'POST') {
      return { name: 'session.addStudents', args: { session_id: id, students: body as never } }
    }
    if (!personId) return null
    if (method === 'PATCH') {
      const { used_transport } = body as { used_transport: boolean }
      return {
        name: 'session.setTransport',
        args: { session_id: id, student_id: personId, used_transport },
      }
    }
    return method === 'DELETE'
      ? { name: 'session.removeStudent', args: { session_id: id, student_id: personId } }
      : null
  }
  const group = GROUP.exec(path)
  if (!group) return null
  const [, groupId, kind, personId] = group
  if (kind === 'students') {
    if (method === 'POST') {
      return {
        name: 'group.addStudents',
        args: { group_id: groupId!, student_ids: body as string[] },
      }
    }
    return personId && method === 'DELETE'
      ? { name: 'group.removeStudent', args: { group_id: groupId!, student_id: personId } }
      : null
  }
  if (method === 'POST') {
    return {
      name: 'group.addTeachers',
      args: { group_id: groupId!, teacher_ids: body as string[] },
    }
  }
  return personId && method === 'DELETE'
    ? { name: 'group.removeTeacher', args: { group_id: groupId!, teacher_id: personId } }
    : null
}

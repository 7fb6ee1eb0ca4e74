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

/** The mutations that add and remove one kind of member of a class or a group, and their args. */
const MEMBERS = {
  'session teachers': {
    add: 'session.addTeachers',
    remove: 'session.removeTeacher',
    owner: 'session_id',
    ids: 'teacher_ids',
    id: 'teacher_id',
  },
  'group students': {
    add: 'group.addStudents',
    remove: 'group.removeStudent',
    owner: 'group_id',
    ids: 'student_ids',
    id: 'student_id',
  },
  'group teachers': {
    add: 'group.addTeachers',
    remove: 'group.removeTeacher',
    owner: 'group_id',
    ids: 'teacher_ids',
    id: 'teacher_id',
  },
} as const

/** POST adds the listed members (the body: their ids); DELETE of one member's path removes it. */
function membersMutation(
  members: (typeof MEMBERS)[keyof typeof MEMBERS],
  ownerId: string,
  { method, body }: LegacyCall,
  personId: string | undefined,
): Mutation | null {
  if (method === 'POST') {
    return {
      name: members.add,
      args: { [members.owner]: ownerId, [members.ids]: body },
    } as Mutation
  }
  return personId && method === 'DELETE'
    ? ({
        name: members.remove,
        args: { [members.owner]: ownerId, [members.id]: personId },
      } as Mutation)
    : null
}

/** The mutation of an old entry, or null when it is not one the app ever queued. */
export function mutationOfLegacyCall(call: LegacyCall): Mutation | null {
  const { method, path, body } = call
  const session = SESSION.exec(path)
  if (session) {
    const [, id, part, personId] = session
    if (!id) {
      return method === 'POST' ? ({ name: 'session.create', args: body } as Mutation) : null
    }
    if (!part)
      return method === 'DELETE' ? { name: 'session.delete', args: { session_id: id } } : null
    if (part === 'teachers') return membersMutation(MEMBERS['session teachers'], id, call, personId)
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
  return membersMutation(
    MEMBERS[`group ${kind as 'students' | 'teachers'}`],
    groupId!,
    call,
    personId,
  )
}

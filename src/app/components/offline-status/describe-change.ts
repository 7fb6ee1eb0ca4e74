// Names a queued change for people, from its mutation name.
import type { MutationName } from '#shared/contract/sync-push.ts'
import { uiOffline } from '#app/i18n/ui-offline.ts'
import type { OutboxEntry } from '#app/offline/db.ts'

const c = uiOffline.change

const labels: Record<MutationName, string> = {
  'session.create': c.createSession,
  'session.delete': c.deleteSession,
  'session.cancel': c.cancelSession,
  'session.uncancel': c.uncancelSession,
  'session.addStudents': c.addSessionStudents,
  'session.removeStudent': c.removeSessionStudent,
  'session.setTransport': c.setTransport,
  'session.addTeachers': c.addSessionTeachers,
  'session.removeTeacher': c.removeSessionTeacher,
  'group.addStudents': c.addGroupMembers,
  'group.removeStudent': c.removeGroupMember,
  'group.addTeachers': c.addGroupMembers,
  'group.removeTeacher': c.removeGroupMember,
}

export function describeChange(entry: Pick<OutboxEntry, 'name'>): string {
  return Object.hasOwn(labels, entry.name) ? labels[entry.name] : c.other
}

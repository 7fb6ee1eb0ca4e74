// Names a queued change for people, from the REST call it will make.
import { uiOffline } from '#app/i18n/ui-offline.ts'
import type { OutboxEntry } from '#app/offline/db.ts'

const c = uiOffline.change

export function describeChange(entry: Pick<OutboxEntry, 'method' | 'path'>): string {
  const parts = entry.path.split('/').filter(Boolean)
  const [resource, , sub, personId] = parts
  if (resource === 'class_sessions') {
    if (parts.length === 1) return c.createSession
    if (!sub) return entry.method === 'DELETE' ? c.deleteSession : c.other
    if (sub === 'students') {
      if (entry.method === 'PATCH') return c.setTransport
      return entry.method === 'POST' ? c.addSessionStudents : c.removeSessionStudent
    }
    if (sub === 'teachers') return personId ? c.removeSessionTeacher : c.addSessionTeachers
  }
  if (resource === 'groups' && sub) return personId ? c.removeGroupMember : c.addGroupMembers
  return c.other
}

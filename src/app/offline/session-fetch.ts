// A class older (or later) than the synced window: opened online, it is read from the API and
// kept in the local store marked `outsideWindow`, so it stays readable (and editable through the
// outbox) offline; pulls do not drop it when they trim the window.
import { classSessionDetailSchema } from '#shared/contract/class-sessions.ts'
import { apiRequest } from '#app/lib/api-client.ts'
import { db, withDay } from './db.ts'

/** Reads the session from the server into the store; false when the server has no such class. */
export async function fetchSessionIntoStore(id: string): Promise<boolean> {
  const detail = await apiRequest(`/class_sessions/${encodeURIComponent(id)}`, {
    schema: classSessionDetailSchema,
  }).catch(() => null)
  if (!detail) return false
  const { teachers, students, cancel_reason, cancel_note, ...session } = detail
  await db.transaction('rw', db.classSessions, async () => {
    // A pull may have brought it meanwhile: the store's copy (with pending changes) wins.
    if (await db.classSessions.get(id)) return
    await db.classSessions.put({
      ...withDay({
        ...session,
        teacher_ids: teachers.map((t) => t.id),
        students: students.map((s) => ({
          student_id: s.student_id,
          used_transport: s.used_transport,
          status: s.status,
        })),
      }),
      ...(cancel_reason ? { cancelled: { reason: cancel_reason, note: cancel_note ?? null } } : {}),
      outsideWindow: true,
    })
  })
  return true
}

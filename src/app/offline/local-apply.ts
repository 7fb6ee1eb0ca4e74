// What an outbox entry means for the local store: the same function applies a new change and
// re-applies pending ones on top of a pull (the "rebase"), so both always agree. Call it inside a
// Dexie transaction over groups and classSessions.
import type { AttendanceInput, ClassSessionCreateBody } from '#shared/contract/class-sessions.ts'
import { db, withDay, type OutboxEntry } from './db.ts'

const SESSION = /^\/class_sessions(?:\/([^/]+)(?:\/(students|teachers)(?:\/([^/]+))?)?)?$/
const GROUP = /^\/groups\/([^/]+)\/(students|teachers)(?:\/([^/]+))?$/

export async function applyEntry(entry: Pick<OutboxEntry, 'method' | 'path' | 'body'>) {
  const session = SESSION.exec(entry.path)
  if (session) return applyToSession(entry, session[1], session[2], session[3])
  const group = GROUP.exec(entry.path)
  if (group) return applyToGroup(entry, group[1]!, group[2] as 'students' | 'teachers', group[3])
}

async function applyToSession(
  entry: Pick<OutboxEntry, 'method' | 'body'>,
  id: string | undefined,
  part: string | undefined,
  personId: string | undefined,
) {
  if (!id && entry.method === 'POST') {
    const body = entry.body as ClassSessionCreateBody & { id: string }
    const existing = await db.classSessions.get(body.id)
    await db.classSessions.put(
      withDay({
        id: body.id,
        name: body.name ?? null,
        description: body.description ?? null,
        session_date: body.session_date,
        class_type: body.class_type,
        group_id: body.group_id ?? null,
        location: body.location ?? null,
        teacher_ids: existing?.teacher_ids ?? [],
        students: existing?.students ?? [],
      }),
    )
    return
  }
  if (!id) return
  if (!part && entry.method === 'DELETE') return db.classSessions.delete(id)
  const row = await db.classSessions.get(id)
  if (!row) return
  if (part === 'teachers') {
    const ids =
      entry.method === 'POST'
        ? union(row.teacher_ids, entry.body as string[])
        : row.teacher_ids.filter((t) => t !== personId)
    return db.classSessions.update(id, { teacher_ids: ids })
  }
  if (part === 'students') {
    let students = row.students
    if (entry.method === 'POST') {
      const added = entry.body as AttendanceInput[]
      const byId = new Map(students.map((s) => [s.student_id, s]))
      for (const a of added) {
        const before = byId.get(a.student_id)
        byId.set(a.student_id, {
          student_id: a.student_id,
          used_transport: a.used_transport ?? before?.used_transport ?? false,
        })
      }
      students = [...byId.values()]
    } else if (entry.method === 'PATCH') {
      const { used_transport } = entry.body as { used_transport: boolean }
      students = students.map((s) => (s.student_id === personId ? { ...s, used_transport } : s))
    } else {
      students = students.filter((s) => s.student_id !== personId)
    }
    return db.classSessions.update(id, { students })
  }
}

async function applyToGroup(
  entry: Pick<OutboxEntry, 'method' | 'body'>,
  id: string,
  part: 'students' | 'teachers',
  personId: string | undefined,
) {
  const row = await db.groups.get(id)
  if (!row) return
  const key = part === 'students' ? 'student_ids' : 'teacher_ids'
  const ids =
    entry.method === 'POST'
      ? union(row[key], entry.body as string[])
      : row[key].filter((p) => p !== personId)
  await db.groups.update(id, part === 'students' ? { student_ids: ids } : { teacher_ids: ids })
}

function union(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])]
}

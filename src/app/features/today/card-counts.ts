// What a Hoy card counts. A class coming, or cancelled, counts its students (who to expect, who to
// tell); a class taken counts its marks, "3 presentes · 1 ausente", and flags the group's students
// nobody marked ("7 sin marcar"), so a roster left half done is seen from Hoy. Pure, so it is
// tested without a store.
import type { LocalClassSession, LocalGroup } from '#app/offline/db.ts'

export type CardCount =
  | { kind: 'students'; students: number }
  | { kind: 'marks'; present: number; absent: number; unmarked: number }

/** The students of a class: those on it and the group's still not marked. */
function everyone(session: LocalClassSession, group: LocalGroup | undefined): number {
  const ids = new Set(session.students.map((s) => s.student_id))
  for (const id of group?.student_ids ?? []) ids.add(id)
  return ids.size
}

/** `taken`: the class's day has come (today or before) and it is not cancelled. */
export function sessionCount(
  session: LocalClassSession,
  group: LocalGroup | undefined,
  taken: boolean,
): CardCount {
  if (!taken) return { kind: 'students', students: everyone(session, group) }
  const present = session.students.filter((s) => s.status === 'present').length
  const absent = session.students.length - present
  return { kind: 'marks', present, absent, unmarked: everyone(session, group) - present - absent }
}

// A person as the offline store knows them (students, supporters, teachers): what a detail page
// shows without signal. Admins are never in the store. null = not there; undefined = loading.
// The store holds no RUT, e-mail or birth date of families (Ley 21.719): those read as null.
import { compareNames } from '#shared/name-order.ts'
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '#app/offline/db.ts'
import type { ProfilePerson } from '../components/person-profile.tsx'
import type { PeopleKind } from '../people-kinds.ts'

export interface LocalPerson extends ProfilePerson {
  id: string
  supporter_id: string | null
}

async function readPerson(kind: PeopleKind, id: string): Promise<LocalPerson | null> {
  const family = { rut: null, email: null, phone: null, birth_date: null }
  if (kind === 'students') {
    const row = await db.students.get(id)
    return row
      ? {
          ...family,
          id: row.id,
          name: row.name,
          last_name: row.last_name,
          supporter_id: row.supporter_id,
        }
      : null
  }
  if (kind === 'supporters') {
    const row = await db.supporters.get(id)
    return row ? { ...family, ...row, supporter_id: null } : null
  }
  if (kind === 'teachers') {
    const row = await db.teachers.get(id)
    return row ? { ...row, rut: null, birth_date: null, supporter_id: null } : null
  }
  return null
}

export const useLocalPerson = (kind: PeopleKind, id: string) =>
  useLiveQuery(() => readPerson(kind, id), [kind, id])

/** A supporter's students as the store has them (works offline), sorted by name. */
export const useLocalSupportedStudents = (supporterId: string) =>
  useLiveQuery(
    async () =>
      (await db.students.where('supporter_id').equals(supporterId).toArray()).sort(compareNames),
    [supporterId],
  )

/** A student's supporter from the store (offline), or null. */
export const useLocalSupporter = (supporterId: string | null | undefined) =>
  useLiveQuery(
    async () => (supporterId ? ((await db.supporters.get(supporterId)) ?? null) : null),
    [supporterId],
  )

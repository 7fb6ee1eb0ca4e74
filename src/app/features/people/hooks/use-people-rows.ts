// The rows of a people list: the server's list when online (searched there); without signal,
// students, supporters and teachers come from the offline store, filtered here as the user types.
// A teacher's store holds only their own students and those students' guardians, so the list says
// so. Admins are only online.
import { useLiveQuery } from 'dexie-react-hooks'
import {
  findStudents,
  listPeople,
  type LocalSupporter,
  type LocalTeacher,
} from '#app/offline/queries.ts'
import { useOnline } from '#app/offline/hooks.ts'
import { errorMessage } from '#app/lib/api-error.ts'
import { uiPeople } from '#app/i18n/ui-people.ts'
import { matchesPerson } from '#shared/search.ts'
import { usePeople } from '../api/get-people.ts'
import { PEOPLE_KINDS, type PeopleKind } from '../people-kinds.ts'

export interface PersonRow {
  id: string
  name: string
  last_name: string
  rut: string | null
  email: string | null
}

export interface PeopleRows {
  rows: PersonRow[] | undefined
  loading: boolean
  error: string | null
  /** Shown above a list read from the store: without signal it holds only part of the school. */
  note: string | null
}

async function readLocal(kind: PeopleKind): Promise<PersonRow[]> {
  // NOTE: families' RUTs and e-mails are not on devices (Ley 21.719): online only.
  const family = (row: { id: string; name: string; last_name: string }) => ({
    id: row.id,
    name: row.name,
    last_name: row.last_name,
    rut: null,
    email: null,
  })
  if (kind === 'students') return (await findStudents()).map(family)
  if (kind === 'supporters') return (await listPeople<LocalSupporter>('supporters')).map(family)
  const staff = await listPeople<LocalTeacher>('teachers')
  // NOTE: the store's teachers also hold the admins who teach, and no RUT (the server fills it).
  return staff.filter((t) => t.role === 'teacher').map((t) => ({ ...t, rut: null }))
}

export function usePeopleRows(kind: PeopleKind, search: string): PeopleRows {
  const offline = PEOPLE_KINDS[kind].offline
  const online = useOnline()
  // Online the server answers (a teacher's store holds only their own students and guardians);
  // the store stands in without signal or when the server cannot be reached.
  const server = usePeople(kind, search, !offline || online)
  const fromStore = offline && (!online || server.isError)
  const local = useLiveQuery(() => (fromStore ? readLocal(kind) : []), [kind, fromStore])

  if (!fromStore) {
    return {
      rows: server.data,
      loading: server.isPending,
      error: server.isError ? errorMessage(server.error, uiPeople.loadError) : null,
      note: null,
    }
  }
  if (local === undefined) return { rows: undefined, loading: true, error: null, note: null }
  return {
    rows: local.filter((row) => matchesPerson(row, search)),
    loading: false,
    error: null,
    note: uiPeople.offlineList,
  }
}

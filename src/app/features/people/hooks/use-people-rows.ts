// The rows of a people list. Students, supporters and teachers come from the offline store (so the
// screens work without signal) and are filtered here as the user types; admins come from the
// server. The server's list fills in what the store lacks (teachers' RUT) and stands in for the
// store before its first pull.
import { useLiveQuery } from 'dexie-react-hooks'
import {
  findStudents,
  listPeople,
  type LocalSupporter,
  type LocalTeacher,
} from '#app/offline/queries.ts'
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
}

async function readLocal(kind: PeopleKind): Promise<PersonRow[]> {
  if (kind === 'students') return findStudents()
  if (kind === 'supporters') return listPeople<LocalSupporter>('supporters')
  const staff = await listPeople<LocalTeacher>('teachers')
  // NOTE: the store's teachers also hold the admins who teach, and no RUT (the server fills it).
  return staff.filter((t) => t.role === 'teacher').map((t) => ({ ...t, rut: null }))
}

export function usePeopleRows(kind: PeopleKind, search: string): PeopleRows {
  const offline = PEOPLE_KINDS[kind].offline
  const local = useLiveQuery(() => (offline ? readLocal(kind) : []), [kind])
  const needsServer = !offline || kind === 'teachers' || local?.length === 0
  const server = usePeople(kind, offline ? '' : search, needsServer)

  if (!offline) {
    return {
      rows: server.data,
      loading: server.isPending,
      error: server.isError ? errorMessage(server.error, uiPeople.loadError) : null,
    }
  }
  if (local === undefined) return { rows: undefined, loading: true, error: null }
  const ruts = new Map(server.data?.map((p) => [p.id, p.rut]))
  const rows: PersonRow[] =
    local.length === 0 && server.data
      ? server.data
      : local.map((p) => ({ ...p, rut: p.rut ?? ruts.get(p.id) ?? null }))
  return { rows: rows.filter((row) => matchesPerson(row, search)), loading: false, error: null }
}

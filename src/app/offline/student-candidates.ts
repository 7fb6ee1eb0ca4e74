// Students to pick from when adding to a group or a class: online the whole school (the server's
// list: a teacher's device holds only their own students); without signal, or when the server
// cannot be reached, the store. `undefined` = still loading.
import { useEffect, useState } from 'react'
import { z } from 'zod'
import { userListItemSchema } from '#shared/contract/users.ts'
import { api } from '#app/lib/api-client.ts'
import { toOnlineStudent, type LocalStudent } from './db.ts'
import { useOnline, useStudents } from './hooks.ts'

const listSchema = z.array(userListItemSchema)

/** The server's students (all, or those matching `search`) in the store's shape. */
export async function fetchStudents(
  search: string | undefined,
  signal: AbortSignal,
): Promise<LocalStudent[]> {
  const query = search === undefined ? '' : `?search=${encodeURIComponent(search.trim())}`
  const rows = await api.get(`/students${query}`, listSchema, { signal })
  return rows.map((r) =>
    toOnlineStudent({
      id: r.id,
      name: r.name,
      last_name: r.last_name,
      rut: r.rut || null,
      email: r.email || null,
    }),
  )
}

export function useStudentCandidates(): {
  students: LocalStudent[] | undefined
  fromStore: boolean
} {
  const online = useOnline()
  const [server, setServer] = useState<LocalStudent[] | 'failed' | undefined>(undefined)
  useEffect(() => {
    if (!online) return
    const controller = new AbortController()
    fetchStudents(undefined, controller.signal)
      .then(setServer)
      .catch(() => {
        if (!controller.signal.aborted) setServer('failed')
      })
    return () => controller.abort()
  }, [online])
  const local = useStudents()
  const fromStore = !online || server === 'failed'
  if (fromStore) return { students: local, fromStore }
  return { students: server, fromStore }
}

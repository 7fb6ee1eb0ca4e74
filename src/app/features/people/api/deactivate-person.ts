// DELETE /api/{kind}/{id}: deactivates a person (never a hard delete); the next pull forgets them.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#app/lib/api-client.ts'
import type { PeopleKind } from '../people-kinds.ts'
import { refreshPeople } from './refresh-people.ts'

export function deactivatePerson(kind: PeopleKind, id: string): Promise<void> {
  return api.delete(`/${kind}/${id}`)
}

export function useDeactivatePerson(kind: PeopleKind, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deactivatePerson(kind, id),
    onSuccess: () => refreshPeople(queryClient),
  })
}

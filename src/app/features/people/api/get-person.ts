// GET /api/{kind}/{id}: a person with the extras of their role (a student's supporter, groups and
// latest sessions; a supporter's students; a teacher's groups and sessions). Needs the network.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { userDetailSchema, type UserDetail } from '#shared/contract/users.ts'
import { api } from '#app/lib/api-client.ts'
import type { PeopleKind } from '../people-kinds.ts'

export function getPerson(kind: PeopleKind, id: string, signal?: AbortSignal): Promise<UserDetail> {
  return api.get(`/${kind}/${id}`, userDetailSchema, { signal })
}

export const personQuery = (kind: PeopleKind, id: string) =>
  queryOptions({
    queryKey: ['people', kind, 'detail', id],
    queryFn: ({ signal }) => getPerson(kind, id, signal),
  })

export function usePerson(kind: PeopleKind, id: string) {
  return useQuery(personQuery(kind, id))
}

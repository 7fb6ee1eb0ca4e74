// GET /api/{kind}?search=: the server's list (accent-insensitive search). The admins screen reads
// it directly; the other screens read the offline store and use it only for what the store lacks.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { userListItemSchema, type UserListItem } from '#shared/contract/users.ts'
import { api } from '#app/lib/api-client.ts'
import type { PeopleKind } from '../people-kinds.ts'

const peopleSchema = z.array(userListItemSchema)

export function getPeople(
  kind: PeopleKind,
  search = '',
  signal?: AbortSignal,
): Promise<UserListItem[]> {
  const query = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : ''
  return api.get(`/${kind}${query}`, peopleSchema, { signal })
}

export const peopleQuery = (kind: PeopleKind, search = '') =>
  queryOptions({
    queryKey: ['people', kind, 'list', search.trim()],
    queryFn: ({ signal }) => getPeople(kind, search, signal),
  })

export function usePeople(kind: PeopleKind, search = '', enabled = true) {
  return useQuery({ ...peopleQuery(kind, search), enabled, placeholderData: keepPreviousData })
}

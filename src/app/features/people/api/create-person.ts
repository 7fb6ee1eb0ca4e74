// POST /api/{kind}: creates a person (201). Staff come back with their one-time temporary password.
// A screen that creates people its own way (a trial class's 'Inscribir') passes its own save.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  createdUserSchema,
  type CreatedUser,
  type User,
  type UserCreateBody,
} from '#shared/contract/users.ts'
import { api } from '#app/lib/api-client.ts'
import type { PeopleKind } from '../people-kinds.ts'
import { refreshPeople } from './refresh-people.ts'

export function createPerson(kind: PeopleKind, body: UserCreateBody): Promise<CreatedUser> {
  return api.post(`/${kind}`, body, { schema: createdUserSchema })
}

export function useCreatePerson(
  kind: PeopleKind,
  save?: (body: UserCreateBody) => Promise<User | CreatedUser>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UserCreateBody): Promise<CreatedUser> =>
      save ? save(body) : createPerson(kind, body),
    onSuccess: () => refreshPeople(queryClient),
  })
}

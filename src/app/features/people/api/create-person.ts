// POST /api/{kind}: creates a person (201). Staff come back with their one-time temporary password.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createdUserSchema, type CreatedUser, type UserCreateBody } from '#shared/contract/users.ts'
import { api } from '#app/lib/api-client.ts'
import type { PeopleKind } from '../people-kinds.ts'
import { refreshPeople } from './refresh-people.ts'

export function createPerson(kind: PeopleKind, body: UserCreateBody): Promise<CreatedUser> {
  return api.post(`/${kind}`, body, { schema: createdUserSchema })
}

export function useCreatePerson(kind: PeopleKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UserCreateBody) => createPerson(kind, body),
    onSuccess: () => refreshPeople(queryClient),
  })
}

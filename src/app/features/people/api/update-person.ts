// PATCH /api/users/{id}: changes some of a person's fields (admins and superadmins only).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userSchema, type User, type UserUpdateBody } from '#shared/contract/users.ts'
import { api } from '#app/lib/api-client.ts'
import { refreshPeople } from './refresh-people.ts'

export function updatePerson(id: string, body: UserUpdateBody): Promise<User> {
  return api.patch(`/users/${id}`, body, { schema: userSchema })
}

export function useUpdatePerson(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UserUpdateBody) => updatePerson(id, body),
    onSuccess: () => refreshPeople(queryClient),
  })
}

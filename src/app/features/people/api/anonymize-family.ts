// POST /api/supporters/{id}/anonymize: deletes a family's data (Ley 21.719); the lists forget them.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FamilyAnonymized } from '#shared/contract/erase.ts'
import { api } from '#app/lib/api-client.ts'
import { refreshPeople } from './refresh-people.ts'

export function anonymizeFamily(guardianId: string): Promise<FamilyAnonymized> {
  return api.post<FamilyAnonymized>(`/supporters/${guardianId}/anonymize`)
}

export function useAnonymizeFamily(guardianId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => anonymizeFamily(guardianId),
    onSuccess: () => refreshPeople(queryClient),
  })
}

// POST and DELETE /api/supporters/{id}/students/{studentId}: puts a student in a supporter's charge
// or takes them out (every staff role; 204).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#app/lib/api-client.ts'
import { refreshPeople } from './refresh-people.ts'

export function assignStudent(supporterId: string, studentId: string): Promise<void> {
  return api.post(`/supporters/${supporterId}/students/${studentId}`)
}

export function removeStudent(supporterId: string, studentId: string): Promise<void> {
  return api.delete(`/supporters/${supporterId}/students/${studentId}`)
}

export function useAssignStudent(supporterId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (studentId: string) => assignStudent(supporterId, studentId),
    onSuccess: () => refreshPeople(queryClient),
  })
}

export function useRemoveStudent(supporterId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (studentId: string) => removeStudent(supporterId, studentId),
    onSuccess: () => refreshPeople(queryClient),
  })
}

// GET and PUT /api/students/{id}/emergency: the admins' form of a student's emergency card.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  emergencyCardSchema,
  type EmergencyCard,
  type EmergencyCardBody,
} from '#shared/contract/emergency.ts'
import { api, apiRequest } from '#app/lib/api-client.ts'

const key = (id: string) => ['people', 'students', 'emergency', id]

export function useEmergencyCard(id: string) {
  return useQuery({
    queryKey: key(id),
    queryFn: ({ signal }) => api.get(`/students/${id}/emergency`, emergencyCardSchema, { signal }),
  })
}

export function useSaveEmergencyCard(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: EmergencyCardBody): Promise<EmergencyCard> =>
      apiRequest(`/students/${id}/emergency`, {
        method: 'PUT',
        body,
        schema: emergencyCardSchema,
      }),
    onSuccess: (card) => queryClient.setQueryData(key(id), card),
  })
}

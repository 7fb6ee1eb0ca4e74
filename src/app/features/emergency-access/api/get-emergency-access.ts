// GET /api/emergency-access?search=: 'Accesos a fichas' (admins), which teacher could read which
// child's emergency card, why and when; searched on the server by teacher or student name.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  emergencyAccessResponseSchema,
  type EmergencyAccessResponse,
} from '#shared/contract/emergency-access.ts'
import { api } from '#app/lib/api-client.ts'

export function getEmergencyAccess(
  search = '',
  signal?: AbortSignal,
): Promise<EmergencyAccessResponse> {
  const query = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : ''
  return api.get(`/emergency-access${query}`, emergencyAccessResponseSchema, { signal })
}

export const emergencyAccessQuery = (search = '') =>
  queryOptions({
    queryKey: ['emergency-access', search.trim()],
    queryFn: ({ signal }) => getEmergencyAccess(search, signal),
  })

export function useEmergencyAccess(search = '') {
  return useQuery({ ...emergencyAccessQuery(search), placeholderData: keepPreviousData })
}

// The new trial-class requests' count, the badge of 'Clases de prueba' in the staff menu: a module
// of its own, so the menu on every staff screen loads neither the enquiries' contract nor the
// phone rules its forms validate with.
import { useQuery } from '@tanstack/react-query'
import { countSchema } from '#shared/contract/common.ts'
import { api } from '#app/lib/api-client.ts'

export const NEW_COUNT_KEY = ['enquiries', 'count', 'new']

export function useNewEnquiriesCount(enabled: boolean) {
  return useQuery({
    queryKey: NEW_COUNT_KEY,
    queryFn: ({ signal }) => api.get('/enquiries/count?status=new', countSchema, { signal }),
    enabled,
    staleTime: 60_000,
  })
}

// Trial-class enquiries for admins: the list, newest first, and changing one's status.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { enquirySchema, type Enquiry, type EnquiryStatus } from '#shared/contract/enquiries.ts'
import { api } from '#app/lib/api-client.ts'

export const enquiriesQuery = () =>
  queryOptions({
    queryKey: ['enquiries'],
    queryFn: ({ signal }): Promise<Enquiry[]> =>
      api.get('/enquiries', z.array(enquirySchema), { signal }),
  })

export function useEnquiries() {
  return useQuery(enquiriesQuery())
}

export function useSetEnquiryStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EnquiryStatus }): Promise<Enquiry> =>
      api.patch(`/enquiries/${id}`, { status }, { schema: enquirySchema }),
    onSuccess: (saved) =>
      queryClient.setQueryData<Enquiry[]>(['enquiries'], (list) =>
        list?.map((e) => (e.id === saved.id ? saved : e)),
      ),
  })
}

// Trial-class enquiries for admins: the list, newest first ('posible spam' included, flagged),
// changing one's status and 'No es spam'.
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

/** Puts the saved enquiry in the cached list in place of the old one. */
function useReplaceInList() {
  const queryClient = useQueryClient()
  return (saved: Enquiry) =>
    queryClient.setQueryData<Enquiry[]>(['enquiries'], (list) =>
      list?.map((e) => (e.id === saved.id ? saved : e)),
    )
}

export function useSetEnquiryStatus() {
  const replace = useReplaceInList()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EnquiryStatus }): Promise<Enquiry> =>
      api.patch(`/enquiries/${id}`, { status }, { schema: enquirySchema }),
    onSuccess: replace,
  })
}

/** 'No es spam': the request joins the ordinary list. */
export function useMarkNotSpam() {
  const replace = useReplaceInList()
  return useMutation({
    mutationFn: (id: string): Promise<Enquiry> =>
      api.post(`/enquiries/${id}/not-spam`, undefined, { schema: enquirySchema }),
    onSuccess: replace,
  })
}

// Trial-class enquiries for admins: the list, newest first ('posible spam' included, flagged),
// changing one's status and 'No es spam', the new ones' count for the menu, 'Inscribir' and
// 'Ofrecer cupo'.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  enquiryEnrolledSchema,
  enquiryOfferSentSchema,
  enquirySchema,
  type Enquiry,
  type EnquiryEnrolled,
  type EnquiryOfferBody,
  type EnquiryOfferSent,
  type EnquiryStatus,
} from '#shared/contract/enquiries.ts'
import type { UserCreateBody } from '#shared/contract/users.ts'
import { api } from '#app/lib/api-client.ts'
import { NEW_COUNT_KEY } from './new-enquiries-count.ts'

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
  const queryClient = useQueryClient()
  return useMutation({
    onSettled: () => queryClient.invalidateQueries({ queryKey: NEW_COUNT_KEY }),
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

/**
 * 'Inscribir': the student (and guardian) form's body, saved with the enquiry. A repeat (a double
 * click, a retry) answers the first one's student: the server never creates a second.
 */
export function enrollEnquiry(id: string, body: UserCreateBody): Promise<EnquiryEnrolled> {
  return api.post(`/enquiries/${id}/enroll`, body, { schema: enquiryEnrolledSchema })
}

/** After 'Inscribir': the list (and the people and groups screens) read the new student. */
export function useAfterEnroll() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries()
}

export function useOfferPlace() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, channel }: { id: string } & EnquiryOfferBody): Promise<EnquiryOfferSent> =>
      api.post(`/enquiries/${id}/offer`, { channel }, { schema: enquiryOfferSentSchema }),
    // NOTE: an offer changes who is next in every line of the group: the whole list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['enquiries'] }),
  })
}

// The families' answers to the school's documents (admins) and sending one guardian the link to
// sign (e-mail, or logging the WhatsApp chat being opened). After a send the list is out of date.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  consentLinkSentSchema,
  familiesConsentsSchema,
  type ConsentLinkBody,
  type ConsentLinkSent,
  type FamiliesConsents,
} from '#shared/contract/consent.ts'
import { api } from '#app/lib/api-client.ts'

const KEY = ['reminders', 'consents'] as const

export const familiesConsentsQuery = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }): Promise<FamiliesConsents> =>
      api.get('/reminders/consents', familiesConsentsSchema, { signal }),
  })

export function useFamiliesConsents() {
  return useQuery(familiesConsentsQuery())
}

export function useSendConsentLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ConsentLinkBody): Promise<ConsentLinkSent> =>
      api.post('/reminders/consents/send', body, { schema: consentLinkSentSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  })
}

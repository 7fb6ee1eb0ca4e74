// Recognising the guardian on the portal: a child's birth date, or the personal link the school
// sent. Either sets the portal proof (an HttpOnly cookie the page never reads); the invoices are
// then read again, now with names and dates.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  personalLinkAnswerSchema,
  recognitionSchema,
  type RecognizeBody,
} from '#shared/contract/portal.ts'
import { api } from '#app/lib/api-client.ts'

export function useRecognize() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: RecognizeBody) =>
      api.post('/portal/recognize', body, { auth: false, schema: recognitionSchema }),
    onSuccess: async (answer) => {
      if (answer.recognized) await client.invalidateQueries({ queryKey: ['payments'] })
    },
  })
}

export const exchangePersonalLink = (token: string) =>
  api.post('/portal/link', { token }, { auth: false, schema: personalLinkAnswerSchema })

// Adds a version of one of the school's documents (admins); the list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  documentVersionSchema,
  type DocumentVersion,
  type DocumentVersionBody,
} from '#shared/contract/documents.ts'
import { api } from '#app/lib/api-client.ts'
import { DOCUMENTS_KEY } from './get-documents.ts'

export function createDocumentVersion(body: DocumentVersionBody): Promise<DocumentVersion> {
  return api.post('/documents', body, { schema: documentVersionSchema })
}

export function useCreateDocumentVersion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createDocumentVersion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  })
}

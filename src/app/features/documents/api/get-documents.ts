// Every version of every one of the school's documents (admins), the one in force marked.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { documentVersionSchema, type DocumentVersion } from '#shared/contract/documents.ts'
import { api } from '#app/lib/api-client.ts'

export const DOCUMENTS_KEY = ['documents'] as const

export function getDocuments(signal?: AbortSignal): Promise<DocumentVersion[]> {
  return api.get('/documents', documentVersionSchema.array(), { signal })
}

export const documentsQuery = () =>
  queryOptions({ queryKey: DOCUMENTS_KEY, queryFn: ({ signal }) => getDocuments(signal) })

export function useDocuments() {
  return useQuery(documentsQuery())
}

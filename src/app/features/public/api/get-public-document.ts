// The version in force of one of the school's documents, read without signing in (the public
// /terms and /privacy pages).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { publicDocumentSchema, type PublicDocument } from '#shared/contract/documents.ts'
import type { DocumentKind } from '#shared/documents.ts'
import { api } from '#app/lib/api-client.ts'

export function getPublicDocument(
  kind: DocumentKind,
  signal?: AbortSignal,
): Promise<PublicDocument> {
  return api.get(`/public/documents/${kind}`, publicDocumentSchema, { signal, auth: false })
}

export const publicDocumentQuery = (kind: DocumentKind) =>
  queryOptions({
    queryKey: ['public-documents', kind],
    queryFn: ({ signal }) => getPublicDocument(kind, signal),
  })

export function usePublicDocument(kind: DocumentKind) {
  return useQuery(publicDocumentQuery(kind))
}

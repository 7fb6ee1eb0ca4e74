// The version in force of one of the school's documents, read without signing in (the public
// /terms and /privacy pages). Plain state, no TanStack Query: the public pages do not load it.
import { useCallback, useEffect, useState } from 'react'
import { publicDocumentSchema, type PublicDocument } from '#shared/contract/documents.ts'
import type { DocumentKind } from '#shared/documents.ts'
import { api } from '#app/lib/api-client.ts'

export function getPublicDocument(
  kind: DocumentKind,
  signal?: AbortSignal,
): Promise<PublicDocument> {
  return api.get(`/public/documents/${kind}`, publicDocumentSchema, { signal, auth: false })
}

interface PublicDocumentState {
  data: PublicDocument | undefined
  isError: boolean
  isFetching: boolean
  refetch: () => void
}

export function usePublicDocument(kind: DocumentKind): PublicDocumentState {
  const [data, setData] = useState<PublicDocument>()
  const [isError, setError] = useState(false)
  const [isFetching, setFetching] = useState(true)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const abort = new AbortController()
    getPublicDocument(kind, abort.signal).then(
      (document) => {
        setData(document)
        setError(false)
        setFetching(false)
      },
      () => {
        if (abort.signal.aborted) return
        setError(true)
        setFetching(false)
      },
    )
    return () => abort.abort()
  }, [kind, attempt])

  const refetch = useCallback(() => {
    setFetching(true)
    setAttempt((n) => n + 1)
  }, [])
  return { data, isError, isFetching, refetch }
}

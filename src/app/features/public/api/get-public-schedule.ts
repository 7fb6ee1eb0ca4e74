// The public schedule, one group of it, and the prices in force, read without signing in (the
// /schedule pages and Planes). Plain state, no TanStack Query: the public pages do not load it.
// A page keyed by what it asks (a group's slug) starts afresh when that changes; a page the server
// painted starts from the answer it was painted with.
import { useCallback, useEffect, useState } from 'react'
import type { z } from 'zod'
import {
  publicGroupSchema,
  publicPlansSchema,
  publicScheduleSchema,
  type PublicGroup,
  type PublicPlans,
  type PublicSchedule,
} from '#shared/contract/schedule.ts'
import { api } from '#app/lib/api-client.ts'
import { ApiError } from '#app/lib/api-error.ts'
import { primedAnswer, takePrimed } from '#app/lib/public-answers.ts'

export interface PublicAnswer<T> {
  data: T | undefined
  /** The server said there is no such thing (404): not worth a retry. */
  isMissing: boolean
  isError: boolean
  isFetching: boolean
  refetch: () => void
}

function usePublicAnswer<T>(path: string, schema: z.ZodType<T>, enabled = true): PublicAnswer<T> {
  // NOTE: a page the server painted starts from the answer it drew (lib/public-answers.ts).
  const [primed] = useState(() => primedAnswer(path, schema))
  const [data, setData] = useState<T | undefined>(primed)
  const [failure, setFailure] = useState<'missing' | 'error' | null>(null)
  const [isFetching, setFetching] = useState(enabled && primed === undefined)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!enabled || (takePrimed(path) && attempt === 0 && primed !== undefined)) return
    const abort = new AbortController()
    api.get(path, schema, { signal: abort.signal, auth: false }).then(
      (answer) => {
        setData(answer)
        setFailure(null)
        setFetching(false)
      },
      (error: unknown) => {
        if (abort.signal.aborted) return
        setData(undefined)
        setFailure(error instanceof ApiError && error.status === 404 ? 'missing' : 'error')
        setFetching(false)
      },
    )
    return () => abort.abort()
  }, [path, schema, attempt, primed, enabled])

  const refetch = useCallback(() => {
    setFetching(true)
    setAttempt((n) => n + 1)
  }, [])
  return {
    data,
    isMissing: failure === 'missing',
    isError: failure === 'error',
    isFetching,
    refetch,
  }
}

export const usePublicSchedule = (): PublicAnswer<PublicSchedule> =>
  usePublicAnswer('/public/schedule', publicScheduleSchema)

/** One group by its slug; `enabled` false: asks nothing (no group named). */
export const usePublicGroup = (slug: string, enabled = true): PublicAnswer<PublicGroup> =>
  usePublicAnswer(`/public/schedule/${encodeURIComponent(slug)}`, publicGroupSchema, enabled)

export const usePublicPlans = (): PublicAnswer<PublicPlans> =>
  usePublicAnswer('/public/plans', publicPlansSchema)

// The portal's data on screen: a small stand-in for TanStack Query (which the staff app uses), so
// the guardian's pages do not load it. A query loads when its key is set or changes, shows the last
// answer while it loads again, can poll, retries once after a network failure, and every query on
// screen loads again after `refreshPortalData()` (the guardian was just recognised).
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '#app/lib/api-error.ts'

/** Like TanStack Query's result: once neither pending nor failed, `data` is there. */
export type PortalQuery<T> = { error: unknown; refetch: () => void } & (
  | { isPending: true; isError: false; data: T | undefined }
  | { isPending: false; isError: true; data: T | undefined }
  | { isPending: false; isError: false; data: T }
)

interface QueryOptions<T> {
  /** After each answer: milliseconds until it is asked again, or false to stop. */
  pollEvery?: (data: T) => number | false
}

const RETRY_AFTER_MS = 1_000

const listeners = new Set<() => void>()

/** Loads every portal query on screen again (their last answers stay shown meanwhile). */
export function refreshPortalData(): Promise<void> {
  listeners.forEach((listener) => listener())
  return Promise.resolve()
}

interface State<T> {
  key: string | null
  data: T | undefined
  error: unknown
  status: 'pending' | 'error' | 'success'
}

/** `key` null: nothing is asked (pending, no data). */
export function usePortalQuery<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { pollEvery }: QueryOptions<T> = {},
): PortalQuery<T> {
  const [state, setState] = useState<State<T>>({
    key,
    data: undefined,
    error: null,
    status: 'pending',
  })
  const [round, setRound] = useState(0)
  const latest = useRef({ load, pollEvery })
  latest.current = { load, pollEvery }

  // A new key starts over: no answer of the old key is shown for it.
  if (state.key !== key) setState({ key, data: undefined, error: null, status: 'pending' })

  useEffect(() => {
    if (key === null) return
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const run = async (retried: boolean) => {
      try {
        const data = await latest.current.load(controller.signal)
        if (controller.signal.aborted) return
        // Rendered in slices of a few milliseconds, like the first render (main.tsx).
        startTransition(() => setState({ key, data, error: null, status: 'success' }))
        const wait = latest.current.pollEvery?.(data)
        if (typeof wait === 'number') timer = setTimeout(() => void run(false), wait)
      } catch (error) {
        if (controller.signal.aborted) return
        if (!retried && error instanceof ApiError && error.status === 0) {
          timer = setTimeout(() => void run(true), RETRY_AFTER_MS)
          return
        }
        setState((before) => ({ ...before, key, error, status: 'error' }))
      }
    }
    void run(false)
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [key, round])

  const refetch = useCallback(() => setRound((n) => n + 1), [])
  useEffect(() => {
    if (key === null) return
    listeners.add(refetch)
    return () => void listeners.delete(refetch)
  }, [key, refetch])

  const current = state.key === key ? state : { data: undefined, error: null, status: 'pending' }
  if (current.status === 'success') {
    return { data: current.data as T, error: null, isPending: false, isError: false, refetch }
  }
  if (current.status === 'error') {
    return { data: current.data, error: current.error, isPending: false, isError: true, refetch }
  }
  return { data: current.data, error: null, isPending: true, isError: false, refetch }
}

export interface PortalAction<B, R> {
  mutate: (body: B, callbacks?: { onSuccess?: (answer: R) => void; onError?: () => void }) => void
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  error: unknown
}

/** A request the guardian makes (pay, recognise): its state for the button that started it. */
export function usePortalAction<B, R>(
  run: (body: B) => Promise<R>,
  onSuccess?: (answer: R, body: B) => void | Promise<void>,
): PortalAction<B, R> {
  const [state, setState] = useState<{
    status: 'idle' | 'pending' | 'success' | 'error'
    error: unknown
  }>({
    status: 'idle',
    error: null,
  })
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const mutate = useCallback<PortalAction<B, R>['mutate']>(
    (body, callbacks) => {
      setState({ status: 'pending', error: null })
      run(body)
        .then(async (answer) => {
          await onSuccess?.(answer, body)
          if (mounted.current) setState({ status: 'success', error: null })
          callbacks?.onSuccess?.(answer)
        })
        .catch((error: unknown) => {
          if (mounted.current) setState({ status: 'error', error })
          callbacks?.onError?.()
        })
    },
    [run, onSuccess],
  )
  return {
    mutate,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.error,
  }
}

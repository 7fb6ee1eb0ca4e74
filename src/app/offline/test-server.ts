// Test double at the network boundary for the offline unit tests: a stubbed fetch that records
// every request and answers from a queue of scripted responses (by default: a push applies
// every mutation, anything else answers 204).
import { vi } from 'vitest'
import type { SyncPushResult } from '#shared/contract/sync-push.ts'
import type { SyncResponse } from '#shared/contract/sync.ts'
import { jsonResponse, staffUser } from '#app/test/fixtures.ts'
import { clearSession, setSession } from '#app/lib/session/session-store.ts'
import { db } from './db.ts'
import { setDrainScheduling } from './outbox.ts'

export interface Recorded {
  method: string
  path: string
  body: unknown
  key: string | null
  token: string | null
}

type Answer =
  | Response
  | 'network-error'
  /** A function may answer later: a promise holds the request open until it settles. */
  | ((request: Recorded) => Response | Promise<Response> | 'network-error')

export function fakeServer() {
  const requests: Recorded[] = []
  const script: Answer[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    const request: Recorded = {
      method: init.method ?? 'GET',
      path: String(input).replace(/^\/api/, ''),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      key: headers.get('Idempotency-Key'),
      token: headers.get('Authorization')?.replace('Bearer ', '') ?? null,
    }
    requests.push(request)
    const next = script.shift() ?? defaultAnswer(request)
    const answer = typeof next === 'function' ? next(request) : next
    if (answer === 'network-error') throw new TypeError('Failed to fetch')
    return answer
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    requests,
    /** Queues the answers of the next requests, in order. */
    answer: (...answers: Answer[]) => script.push(...answers),
    writes: () => requests.filter((r) => r.method !== 'GET' && r.path !== '/refresh'),
  }
}

type PushedBody = { mutations: { seq: number }[] }

/**
 * The answer of POST /sync/push applying every mutation, except those given by position in the
 * batch (e.g. `{ 1: { status: 'rejected', code, detail } }`).
 */
export function pushAnswer(
  request: Recorded,
  except: Record<number, Partial<SyncPushResult>> = {},
) {
  const { mutations } = request.body as PushedBody
  return jsonResponse(200, {
    last_seq: mutations.at(-1)?.seq ?? 0,
    results: mutations.map((m, i) => ({ seq: m.seq, status: 'applied', ...except[i] })),
  })
}

function defaultAnswer(request: Recorded): Response {
  if (request.method === 'POST' && request.path === '/sync/push') return pushAnswer(request)
  return new Response(null, { status: 204 })
}

/** The mutations of every push request, in the order the server received them. */
export function pushed(requests: Recorded[]) {
  return requests
    .filter((r) => r.path === '/sync/push')
    .flatMap(
      (r) => (r.body as { mutations: { seq: number; name: string; args: unknown }[] }).mutations,
    )
}

export const USER_A = staffUser({ id: '0b6f3c55-1f4e-4b8e-9a7e-2b1f6c0a0001', role: 'teacher' })
export const USER_B = staffUser({ id: '0b6f3c55-1f4e-4b8e-9a7e-2b1f6c0a0002', role: 'teacher' })

export function signIn(user = USER_A, token = `token-${user.id}`) {
  setSession({ accessToken: token, user })
}

export async function resetStore() {
  clearSession()
  await Promise.all(db.tables.map((t) => t.clear()))
}

/** Each test's start: an empty store, `user` signed in, and no drain unless the test runs one. */
export async function startSignedIn(user = USER_A) {
  setDrainScheduling(false)
  await resetStore()
  signIn(user)
}

export const errorResponse = (status: number, code: string, detail: string) =>
  jsonResponse(status, { detail, code })

/** A pull's answer changing nothing (a delta by default), with the given parts. */
export const pullAnswer = (overrides: Partial<SyncResponse> = {}): SyncResponse => ({
  cursor: 'v1.20.1',
  reset: false,
  window: { from: '2026-08-23T00:00:00.000Z', to: '2026-12-21T00:00:00.000Z' },
  students: [],
  supporters: [],
  teachers: [],
  groups: [],
  class_sessions: [],
  deleted: { users: [], groups: [], class_sessions: [] },
  ...overrides,
})

// The one fetch wrapper of the app: JSON in and out, bearer token, same-origin cookies, one shared
// token refresh for every request that meets a 401 (then replay), responses parsed with the shared
// zod schemas, and every failure turned into an ApiError with a Spanish detail.
import type { z } from 'zod'
import { refreshResponseSchema } from '#shared/contract/auth.ts'
import { errorBodySchema } from '#shared/contract/common.ts'
import { ui } from '#app/i18n/ui.ts'
import { ApiError, fallbackDetail } from './api-error.ts'
import { clearSession, getSession, setSession, updateSessionUser } from './session/session-store.ts'

const API_BASE = '/api'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions<T> {
  method?: Method
  body?: unknown
  /** Parses the response body; without it the body is ignored and the call resolves to undefined. */
  schema?: z.ZodType<T>
  /** false where a 401 means "wrong credentials" rather than "token expired" (login). */
  auth?: boolean
  headers?: Record<string, string>
  signal?: AbortSignal
}

type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable'

let refreshing: Promise<RefreshOutcome> | null = null

export async function apiRequest<T = void>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const auth = options.auth ?? true
  const sentToken = auth ? getSession()?.accessToken : undefined
  let response = await send(path, options, sentToken)

  if (response.status === 401 && sentToken) {
    const outcome = await refreshAfter(sentToken)
    if (outcome === 'unreachable') throw new ApiError(0, 'NETWORK_ERROR', ui.api.network)
    if (outcome === 'rejected') {
      clearSession()
      throw await toApiError(response)
    }
    response = await send(path, options, getSession()?.accessToken)
  }

  if (!response.ok) {
    const error = await toApiError(response)
    if (error.code === 'PASSWORD_CHANGE_REQUIRED') updateSessionUser({ must_change_password: true })
    throw error
  }
  return parseBody(response, options.schema)
}

export const api = {
  get: <T>(path: string, schema: z.ZodType<T>, options?: RequestOptions<T>) =>
    apiRequest(path, { ...options, method: 'GET', schema }),
  post: <T = void>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    apiRequest(path, { ...options, method: 'POST', body }),
  patch: <T = void>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    apiRequest(path, { ...options, method: 'PATCH', body }),
  delete: <T = void>(path: string, options?: RequestOptions<T>) =>
    apiRequest(path, { ...options, method: 'DELETE' }),
}

/** Every request that failed with `staleToken` waits on the same refresh. */
function refreshAfter(staleToken: string): Promise<RefreshOutcome> {
  const currentToken = getSession()?.accessToken
  if (!currentToken) return Promise.resolve('rejected')
  if (currentToken !== staleToken) return Promise.resolve('refreshed')
  refreshing ??= refreshSession().finally(() => {
    refreshing = null
  })
  return refreshing
}

async function refreshSession(): Promise<RefreshOutcome> {
  let response: Response
  try {
    response = await fetch(`${API_BASE}/refresh`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    })
  } catch {
    return 'unreachable'
  }
  if (!response.ok) return response.status >= 500 ? 'unreachable' : 'rejected'
  const parsed = refreshResponseSchema.safeParse(await response.json().catch(() => null))
  if (!parsed.success) return 'rejected'
  setSession({ accessToken: parsed.data.access_token, user: parsed.data.user })
  return 'refreshed'
}

async function send<T>(path: string, options: RequestOptions<T>, token: string | undefined) {
  const headers = new Headers(options.headers)
  headers.set('Accept', 'application/json')
  if (options.body !== undefined) headers.set('Content-Type', 'application/json')
  if (token) headers.set('Authorization', `Bearer ${token}`)
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, 'NETWORK_ERROR', ui.api.network)
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = errorBodySchema.safeParse(await response.json().catch(() => null))
  if (body.success && body.data.detail) {
    return new ApiError(response.status, body.data.code, body.data.detail)
  }
  return new ApiError(response.status, `HTTP_${response.status}`, fallbackDetail(response.status))
}

async function parseBody<T>(response: Response, schema: z.ZodType<T> | undefined): Promise<T> {
  if (!schema) return undefined as T
  const json: unknown = await response.json().catch(() => undefined)
  const parsed = schema.safeParse(json)
  if (!parsed.success)
    throw new ApiError(response.status, 'INVALID_RESPONSE', ui.api.invalidResponse)
  return parsed.data
}

// The portal's requests: plain fetch, JSON in and out, same-origin cookies (the portal proof), no
// bearer token. Answers are not parsed with the contract's zod schemas: they come from our own
// server, which validates them against the same contract, and the contract's types type them
// here, so the guardian's pages do not carry zod. Failures become an ApiError with a Spanish detail.
import { ui } from '#app/i18n/ui.ts'
import { ApiError, fallbackDetail } from '#app/lib/api-error.ts'

interface PortalRequestOptions {
  method?: 'GET' | 'POST'
  body?: unknown
  signal?: AbortSignal
}

const detailOf = (body: unknown): { code: string; detail: string } | null => {
  if (typeof body !== 'object' || body === null) return null
  const { code, detail } = body as { code?: unknown; detail?: unknown }
  return typeof detail === 'string' && detail
    ? { code: typeof code === 'string' ? code : 'ERROR', detail }
    : null
}

/** Calls `/api{path}` and resolves to the JSON answer; an answer that is not JSON is an error. */
export async function portalRequest<T>(
  path: string,
  { method = 'GET', body, signal }: PortalRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, 'NETWORK_ERROR', ui.api.network)
  }
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const server = detailOf(json)
    if (server) throw new ApiError(response.status, server.code, server.detail)
    throw new ApiError(response.status, `HTTP_${response.status}`, fallbackDetail(response.status))
  }
  if (json === undefined || json === null) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', ui.api.invalidResponse)
  }
  return json as T
}

/** A list answer: anything but an array is an invalid answer (the page would not know what to show). */
export async function portalList<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const answer = await portalRequest<unknown>(path, { signal })
  if (!Array.isArray(answer)) throw new ApiError(200, 'INVALID_RESPONSE', ui.api.invalidResponse)
  return answer as T[]
}

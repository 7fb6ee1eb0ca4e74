// The portal's requests: plain fetch, JSON in and out, same-origin cookies (the portal proof), no
// bearer token. Every answer goes through one parse step, its valibot schema from
// contract/portal-schemas.ts (zod would not fit the guardian's script budget). Failures, an answer
// of another shape included, become an ApiError with a Spanish detail.
import { safeParse, type GenericSchema } from 'valibot'
import { ui } from '#app/i18n/ui.ts'
import { errorAnswer } from '#shared/contract/portal-schemas.ts'
import { ApiError, fallbackDetail } from '#app/lib/api-error.ts'

interface PortalRequestOptions {
  method?: 'GET' | 'POST'
  body?: unknown
  signal?: AbortSignal
}

/** Calls `/api{path}` and resolves to its JSON answer as `answer` reads it, else INVALID_RESPONSE. */
export async function portalRequest<T>(
  path: string,
  answer: GenericSchema<unknown, T>,
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
    const server = safeParse(errorAnswer, json)
    if (server.success && server.output.detail) {
      throw new ApiError(response.status, server.output.code, server.output.detail)
    }
    throw new ApiError(response.status, `HTTP_${response.status}`, fallbackDetail(response.status))
  }
  const parsed = safeParse(answer, json)
  if (!parsed.success) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', ui.api.invalidResponse)
  }
  return parsed.output
}

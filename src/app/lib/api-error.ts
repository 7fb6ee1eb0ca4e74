// The one error type of the API client: HTTP status, machine code and a Spanish message for people.
import { ui } from '#app/i18n/ui.ts'

/** Status 0 means the request never got an HTTP answer (offline, DNS, aborted). */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly detail: string

  constructor(status: number, code: string, detail: string) {
    super(detail)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.detail = detail
  }
}

export function fallbackDetail(status: number): string {
  if (status === 0) return ui.api.network
  if (status === 400 || status === 422) return ui.api.badRequest
  if (status === 401) return ui.api.unauthorized
  if (status === 403) return ui.api.forbidden
  if (status === 404) return ui.api.notFound
  if (status === 409) return ui.api.conflict
  if (status === 429) return ui.api.tooManyRequests
  if (status >= 500) return ui.api.server
  return ui.api.generic
}

/** A Spanish message for any thrown value, preferring the server's detail. */
export function errorMessage(error: unknown, fallback: string = ui.api.generic): string {
  return error instanceof ApiError ? error.detail : fallback
}

// The one error type route code throws for expected failures; the errors plugin turns it into
// `{detail, code}` with the Spanish detail from the shared catalogue.
import { errorDetails, type ErrorCode } from '#shared/i18n/errors.ts'

export class HttpError extends Error {
  readonly statusCode: number
  readonly code: string
  readonly detail: string
  readonly headers: Record<string, string>

  constructor(
    statusCode: number,
    code: ErrorCode,
    options?: { detail?: string; headers?: Record<string, string> },
  ) {
    const detail = options?.detail ?? errorDetails[code]
    super(detail)
    this.statusCode = statusCode
    this.code = code
    this.detail = detail
    this.headers = options?.headers ?? {}
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError

// Owns every error answer of the API: one handler mapping validation, parser, rate-limit and
// application errors to `{detail, code}` in Spanish, a JSON 404 for unknown routes, and 5xx
// answers that are logged with the request context but never reveal internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { errorDetails, type ErrorCode } from '#shared/i18n/errors.ts'
import { dataExceptionOf } from '#server/db/data-exception.ts'
import { isHttpError } from '#server/http-error.ts'
import { validationDetail } from '#server/validation-detail.ts'
import { maskRutsInUrl } from '#server/log-redaction.ts'

const PARSER_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_BODY',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
}

/** Data exceptions (db/data-exception.ts) that are text PostgreSQL cannot store. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05'])

function send(reply: FastifyReply, status: number, code: string, detail: string) {
  return reply.code(status).type('application/json; charset=utf-8').send({ detail, code })
}

/** Also Fastify's `frameworkErrors` (bad percent-encoding, over-long ids seen by the router). */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isHttpError(error)) {
    reply.headers(error.headers)
    return send(reply, error.statusCode, error.code, error.detail)
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(reply, 400, 'VALIDATION_ERROR', validationDetail(error.validation))
  }
  const parserCode = error.code ? PARSER_ERRORS[error.code] : undefined
  if (parserCode) return send(reply, 400, parserCode, errorDetails[parserCode])
  if (error instanceof SyntaxError)
    return send(reply, 400, 'INVALID_JSON', errorDetails.INVALID_JSON)
  const dataException = dataExceptionOf(error)
  if (dataException) {
    request.log.info({ err: error }, 'value refused by the database')
    return UNSTORABLE_TEXT.has(dataException)
      ? send(reply, 400, 'INVALID_TEXT', errorDetails.INVALID_TEXT)
      : send(reply, 400, 'VALIDATION_ERROR', errorDetails.VALIDATION_ERROR)
  }

  const status = error.statusCode ?? 500
  if (status === 429) return send(reply, 429, 'TOO_MANY_REQUESTS', errorDetails.TOO_MANY_REQUESTS)
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error')
    return send(
      reply,
      status === 404 ? 404 : 400,
      status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
      errorDetails[status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST'],
    )
  }
  request.log.error(
    {
      err: error,
      method: request.method,
      url: maskRutsInUrl(request.url),
      userId: request.auth?.user.id,
    },
    'request failed',
  )
  return send(reply, 500, 'INTERNAL_ERROR', errorDetails.INTERNAL_ERROR)
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(handleError)
  app.setNotFoundHandler((_request, reply) => send(reply, 404, 'NOT_FOUND', errorDetails.NOT_FOUND))
}

export default fp(errorsPlugin, { name: 'errors' })

// Shapes the OpenAPI document generated from the routes' zod schemas into what a client generated
// from it needs: only /api routes, a stable operationId each, who may call (bearer token, portal
// proof or anyone), the Idempotency-Key header of staff writes, 204 answers without a body, the
// global rate limit's 429 with Retry-After, and `null` allowed where a schema says nullable.
import type { FastifySchema } from 'fastify'
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/contract/common.ts'
import { PORTAL_PROOF_COOKIE } from '#server/credentials/personal-link.ts'

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Request parts a route reads itself instead of through Fastify's validation (the Khipu
     * notification's raw bytes and signature): documented, never validated.
     */
    documentedRequest?: { body?: z.ZodType; headers?: z.ZodType }
  }
}

type JsonObject = Record<string, unknown>

export const securitySchemes = {
  bearerAuth: { type: 'http' as const, scheme: 'bearer', bearerFormat: 'JWT' },
  portalProof: {
    type: 'apiKey' as const,
    in: 'cookie',
    name: PORTAL_PROOF_COOKIE,
    description:
      'Prueba de que quien consulta es el apoderado: la cookie que dejan POST /api/portal/recognize y POST /api/portal/link (30 minutos).',
  },
}

const IDEMPOTENCY_KEY = {
  type: 'string',
  pattern: '^[\\x21-\\x7e]{1,200}$',
  description:
    'Clave de idempotencia (hasta 200 caracteres ASCII visibles): repetir la misma escritura con la misma clave responde el primer resultado (cabecera Idempotent-Replayed); con otro cuerpo, 422; mientras la primera sigue en curso, 409.',
}

const camel = (words: string[]) =>
  words
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('')

/**
 * `GET /api/class_sessions/:id/students` → `getClassSessionsByIdStudents`: readable, stable
 * while the path stays, and unique because method and path are.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-_.]/),
    )
  return camel([method.toLowerCase(), ...words.map((w) => w.replace(/[^A-Za-z0-9]/g, ''))])
}

function withIdempotencyKey(headers: unknown): JsonObject {
  const current = (headers ?? { type: 'object', properties: {} }) as JsonObject
  return {
    ...current,
    properties: {
      ...(current.properties as JsonObject | undefined),
      'Idempotency-Key': IDEMPOTENCY_KEY,
    },
  }
}

/** The `transform` of @fastify/swagger: one route's schema, as it goes into the document. */
export const routeTransform: SwaggerTransform = (input) => {
  const { url, route } = input
  // The built PWA's files and its fallback are no part of the API.
  if (!url.startsWith('/api/') || !input.schema) return { schema: { hide: true }, url }
  const { documentedRequest, ...schema } = input.schema as FastifySchema
  const transformed = jsonSchemaTransform({
    ...input,
    schema: { ...schema, ...documentedRequest },
  } as Parameters<typeof jsonSchemaTransform>[0]).schema as JsonObject
  if (transformed.hide) return { schema: transformed, url }

  const methods = [route.method].flat().filter((method) => method !== 'HEAD')
  if (!transformed.operationId && methods.length === 1) {
    transformed.operationId = operationIdOf(methods[0]!, url)
  }
  const isPublic = route.config?.public === true
  if (isPublic && !transformed.security) transformed.security = []
  // NOTE: only writes through runWrite answer 422 (IDEMPOTENCY_KEY_REUSED), and they read the
  // key of signed-in staff only.
  const responses = (transformed.response ?? {}) as JsonObject
  if (!isPublic && '422' in responses) transformed.headers = withIdempotencyKey(transformed.headers)
  return { schema: transformed, url }
}

const errorBody = z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' }) as JsonObject
delete errorBody.$schema

const TOO_MANY_REQUESTS = {
  description: 'Demasiadas solicitudes: reintentar pasados los segundos de Retry-After',
  headers: {
    'Retry-After': {
      description: 'Segundos que faltan para poder volver a intentar',
      required: true,
      schema: { type: 'integer', minimum: 0 },
    },
  },
  content: { 'application/json': { schema: errorBody } },
}

/** OpenAPI 3.0: `nullable` does not add null to an `enum`; the enum itself must list it. */
function allowNullInNullableEnums(node: unknown): void {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) return node.forEach(allowNullInNullableEnums)
  const object = node as JsonObject
  if (object.nullable === true && Array.isArray(object.enum) && !object.enum.includes(null)) {
    object.enum = [...object.enum, null]
  }
  Object.values(object).forEach(allowNullInNullableEnums)
}

interface OperationObject {
  responses: Record<string, JsonObject>
}

/** The `transformObject` of @fastify/swagger: the whole document, once every route is in. */
export const documentTransform: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject
  const { openapiObject } = document
  const paths = (openapiObject.paths ?? {}) as Record<string, Record<string, OperationObject>>
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      const { responses } = operation
      // The global rate limit (plugins/security.ts) applies to every route.
      responses['429'] = { ...responses['429'], ...TOO_MANY_REQUESTS }
      if (responses['204']) responses['204'] = { description: responses['204'].description }
    }
  }
  allowNullInNullableEnums(paths)
  return {
    ...openapiObject,
    servers: [{ url: '/', description: 'Este mismo servidor' }],
  }
}

// Reads the API's OpenAPI document as a generated client would: lists its operations, makes a
// request value for a schema (bodies, query strings, headers) and checks an answer against the
// operation's documented statuses, content types, required headers and body schemas (ajv).
import { randomUUID } from 'node:crypto'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'

// NOTE: ajv-formats is CommonJS; under Node's ESM loader its function is the `default` export.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule

export type JsonSchema = Record<string, unknown>

interface MediaType {
  schema?: JsonSchema
}
interface ResponseObject {
  content?: Record<string, MediaType>
  headers?: Record<string, { required?: boolean; schema?: JsonSchema }>
}
export interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: JsonSchema
}
export interface Operation {
  operationId?: string
  parameters?: Parameter[]
  requestBody?: { content: Record<string, MediaType> }
  responses: Record<string, ResponseObject>
  security?: Record<string, string[]>[]
}
export interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, JsonSchema>; securitySchemes?: Record<string, unknown> }
  security?: Record<string, string[]>[]
}

export interface DocumentedOperation {
  method: string
  path: string
  operation: Operation
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']

export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method, path, operation })),
  )
}

/** Names a request value after the property or parameter it fills, for values the schema allows. */
export type Hint = (name: string, schema: JsonSchema) => unknown

/**
 * A value the schema accepts, built from its types, formats, enums and limits: what a client
 * generated from the document would send. `hint` supplies real values (ids, RUTs) by name.
 */
export function sampleOf(schema: JsonSchema | undefined, hint: Hint, name = ''): unknown {
  if (!schema) return undefined
  const hinted = hint(name, schema)
  if (hinted !== undefined) return hinted
  if ('const' in schema) return schema.const
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null)
  if ('default' in schema) return schema.default
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (choices) {
    const choice = choices.find((c) => !(Array.isArray(c.enum) && c.enum[0] === null))
    return sampleOf(choice ?? choices[0], hint, name)
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, hint, name)))
  }
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
      const required = (schema.required ?? []) as string[]
      return Object.fromEntries(
        required.map((key) => [key, sampleOf(properties[key], hint, key)] as const),
      )
    }
    case 'array': {
      const count = Math.max(1, Number(schema.minItems ?? 1))
      return Array.from({ length: count }, () => sampleOf(schema.items as JsonSchema, hint, name))
    }
    case 'integer':
    case 'number':
      return Math.max(1, Number(schema.minimum ?? 1))
    case 'boolean':
      return true
    case 'string':
      return stringSample(schema)
    default:
      return null
  }
}

function stringSample(schema: JsonSchema): string {
  switch (schema.format) {
    case 'uuid':
      return randomUUID()
    case 'date':
      return '2020-01-15'
    case 'date-time':
      return new Date().toISOString()
    case 'email':
      return `cliente.${randomUUID().slice(0, 8)}@ejemplo.cl`
    default:
      return 'Texto'.padEnd(Number(schema.minLength ?? 1), 'x')
  }
}

/** Validates answer bodies against the document's schemas (its `$ref`s resolved by ajv). */
export function createBodyChecker(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addFormat('binary', true)
  ajv.addSchema({ $id: 'openapi.json', components: document.components ?? {} })
  const compiled = new Map<JsonSchema, ValidateFunction>()
  const withAbsoluteRefs = (schema: JsonSchema): JsonSchema =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'))
  return (schema: JsonSchema, body: unknown): string | null => {
    let validate = compiled.get(schema)
    if (!validate) compiled.set(schema, (validate = ajv.compile(withAbsoluteRefs(schema))))
    return validate(body) ? null : ajv.errorsText(validate.errors, { dataVar: 'body' })
  }
}

export interface Answer {
  statusCode: number
  headers: Record<string, string | string[] | number | undefined>
  body: string
}

/**
 * What in `answer` the document does not say: an undocumented status, another content type, a
 * body where none is documented (or none where one is), a missing required header, or a body
 * its schema refuses. Null when the answer is as documented.
 */
export function disagreement(
  operation: Operation,
  answer: Answer,
  checkBody: ReturnType<typeof createBodyChecker>,
): string | null {
  const status = String(answer.statusCode)
  const documented =
    operation.responses[status] ??
    operation.responses[`${status[0]}XX`] ??
    operation.responses.default
  if (!documented) {
    const statuses = Object.keys(operation.responses).join(', ')
    return `answered ${status} (${answer.body.slice(0, 120)}), documented: ${statuses}`
  }
  for (const [name, header] of Object.entries(documented.headers ?? {})) {
    if (header.required && answer.headers[name.toLowerCase()] === undefined) {
      return `${status} without its documented ${name} header`
    }
  }
  const contentType = String(answer.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
  const content = documented.content ?? {}
  if (Object.keys(content).length === 0) {
    return answer.body.length === 0
      ? null
      : `${status} has a ${contentType || 'untyped'} body, documented without one`
  }
  const media = content[contentType]
  if (!media) {
    return `${status} is ${contentType || 'untyped'}, documented: ${Object.keys(content).join(', ')}`
  }
  if (!/\bjson$/.test(contentType) || !media.schema) return null
  let body: unknown
  try {
    body = JSON.parse(answer.body)
  } catch {
    return `${status} ${contentType} body is not JSON`
  }
  const refused = checkBody(media.schema, body)
  return refused ? `${status} body: ${refused}` : null
}

// Turns the first zod issue of a rejected request into one Spanish sentence naming the field.
// Custom refinements of the shared schemas already carry a Spanish message; that one is kept.
import type { FastifySchemaValidationError } from 'fastify'
import { errorDetails, fieldErrorDetails as d } from '#shared/i18n/errors.ts'
import { validationMessages } from '#shared/i18n/validation.ts'

type Issue = FastifySchemaValidationError & { params: Record<string, unknown> }

function fieldOf(issue: Issue): string {
  return issue.instancePath.split('/').filter(Boolean).join('.')
}

const catalogued = new Set<string>(Object.values(validationMessages))

function describe(issue: Issue): string {
  const field = fieldOf(issue)
  const params = issue.params
  if (issue.keyword === 'unrecognized_keys') {
    const keys = Array.isArray(params.keys)
      ? params.keys.map((k) => (field ? `${field}.${k}` : k))
      : []
    return d.notAllowed(keys.join("', '"))
  }
  // A whole-body rule (an empty list, a repeated student) keeps its own Spanish message.
  if (!field) return catalogued.has(issue.message ?? '') ? issue.message! : d.invalidBody()
  switch (issue.keyword) {
    case 'invalid_type':
      return /received undefined/.test(issue.message ?? '')
        ? d.required(field)
        : d.invalidType(field)
    case 'too_small':
      if (params.origin === 'string' && params.minimum === 1) return d.required(field)
      return params.origin === 'string' || params.origin === 'array'
        ? d.tooShort(field)
        : d.tooSmall(field)
    case 'too_big':
      return params.origin === 'string' || params.origin === 'array'
        ? d.tooLong(field)
        : d.tooBig(field)
    case 'invalid_value':
      return d.invalidOption(field)
    case 'custom':
      return issue.message && !issue.message.startsWith('Invalid')
        ? issue.message
        : d.invalid(field)
    default:
      return d.invalid(field)
  }
}

export function validationDetail(issues: FastifySchemaValidationError[]): string {
  const first = issues[0] as Issue | undefined
  return first ? describe(first) : errorDetails.VALIDATION_ERROR
}

/** The same sentence for issues of a schema checked in code (a pushed mutation's arguments). */
export function zodIssuesDetail(
  issues: readonly { code: string; path: PropertyKey[]; message: string }[],
): string {
  return validationDetail(
    issues.map(({ code, path, message, ...params }) => ({
      keyword: code,
      instancePath: `/${path.map(String).join('/')}`,
      schemaPath: `#/${path.map(String).join('/')}/${code}`,
      message,
      params,
    })) as FastifySchemaValidationError[],
  )
}

// Error answers the people routes document in OpenAPI, by status.
import { errorBodySchema } from '#shared/contract/common.ts'

export const readErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
}

export const writeErrors = { ...readErrors, 409: errorBodySchema, 422: errorBodySchema }

export const LIST_LABELS = {
  admins: 'administradores',
  students: 'alumnos',
  supporters: 'apoderados',
  teachers: 'profesores',
} as const

// Error answers shared by the groups and class-sessions routes, for their OpenAPI schemas.
import { z } from 'zod'
import { errorBodySchema } from '#shared/contract/common.ts'

export const readErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
}

export const writeErrors = { ...readErrors, 409: errorBodySchema, 422: errorBodySchema }

export const noContent = { 204: z.null(), ...writeErrors }

export const bearer = [{ bearerAuth: [] }]

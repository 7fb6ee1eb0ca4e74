// What every prices and dashboard route shares: admin-only access and the error answers it lists.
import { errorBodySchema } from '#shared/contract/common.ts'

export const adminErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
}

/** Write routes also answer 409 (Idempotency-Key in flight, tier overlap) and 422 (key reused). */
export const writeErrors = {
  ...adminErrors,
  409: errorBodySchema,
  422: errorBodySchema,
}

export const bearerAuth = [{ bearerAuth: [] }]

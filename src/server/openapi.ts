// What the OpenAPI document says about failures and sign-in, in one place for every route file:
// the error answers by status (all with the one `{detail, code}` body), the staff bearer token,
// the guardian's portal proof cookie and file answers (xlsx, PDF).
import { Readable } from 'node:stream'
import { z } from 'zod'
import { errorBodySchema } from '#shared/contract/common.ts'

/** The security entry of a route that needs a staff access token (the `bearerAuth` scheme). */
export const bearerAuth = [{ bearerAuth: [] }]

/** The security entry of a portal route that answers only the recognised guardian (the cookie). */
export const portalProof = [{ portalProof: [] }]

/** A public portal route that shows more to the recognised guardian (names, receipts). */
export const portalProofOptional: Record<string, string[]>[] = [{}, { portalProof: [] }]

/** The bytes of a file answer: sent as they are (a Buffer or a stream), never serialized. */
const fileBytes = z
  .custom<Buffer | Readable>((value) => Buffer.isBuffer(value) || value instanceof Readable)
  .meta({ type: 'string', format: 'binary' })

/** A 200 whose body is a file of `type` (a PDF, a spreadsheet), not JSON. */
export function fileAnswer(type: string, description: string) {
  return { description, content: { [type]: { schema: fileBytes } } }
}

/** Staff reads of a collection: bad input, not signed in, not allowed. */
export const adminErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
}

/** Writes also answer 409 (Idempotency-Key in flight, a conflict) and 422 (key reused). */
export const writeErrors = { ...adminErrors, 409: errorBodySchema, 422: errorBodySchema }

/** Reads of one record: also 404. */
export const readErrors = { ...adminErrors, 404: errorBodySchema }

/** Writes on one record: 404, 409 and 422. */
export const recordWriteErrors = { ...readErrors, 409: errorBodySchema, 422: errorBodySchema }

/** A write that answers 204 with no body. */
export const noContent = { 204: z.null(), ...recordWriteErrors }

/** The error answers of a route with its own set of failure statuses (public routes, sign-in). */
export function errorAnswers<const S extends number>(
  ...statuses: S[]
): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >
}

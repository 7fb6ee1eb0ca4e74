// The family's rights over its data (Ley 21.719): the requests a recognised guardian makes from
// the portal and the admins' queue that answers them, and the export of everything the school
// holds about a family (JSON, also rendered as a PDF).
import { z } from 'zod'
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES } from '../data-requests.ts'
import { dataRequestMessages as m } from '../i18n/privacy.ts'
import { dateTimeSchema, idSchema, textSchema } from './common.ts'

export const dataRequestKindSchema = z.enum(DATA_REQUEST_KINDS, { error: m.kindRequired })
export const dataRequestStatusSchema = z.enum(DATA_REQUEST_STATUSES)

/** Kinds that mean nothing without the guardian saying what: which data, which use. */
const NEEDS_DETAILS = new Set(['rectification', 'opposition'])

/** POST /privacy/my-requests (recognised guardian). */
export const dataRequestBodySchema = z
  .strictObject({
    kind: dataRequestKindSchema,
    details: textSchema({ max: 2000, multiline: true }).default(''),
  })
  .refine((body) => !NEEDS_DETAILS.has(body.kind) || body.details !== '', {
    error: m.detailsRequired,
    path: ['details'],
  })
export type DataRequestBody = z.input<typeof dataRequestBodySchema>

/** A request as the guardian who made it sees it. */
export const familyDataRequestSchema = z.object({
  id: idSchema,
  kind: dataRequestKindSchema,
  details: z.string(),
  status: dataRequestStatusSchema,
  /** The day the school received it, in Santiago. */
  received_on: z.string(),
  /** The legal deadline to answer (30 días corridos; 60 once extended). */
  due_on: z.string(),
  /** Why the school took the one extension the law allows, or null when it did not. */
  extension_reason: z.string().nullable(),
  answer: z.string().nullable(),
  resolved_at: z.string().nullable(),
})
export type FamilyDataRequest = z.infer<typeof familyDataRequestSchema>

/** A request in the admins' queue: with the family it comes from and who answered it. */
export const dataRequestSchema = familyDataRequestSchema.extend({
  guardian: z.object({
    id: idSchema,
    name: z.string(),
    last_name: z.string(),
    rut: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  resolved_by: z.object({ name: z.string(), last_name: z.string() }).nullable(),
})
export type DataRequest = z.infer<typeof dataRequestSchema>

/** POST /privacy/requests/{id}/answer (admins): the answer the guardian reads, done or rejected. */
export const dataRequestAnswerBodySchema = z.strictObject({
  status: z.enum(['done', 'rejected'], { error: m.statusRequired }),
  answer: textSchema({ max: 4000, multiline: true, required: m.answerRequired }),
})
export type DataRequestAnswerBody = z.infer<typeof dataRequestAnswerBodySchema>

/** POST /privacy/requests/{id}/extend (admins): the one extension, with why, told to the guardian. */
export const dataRequestExtendBodySchema = z.strictObject({
  reason: textSchema({ max: 2000, multiline: true, required: m.extensionReasonRequired }),
})
export type DataRequestExtendBody = z.infer<typeof dataRequestExtendBodySchema>

export const openDataRequestsSchema = z.object({
  open: z.number().int(),
  overdue: z.number().int(),
})
export type OpenDataRequests = z.infer<typeof openDataRequestsSchema>

/** One value of an exported row: what JSON holds. */
const exportValue: z.ZodType<unknown> = z.unknown()

/** Everything the school holds about a family, machine-readable (portability). */
export const familyExportSchema = z.object({
  format: z.literal('escuela-mtb/datos-familia/1'),
  generated_at: dateTimeSchema,
  school: z.object({ name: z.string() }),
  guardian: z.object({ name: z.string(), last_name: z.string(), rut: z.string().nullable() }),
  sections: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      rows: z.array(z.record(z.string(), exportValue)),
    }),
  ),
  not_included: z.array(z.string()),
})
export type FamilyExport = z.infer<typeof familyExportSchema>

// The school's SII documents as admins see them ('Boletas'): each boleta and nota de crédito with
// its state, the month's list, a retry of a refused one, and the month's sales book.
import { z } from 'zod'
import { validationMessages as m } from '../i18n/validation.ts'
import { BOLETA_STATES, BOLETA_TYPES } from '../boleta-totals.ts'
import { billingPeriodSchema, dateTimeSchema, idSchema } from './common.ts'

export { BOLETA_STATES, BOLETA_TYPES, type BoletaState } from '../boleta-totals.ts'

/** A receipt's boleta as the guardian sees it (portal.ts, portal-schemas.ts). */
export const receiptBoletaSchema = z
  .object({
    type: z.union(BOLETA_TYPES.map((type) => z.literal(type))),
    folio: z.number().int().nullable(),
    state: z.enum(BOLETA_STATES),
    /** Whether GET /portal/receipts/{id}/boleta answers the provider's PDF. */
    has_pdf: z.boolean(),
  })
  .nullable()

/** GET /boletas?month=YYYY-MM (admins): the documents of a month, newest first. */
export const boletasQuerySchema = z.object({ month: billingPeriodSchema })
export type BoletasQuery = z.infer<typeof boletasQuerySchema>

/** GET /boletas/book?month=YYYY-MM&format=csv|xlsx (admins): the month's sales book. */
export const boletasBookQuerySchema = boletasQuerySchema.extend({
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
})

export const boletaSchema = z.object({
  id: idSchema,
  type: z.union(BOLETA_TYPES.map((type) => z.literal(type))),
  state: z.enum(BOLETA_STATES),
  folio: z.number().int().nullable(),
  /** 'YYYY-MM-DD' in Santiago. */
  issue_date: z.string(),
  receiver_rut: z.string(),
  receiver_name: z.string(),
  /** MntExe, MntNeto, IVA and MntTotal, whole pesos. */
  exempt: z.number().int(),
  net: z.number().int(),
  iva: z.number().int(),
  total: z.number().int(),
  /** How the money came: Khipu, cash or a bank transfer recorded by hand. */
  payment: z.enum(['khipu', 'cash', 'transfer']),
  /** The provider's reason when it refused the document, or the last failure while retrying. */
  last_error: z.string().nullable(),
  attempts: z.number().int(),
  /** A nota de crédito's boleta folio; a boleta's nota de crédito folio (when issued). */
  credits_folio: z.number().int().nullable(),
  credited_by_folio: z.number().int().nullable(),
  has_pdf: z.boolean(),
  /** Recorded by an admin as issued elsewhere (its folio typed in): no PDF here. */
  issued_outside: z.boolean(),
  created_at: dateTimeSchema,
})
export type Boleta = z.infer<typeof boletaSchema>

/**
 * POST /boletas/{id}/issued-outside (admins): a document 'por emitir' or 'con error' that the school
 * issued elsewhere (the SII's own site, another provider), recorded with its folio; never sent.
 */
export const boletaOutsideBodySchema = z.strictObject({
  folio: z
    .number({ error: m.folioInvalid })
    .int({ error: m.folioInvalid })
    .positive({ error: m.folioInvalid })
    .max(999_999_999, { error: m.folioInvalid }),
})
export type BoletaOutsideBody = z.input<typeof boletaOutsideBodySchema>

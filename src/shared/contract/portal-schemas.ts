// The guardians' portal's answers (and the payment request it keeps in sessionStorage) as valibot
// schemas: the same shapes as the contract's zod ones in common.ts, invoices.ts and portal.ts, in
// valibot because its functions tree-shake to what the portal uses and zod's would not fit the
// portal's 100 KB script budget. portal-schemas.test.ts checks that both accept the same answers
// and read them alike, so the two cannot drift apart.
import {
  array,
  boolean,
  check,
  literal,
  maxLength,
  minLength,
  minValue,
  nullable,
  number,
  object,
  optional,
  picklist,
  pipe,
  regex,
  safeInteger,
  strictObject,
  string,
  transform,
  trim,
  url,
} from 'valibot'
import {
  COBRO_OUTCOMES,
  INVOICE_STATUSES,
  MAX_INVOICES_PER_PAYMENT,
  PAYMENT_STATUSES,
} from '../invoice-rules.ts'
import { BOLETA_STATES, BOLETA_TYPES } from '../boleta-totals.ts'
import { isValidRut } from '../rut.ts'
import { isCalendarDate, isSchoolPeriod } from '../santiago-clock.ts'

/**
 * common.ts idSchema (zod's uuid): an RFC 9562 UUID of versions 1 to 8 in either case, or the
 * all-zero and all-f ones in lower case.
 */
const UUID =
  /^(?:[\dA-Fa-f]{8}-[\dA-Fa-f]{4}-[1-8][\dA-Fa-f]{3}-[89ABab][\dA-Fa-f]{3}-[\dA-Fa-f]{12}|0{8}(?:-0{4}){3}-0{12}|f{8}(?:-f{4}){3}-f{12})$/
/** common.ts dateTimeSchema: a real day, 'T', seconds (fraction optional), 'Z' or an offset. */
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/

export const id = pipe(string(), regex(UUID))
export const int = pipe(number(), safeInteger())
const trimmed = pipe(string(), trim())
/** common.ts billingPeriodSchema: 'YYYY-MM' in 2000–2100. */
const billingPeriod = pipe(trimmed, check(isSchoolPeriod))
export const dateTime = pipe(
  trimmed,
  check((value) => isCalendarDate(DATE_TIME.exec(value)?.[1] ?? '')),
)
/** zod's url: what the URL parser takes, trimmed, its tabs and line breaks dropped as the parser does. */
const webAddress = pipe(
  trimmed,
  url(),
  transform((value) => value.replace(/[\t\n\r]/g, '')),
)
const lineItem = object({ description: string(), amount: int, exempt: optional(boolean()) })

/** Every error the API answers (common.ts errorBodySchema). */
export const errorAnswer = object({ detail: string(), code: string() })

/** GET /portal/invoices/{rut} (invoices.ts portalInvoiceSchema, as a list). */
export const portalInvoicesAnswer = array(
  object({
    id,
    billing_period: billingPeriod,
    status: picklist(INVOICE_STATUSES),
    student_rut_masked: nullable(string()),
    line_items: array(lineItem),
    total_amount: int,
    student_label: nullable(string()),
    receipt_id: nullable(id),
    payable: boolean(),
  }),
)

/** GET /portal/invoices/{id}/payments (invoices.ts paymentAttemptSchema, as a list). */
export const paymentAttemptsAnswer = array(
  object({
    amount: int,
    payment_status: picklist(PAYMENT_STATUSES),
    updated_at: dateTime,
    notes: nullable(string()),
    payment_amount: int,
    invoice_count: int,
    cobros: array(
      object({
        billing_period: billingPeriod,
        amount: int,
        outcome: picklist(COBRO_OUTCOMES),
        student_label: nullable(string()),
        student_rut_masked: nullable(string()),
      }),
    ),
  }),
)

/** POST /portal/payments (invoices.ts paymentResponseSchema). */
export const paymentStartedAnswer = object({ simplified_transfer_url: webAddress })

/** GET /portal/availability (invoices.ts paymentAvailabilitySchema). */
export const paymentAvailabilityAnswer = object({ online: boolean() })

/** POST /portal/recognize (portal.ts recognitionSchema). */
export const recognitionAnswer = object({ recognized: boolean() })

/** POST /portal/link (portal.ts personalLinkAnswerSchema). */
export const personalLinkAnswer = object({ rut: string() })

/** GET /portal/receipts/{id} (portal.ts receiptSchema). */
export const receiptAnswer = object({
  id,
  school: object({
    name: string(),
    phone: nullable(string()),
    email: nullable(string()),
  }),
  payer: object({ name: string(), rut: string() }),
  khipu_payment_id: string(),
  paid_at: dateTime,
  amount: int,
  invoices: array(
    object({
      billing_period: string(),
      student: string(),
      amount: int,
      line_items: array(lineItem),
    }),
  ),
  boleta: nullable(
    object({
      type: picklist(BOLETA_TYPES),
      folio: nullable(int),
      state: picklist(BOLETA_STATES),
      has_pdf: boolean(),
    }),
  ),
})

/** GET /portal/consents, as the invoices page's notice reads it: how many answers are missing. */
export const consentsPendingAnswer = object({ pending: int })

/**
 * The payment request the portal keeps in sessionStorage to retry a failed payment: what the page
 * sends (invoices.ts paymentRequestBodySchema without the ignored `subject`). Anything else read
 * back (an older page's shape, an edited value) is not offered again.
 */
export const storedPaymentRequest = pipe(
  strictObject({
    invoice_id: optional(id),
    invoice_ids: optional(
      pipe(
        array(id),
        minLength(1),
        maxLength(MAX_INVOICES_PER_PAYMENT),
        check((ids) => new Set(ids).size === ids.length),
      ),
    ),
    amount: pipe(int, minValue(1)),
    currency: literal('CLP'),
    payer_rut: pipe(trimmed, check(isValidRut)),
  }),
  check((body) => (body.invoice_id === undefined) !== (body.invoice_ids === undefined)),
)

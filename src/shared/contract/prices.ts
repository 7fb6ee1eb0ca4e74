// Price lists (tarifas): price per class type, transport price, service fee and discount tiers.
// All prices are CLP; the service fee and discount percentages may carry decimals.
import { z } from 'zod'
import { validationMessages as m } from '../i18n/validation.ts'
import { classTypeSchema } from './class-sessions.ts'
import { isoDateSchema } from './common.ts'

const MAX_PRICE = 10_000_000
/** More classes than any month can hold; keeps the number inside the database's integer. */
const MAX_CLASSES = 1_000

/**
 * A number held to [min, max] (and to whole numbers when `integer`). Out-of-range values fail one
 * refinement carrying `error`, so the API answers that same Spanish sentence the form shows; a
 * missing or non-numeric value still gets the API's "required" / "wrong type" detail naming the
 * field. The metadata keeps the bounds in the published OpenAPI document.
 */
function boundedNumber(bounds: { min: number; max: number; integer: boolean; error: string }) {
  const { min, max, integer, error } = bounds
  return z
    .number({ error: (issue) => (issue.input === undefined ? undefined : error) })
    .refine((n) => (!integer || Number.isInteger(n)) && n >= min && n <= max, { error })
    .meta({ type: integer ? 'integer' : 'number', minimum: min, maximum: max })
}

const pesosSchema = boundedNumber({ min: 0, max: MAX_PRICE, integer: true, error: m.priceInvalid })

/**
 * A price sent as a query parameter ('?price=5000'), where everything arrives as text. One
 * refinement, so every malformed value ('', 'abc', '-5', '10.5' for whole pesos) answers `error`.
 */
function numericQuery(error: string, integer: boolean) {
  const shape = integer ? /^\d+$/ : /^\d+(?:\.\d+)?$/
  return z
    .string()
    .refine((text) => shape.test(text.trim()) && Number(text) <= MAX_PRICE, { error })
    .transform((text) => Number(text.trim()))
}

/**
 * 'Vigente desde': the day 'YYYY-MM-DD' a price applies from, until the next entry of its
 * history. Optional on every write; the server then uses the 1st of next month (in Santiago).
 * A past day corrects what bills from then on (pending invoices change at the next billing run).
 */
export const validFromSchema = isoDateSchema.meta({
  format: 'date',
  description: 'Vigente desde (YYYY-MM-DD); por omisión, el 1 del mes siguiente.',
})
const validFromInput = { valid_from: validFromSchema.optional() }
/** The day an answered price applies from; null while there is none. */
const validFromOutput = z.string().nullable()

/**
 * Exento de IVA: whether the line a price bills is exempt (boleta exenta) or afecto (IVA included).
 * Dated like the price: a change of the flag is a new entry from its `valid_from`.
 */
export const exemptSchema = z.boolean().meta({
  description: 'Exento de IVA (true) o afecto, IVA incluido (false).',
})
/**
 * On a write `exempt` is optional, so older clients keep working: the server then keeps the flag
 * in force on `valid_from`, or the price's default (classes exento; transport and fee afecto).
 */
const exemptInput = { exempt: exemptSchema.optional() }
/** `exempt` sent as a query parameter: 'true' or 'false' (anything else answers the sentence). */
const exemptQuery = {
  exempt: z
    .string()
    .meta({ enum: ['true', 'false'], description: 'Exento de IVA (true) o afecto (false).' })
    .refine((text) => text === 'true' || text === 'false', { error: m.exemptInvalid })
    .transform((text) => text === 'true')
    .optional(),
}

/** Whether a price is exempt when nothing says otherwise (a class exento; transport, fee afecto). */
export const DEFAULT_EXEMPT = {
  class_price: true,
  group_price: true,
  transport_price: false,
  service_fee: false,
} as const

/** The row POST /prices/class_prices saves and answers. */
export const classPriceSchema = z.object({
  class_type: classTypeSchema,
  price: pesosSchema,
  exempt: exemptSchema,
  valid_from: z.string(),
})
export type ClassPrice = Omit<z.infer<typeof classPriceSchema>, 'valid_from'>
export const classPriceBodySchema = z.strictObject({
  class_type: classTypeSchema,
  price: pesosSchema,
  ...exemptInput,
  ...validFromInput,
})
export type ClassPriceBody = z.input<typeof classPriceBodySchema>

/**
 * GET /prices/class_prices rows, the prices in force today: always `group` and `one_to_one`
 * (price null until one is in force), and `other` (Paseo) only once priced, since it is billed
 * only then. Scheduled changes and the past are in GET /prices/history.
 */
export const classPriceRowSchema = z.object({
  class_type: classTypeSchema,
  price: z.number().int().min(0).nullable(),
  /** The flag in force today; the default (exento) while there is no price. */
  exempt: exemptSchema,
  valid_from: validFromOutput,
})
export type ClassPriceRow = z.infer<typeof classPriceRowSchema>

/** What the transport price and the service fee answer and take besides their amount. */
const singlePriceAnswer = { exempt: exemptSchema, valid_from: validFromOutput }
const singlePriceQuery = { ...exemptQuery, ...validFromInput }

/**
 * GET (in force today) and POST (saved) /prices/transport_price; `price` null while none (then
 * `exempt` is the default, afecto).
 */
export const transportPriceSchema = z.object({
  price: z.number().int().min(0).nullable(),
  ...singlePriceAnswer,
})
export type TransportPrice = z.infer<typeof transportPriceSchema>
/** POST /prices/transport_price?price={n}&exempt={true|false}&valid_from={day}: whole pesos. */
export const transportPriceQuerySchema = z.object({
  price: numericQuery(m.priceInvalid, true),
  ...singlePriceQuery,
})

/**
 * GET (in force today) and POST (saved) /prices/service_fee; `fee_amount` null while none.
 * Stored to the centavo (1500.555 is kept as 1500.56); billing rounds it once per invoice.
 */
export const serviceFeeSchema = z.object({
  fee_amount: z.number().min(0).nullable(),
  ...singlePriceAnswer,
})
export type ServiceFee = z.infer<typeof serviceFeeSchema>
/** POST /prices/service_fee?fee_amount={n}&exempt=&valid_from=: may have decimals ('1500.5'). */
export const serviceFeeQuerySchema = z.object({
  fee_amount: numericQuery(m.priceInvalid, false),
  ...singlePriceQuery,
})

const classCount = boundedNumber({
  min: 0,
  max: MAX_CLASSES,
  integer: true,
  error: m.tierClassesInvalid,
})

const tierFields = {
  min_classes: classCount,
  max_classes: classCount,
  /** Stored to hundredths (12.345 is kept as 12.35). */
  discount_percentage: boundedNumber({
    min: 0,
    max: 100,
    integer: false,
    error: m.discountInvalid,
  }),
}

/**
 * A tier: applies when min_classes <= classes in the month <= max_classes. The tiers sharing a
 * `valid_from` are one set, in force as a whole until the next set; GET /prices/discount_tiers
 * lists the set in force today.
 */
export const discountTierSchema = z.object({ id: z.uuid(), ...tierFields, valid_from: z.string() })
export type DiscountTier = z.infer<typeof discountTierSchema>

const rangeIsOrdered = (t: { min_classes?: number; max_classes?: number }) =>
  t.min_classes === undefined || t.max_classes === undefined || t.min_classes <= t.max_classes

/**
 * POST /prices/discount_tiers creates a tier (updating one is PATCH /prices/discount_tiers/{id}).
 * Overlap with other tiers is checked by the server (409).
 */
export const discountTierBodySchema = z
  .strictObject({ ...tierFields, ...validFromInput })
  .refine(rangeIsOrdered, { error: m.tierRangeInvalid, path: ['max_classes'] })
export type DiscountTierBody = z.input<typeof discountTierBodySchema>

/**
 * PATCH /prices/discount_tiers/{id}: one or more of the fields, applying from `valid_from`
 * (that date's set is written, copied from the set then in force when there is none); the
 * server checks the merged tier (nothing to change or min > max: 400, overlap: 409).
 */
export const discountTierPatchSchema = z
  .strictObject({ ...z.object(tierFields).partial().shape, ...validFromInput })
  .refine(rangeIsOrdered, { error: m.tierRangeInvalid, path: ['max_classes'] })
export type DiscountTierPatch = z.input<typeof discountTierPatchSchema>

/** DELETE /prices/discount_tiers/{id}?valid_from={day}: from when the tier no longer applies. */
export const discountTierDeleteQuerySchema = z.object(validFromInput)

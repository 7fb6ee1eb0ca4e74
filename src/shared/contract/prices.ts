// Price lists (tarifas): price per class type, transport price, service fee and discount tiers.
// All prices are CLP; the service fee and discount percentages may carry decimals.
import { z } from 'zod'
import { validationMessages as m } from '../i18n/validation.ts'
import { classTypeSchema } from './class-sessions.ts'

const MAX_PRICE = 10_000_000

const pesosSchema = z
  .number({ error: m.priceInvalid })
  .int({ error: m.priceInvalid })
  .min(0, { error: m.priceInvalid })
  .max(MAX_PRICE, { error: m.priceInvalid })

/** A price sent as a query parameter ('?price=5000'), where everything arrives as text. */
function numericQuery(error: string, integer: boolean) {
  const shape = integer ? /^\d+$/ : /^\d+(?:\.\d+)?$/
  return z
    .string()
    .trim()
    .regex(shape, { error })
    .transform(Number)
    .pipe(z.number().max(MAX_PRICE, { error }))
}

/** GET /prices/class_prices rows and the POST body. `other` (Paseo) is billed only when priced. */
export const classPriceSchema = z.object({ class_type: classTypeSchema, price: pesosSchema })
export type ClassPrice = z.infer<typeof classPriceSchema>
export const classPriceBodySchema = z.strictObject(classPriceSchema.shape)
export type ClassPriceBody = z.input<typeof classPriceBodySchema>

/** GET /prices/transport_price */
export const transportPriceSchema = z.object({ price: z.number().int().min(0) })
export type TransportPrice = z.infer<typeof transportPriceSchema>
/** POST /prices/transport_price?price={n}: whole pesos. */
export const transportPriceQuerySchema = z.object({ price: numericQuery(m.priceInvalid, true) })

/** GET /prices/service_fee. Billing rounds it to the peso once per invoice. */
export const serviceFeeSchema = z.object({ fee_amount: z.number().min(0) })
export type ServiceFee = z.infer<typeof serviceFeeSchema>
/** POST /prices/service_fee?fee_amount={n}: may have decimals ('1500.5'). */
export const serviceFeeQuerySchema = z.object({
  fee_amount: numericQuery(m.priceInvalid, false),
})

const tierFields = {
  min_classes: z.number({ error: m.discountInvalid }).int({ error: m.discountInvalid }).min(0),
  max_classes: z.number({ error: m.discountInvalid }).int({ error: m.discountInvalid }).min(0),
  discount_percentage: z
    .number({ error: m.discountInvalid })
    .min(0, { error: m.discountInvalid })
    .max(100, { error: m.discountInvalid }),
}

/** GET /prices/discount_tiers rows: applies when min_classes <= classes in the month <= max_classes. */
export const discountTierSchema = z.object({ id: z.uuid(), ...tierFields })
export type DiscountTier = z.infer<typeof discountTierSchema>

/**
 * POST /prices/discount_tiers. With `id` it updates that tier (the 'Guardar' button of a row),
 * without it creates one. Overlap with other tiers is checked by the server.
 */
export const discountTierBodySchema = z
  .strictObject({ id: z.uuid().optional(), ...tierFields })
  .refine((t) => t.min_classes <= t.max_classes, {
    error: m.tierRangeInvalid,
    path: ['max_classes'],
  })
export type DiscountTierBody = z.input<typeof discountTierBodySchema>

// GET /prices/history: every price with the day it applies from — past, in force and scheduled —
// so the Tarifas screen can show each price's current value, its scheduled change and history.
import { z } from 'zod'
import { classTypeSchema } from './class-sessions.ts'
import { discountTierSchema, exemptSchema } from './prices.ts'

const validFrom = z.string().meta({ format: 'date', description: 'Vigente desde (YYYY-MM-DD)' })

/** Each list newest `valid_from` first; tiers sharing a `valid_from` are one set. */
export const priceHistorySchema = z.object({
  class_prices: z.array(
    z.object({
      class_type: classTypeSchema,
      price: z.number().int(),
      exempt: exemptSchema,
      valid_from: validFrom,
    }),
  ),
  transport_price: z.array(
    z.object({ price: z.number().int(), exempt: exemptSchema, valid_from: validFrom }),
  ),
  service_fee: z.array(
    z.object({ fee_amount: z.number(), exempt: exemptSchema, valid_from: validFrom }),
  ),
  discount_tiers: z.array(discountTierSchema),
})
export type PriceHistoryBody = z.infer<typeof priceHistorySchema>

// Every price's history in one answer: the Tarifas screen's lists and what billing reads.
import { asc, desc } from 'drizzle-orm'
import type { PriceHistoryBody } from '#shared/contract/prices-history.ts'
import type { Db } from '#server/db/client.ts'
import { classPrices, discountTiers, serviceFee, transportPrice } from '#server/db/schema.ts'
import { classPriceEntry } from './class-prices-data.ts'
import { datedColumns } from './single-price-data.ts'

/** Every price's whole history (past, in force and scheduled), newest `valid_from` first. */
export async function loadPriceHistory(db: Db): Promise<PriceHistoryBody> {
  const class_prices = await db
    .select(classPriceEntry)
    .from(classPrices)
    .orderBy(desc(classPrices.valid_from), asc(classPrices.class_type))
  const transport_price = await db
    .select({ price: transportPrice.price, ...datedColumns(transportPrice) })
    .from(transportPrice)
    .orderBy(desc(transportPrice.valid_from))
  const service_fee = await db
    .select({ fee_amount: serviceFee.fee_amount, ...datedColumns(serviceFee) })
    .from(serviceFee)
    .orderBy(desc(serviceFee.valid_from))
  const discount_tiers = await db
    .select({
      id: discountTiers.id,
      min_classes: discountTiers.min_classes,
      max_classes: discountTiers.max_classes,
      discount_percentage: discountTiers.discount_percentage,
      valid_from: discountTiers.valid_from,
    })
    .from(discountTiers)
    .orderBy(
      desc(discountTiers.valid_from),
      asc(discountTiers.min_classes),
      asc(discountTiers.max_classes),
    )
  return { class_prices, transport_price, service_fee, discount_tiers }
}

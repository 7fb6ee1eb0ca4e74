// Prices with effective dates (vigente desde): which entry of a price's history is in force on a
// day, which prices bill a month, and the date a change applies from when none is given.
//
// NOTE: a month is billed with the prices in force on its LAST day. So a change dated the 1st of
// next month (the default) leaves the current and past months alone, while a correction dated
// today applies to the month still open; the service fee and discount tiers are per month anyway.
import { currentBillingPeriod } from '../dates.ts'
import type { ClassType } from '../contract/class-sessions.ts'
import { DEFAULT_EXEMPT } from '../contract/prices.ts'
import type { PriceList } from './compute-invoice.ts'
import type { TierRange } from './discount-tiers.ts'

/** The date rows saved before prices had dates carry: in force since before any record. */
export const EARLIEST_VALID_FROM = '2000-01-01'

/** Anything in force from a day 'YYYY-MM-DD' until the next entry of its history. */
export interface Dated {
  valid_from: string
}

/**
 * The entry of `history` in force on `day` ('YYYY-MM-DD'): the one with the latest `valid_from`
 * on or before it, or null when the history starts later. Order of `history` does not matter.
 */
export function priceInForce<T extends Dated>(history: readonly T[], day: string): T | null {
  let found: T | null = null
  for (const entry of history) {
    if (entry.valid_from <= day && (!found || entry.valid_from > found.valid_from)) found = entry
  }
  return found
}

/** The entries that start after `day`, soonest first: the scheduled changes. */
export function scheduledAfter<T extends Dated>(history: readonly T[], day: string): T[] {
  return history
    .filter((entry) => entry.valid_from > day)
    .sort((a, b) => (a.valid_from < b.valid_from ? -1 : a.valid_from > b.valid_from ? 1 : 0))
}

/** The last day 'YYYY-MM-DD' of a billing period 'YYYY-MM': the day its prices are taken from. */
export function pricingDay(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${period}-${String(last).padStart(2, '0')}`
}

/** The 1st of the month after the current one in Santiago: where a price change applies from. */
export function defaultValidFrom(now: Date = new Date()): string {
  const [year, month] = currentBillingPeriod(now).split('-').map(Number) as [number, number]
  const next = month === 12 ? [year + 1, 1] : [year, month + 1]
  return `${String(next[0]).padStart(4, '0')}-${String(next[1]).padStart(2, '0')}-01`
}

/** Every price's history, as stored; `exempt` absent: the price's default (DEFAULT_EXEMPT). */
export interface PriceHistory {
  class_prices: readonly (Dated & { class_type: ClassType; price: number; exempt?: boolean })[]
  transport_price: readonly (Dated & { price: number; exempt?: boolean })[]
  service_fee: readonly (Dated & { fee_amount: number; exempt?: boolean })[]
  /** Tiers sharing a `valid_from` form one set, in force as a whole. */
  discount_tiers: readonly (Dated & TierRange)[]
}

/** The tiers of the set in force on `day` (empty when none is). */
export function tiersInForce<T extends Dated>(tiers: readonly T[], day: string): T[] {
  const set = priceInForce(tiers, day)
  return set ? tiers.filter((tier) => tier.valid_from === set.valid_from) : []
}

/** The price list that bills `period` ('YYYY-MM'): every price as in force on its last day. */
export function priceListFor(period: string, history: PriceHistory): PriceList {
  const day = pricingDay(period)
  const types = [...new Set(history.class_prices.map((row) => row.class_type))]
  const class_prices = types.flatMap((class_type) => {
    const row = priceInForce(
      history.class_prices.filter((entry) => entry.class_type === class_type),
      day,
    )
    if (!row) return []
    return [{ class_type, price: row.price, exempt: row.exempt ?? DEFAULT_EXEMPT.class_price }]
  })
  const transport = priceInForce(history.transport_price, day)
  const fee = priceInForce(history.service_fee, day)
  return {
    class_prices,
    transport_price: transport?.price ?? null,
    transport_exempt: transport?.exempt ?? DEFAULT_EXEMPT.transport_price,
    service_fee: fee?.fee_amount ?? null,
    service_fee_exempt: fee?.exempt ?? DEFAULT_EXEMPT.service_fee,
    discount_tiers: tiersInForce(history.discount_tiers, day).map(
      ({ min_classes, max_classes, discount_percentage }) => ({
        min_classes,
        max_classes,
        discount_percentage,
      }),
    ),
  }
}

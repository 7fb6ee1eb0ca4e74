import { describe, expect, it } from 'vitest'
import {
  defaultValidFrom,
  priceInForce,
  priceListFor,
  pricingDay,
  scheduledAfter,
  tiersInForce,
  type PriceHistory,
} from './price-in-force.ts'

const history = [
  { price: 12_000, valid_from: '2026-12-01' },
  { price: 10_000, valid_from: '2000-01-01' },
  { price: 11_000, valid_from: '2026-11-15' },
]

describe('priceInForce', () => {
  it('takes the entry with the latest valid_from on or before the day, whatever the order', () => {
    expect(priceInForce(history, '2026-11-14')?.price).toBe(10_000)
    expect(priceInForce(history, '2026-11-15')?.price).toBe(11_000)
    expect(priceInForce(history, '2026-11-30')?.price).toBe(11_000)
    expect(priceInForce(history, '2026-12-01')?.price).toBe(12_000)
    expect(priceInForce([...history].reverse(), '2026-11-20')?.price).toBe(11_000)
  })

  it('is null before the first entry and for an empty history', () => {
    expect(priceInForce(history, '1999-12-31')).toBeNull()
    expect(priceInForce([], '2026-11-01')).toBeNull()
  })

  it('lists the scheduled changes after a day, soonest first', () => {
    expect(scheduledAfter(history, '2026-11-10').map((e) => e.price)).toEqual([11_000, 12_000])
    expect(scheduledAfter(history, '2026-12-01')).toEqual([])
  })
})

describe('the day a change applies from and the day a month is priced on', () => {
  it('defaults to the 1st of next month in Santiago, across the year end', () => {
    expect(defaultValidFrom(new Date('2026-11-22T12:00:00Z'))).toBe('2026-12-01')
    expect(defaultValidFrom(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01')
    // 1 a.m. UTC on Dec 1st is still November 30th in Santiago.
    expect(defaultValidFrom(new Date('2026-12-01T01:00:00Z'))).toBe('2026-12-01')
  })

  it('prices a month on its last day', () => {
    expect(pricingDay('2026-02')).toBe('2026-02-28')
    expect(pricingDay('2028-02')).toBe('2028-02-29')
    expect(pricingDay('2026-10')).toBe('2026-10-31')
  })
})

describe('priceListFor', () => {
  const prices: PriceHistory = {
    class_prices: [
      { class_type: 'group', price: 10_000, valid_from: '2000-01-01' },
      { class_type: 'group', price: 11_000, valid_from: '2026-11-01' },
      { class_type: 'one_to_one', price: 25_000, valid_from: '2000-01-01' },
      { class_type: 'other', price: 8_000, exempt: false, valid_from: '2026-11-10' },
    ],
    // A row without the flag takes its default (afecto); the accountant made it exento from Nov.
    transport_price: [
      { price: 3_000, valid_from: '2000-01-01' },
      { price: 3_500, exempt: true, valid_from: '2026-11-01' },
    ],
    service_fee: [{ fee_amount: 500, valid_from: '2026-11-30' }],
    discount_tiers: [
      { min_classes: 4, max_classes: 10, discount_percentage: 10, valid_from: '2000-01-01' },
      { min_classes: 11, max_classes: 99, discount_percentage: 15, valid_from: '2000-01-01' },
      { min_classes: 4, max_classes: 99, discount_percentage: 5, valid_from: '2026-11-01' },
    ],
  }

  it('bills October at the prices in force on October 31st, ignoring a November change', () => {
    expect(priceListFor('2026-10', prices)).toEqual({
      class_prices: [
        { class_type: 'group', price: 10_000, exempt: true },
        { class_type: 'one_to_one', price: 25_000, exempt: true },
      ],
      transport_price: 3_000,
      transport_exempt: false,
      service_fee: null,
      service_fee_exempt: false,
      discount_tiers: [
        { min_classes: 4, max_classes: 10, discount_percentage: 10 },
        { min_classes: 11, max_classes: 99, discount_percentage: 15 },
      ],
    })
  })

  it('bills November with every entry dated within it, and the tier set as a whole', () => {
    expect(priceListFor('2026-11', prices)).toEqual({
      class_prices: [
        { class_type: 'group', price: 11_000, exempt: true },
        { class_type: 'one_to_one', price: 25_000, exempt: true },
        { class_type: 'other', price: 8_000, exempt: false },
      ],
      transport_price: 3_500,
      transport_exempt: true,
      service_fee: 500,
      service_fee_exempt: false,
      discount_tiers: [{ min_classes: 4, max_classes: 99, discount_percentage: 5 }],
    })
  })

  it('takes the tiers of one set only', () => {
    expect(tiersInForce(prices.discount_tiers, '2026-10-31')).toHaveLength(2)
    expect(tiersInForce(prices.discount_tiers, '1999-01-01')).toEqual([])
  })
})

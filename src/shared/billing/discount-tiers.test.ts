import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { discountAmount, findTierOverlap, tierFor, type TierRange } from './discount-tiers.ts'

const tier = (id: string, min_classes: number, max_classes: number, discount_percentage = 10) => ({
  id,
  min_classes,
  max_classes,
  discount_percentage,
})

describe('findTierOverlap', () => {
  it('accepts tiers that only touch end to start', () => {
    expect(findTierOverlap([tier('a', 1, 3), tier('b', 4, 6), tier('c', 7, 99)])).toBeNull()
    expect(findTierOverlap([])).toBeNull()
    expect(findTierOverlap([tier('a', 5, 5)])).toBeNull()
  })

  it.each([
    ['sharing a boundary count', tier('a', 1, 4), tier('b', 4, 6)],
    ['a contained range', tier('a', 1, 10), tier('b', 3, 4)],
    ['an equal range', tier('a', 2, 3), tier('b', 2, 3)],
    ['sharing a boundary count, the later range first', tier('a', 6, 9), tier('b', 1, 6)],
  ])('finds tiers %s', (_, a, b) => {
    expect(findTierOverlap([a, b])?.map((t) => t.id)).toEqual(['a', 'b'])
  })

  it('returns the first overlapping pair in input order', () => {
    const tiers = [tier('a', 1, 3), tier('b', 10, 20), tier('c', 15, 16), tier('d', 3, 3)]
    expect(findTierOverlap(tiers)?.map((t) => t.id)).toEqual(['a', 'd'])
  })

  it('skips a tier whose min is above its max (rejected earlier as invalid)', () => {
    expect(findTierOverlap([tier('a', 5, 2), tier('b', 1, 10)])).toBeNull()
  })

  it('answers null exactly when no class count falls in two tiers', () => {
    const tiersArb = fc.array(
      fc.record({
        min_classes: fc.integer({ min: 0, max: 20 }),
        max_classes: fc.integer({ min: 0, max: 20 }),
        discount_percentage: fc.constant(10),
      }),
      { maxLength: 5 },
    )
    fc.assert(
      fc.property(tiersArb, (tiers) => {
        const covering = (n: number) =>
          tiers.filter((t) => t.min_classes <= n && n <= t.max_classes).length
        const shared = Array.from({ length: 21 }, (_, n) => n).filter((n) => covering(n) > 1)
        const pair = findTierOverlap(tiers)
        expect(pair === null).toBe(shared.length === 0)
        if (pair) {
          const [a, b] = pair
          const n = Math.max(a.min_classes, b.min_classes)
          expect(n).toBeLessThanOrEqual(Math.min(a.max_classes, b.max_classes))
          expect(tiers.indexOf(a)).toBeLessThan(tiers.indexOf(b))
        }
      }),
    )
  })
})

describe('tierFor', () => {
  const tiers: TierRange[] = [tier('a', 4, 7, 10), tier('b', 8, 12, 15)]

  it.each([
    [0, null],
    [3, null],
    [4, 10],
    [7, 10],
    [8, 15],
    [12, 15],
    [13, null],
  ])('%i classes → %s%', (classes, percentage) => {
    expect(tierFor(classes, tiers)?.discount_percentage ?? null).toBe(percentage)
  })

  it('takes the largest percentage if stored tiers overlap anyway', () => {
    const overlapping = [tier('a', 1, 10, 5), tier('b', 5, 6, 20), tier('c', 6, 8, 12)]
    expect(tierFor(6, overlapping)?.id).toBe('b')
    expect(tierFor(6, [...overlapping].reverse())?.id).toBe('b')
  })
})

describe('discountAmount', () => {
  it.each([
    [12_345, 10, 1_235], // 1.234,5 → up
    [12_344, 10, 1_234], // 1.234,4 → down
    [12_340, 12.5, 1_543], // 1.542,5 → up
    [1_000, 33.33, 333], // 333,3
    [3, 50, 2], // 1,5 → up
    [48_000, 0, 0],
    [48_000, 100, 48_000],
    [48_000, 150, 48_000],
    [48_000, -5, 0],
    [0, 50, 0],
  ])('%d at %d% → %d', (subtotal, percentage, expected) => {
    expect(discountAmount(subtotal, percentage)).toBe(expected)
  })

  it('stays within half a peso of the exact discount and never above the subtotal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
        (subtotal, percentage) => {
          const discount = discountAmount(subtotal, percentage)
          expect(Number.isInteger(discount)).toBe(true)
          expect(discount).toBeGreaterThanOrEqual(0)
          expect(discount).toBeLessThanOrEqual(subtotal)
          expect(Math.abs(discount - (subtotal * percentage) / 100)).toBeLessThanOrEqual(0.5 + 1e-6)
        },
      ),
    )
  })
})

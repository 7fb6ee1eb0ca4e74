// Discount tiers (DESIGN §7): which tier a month's class count falls in, the discount it gives,
// and the overlap check the server runs before saving a tier (409).

/** A tier applies when min_classes <= billable classes <= max_classes (both inclusive). */
export interface TierRange {
  min_classes: number
  max_classes: number
  /** 0–100, may carry decimals; billing takes it to hundredths, the database column's scale. */
  discount_percentage: number
}

/** A tier with min > max covers no count: it never applies and never overlaps. */
function isEmpty(tier: TierRange): boolean {
  return tier.min_classes > tier.max_classes
}

function overlaps(a: TierRange, b: TierRange): boolean {
  return a.min_classes <= b.max_classes && b.min_classes <= a.max_classes
}

/**
 * The first pair of tiers whose class ranges share a count, scanning pairs in input order
 * ((0,1), (0,2)… (1,2)…), or null. Tiers with min > max are skipped here: the body schema
 * rejects them with 400 before this runs.
 */
export function findTierOverlap<T extends TierRange>(tiers: readonly T[]): [T, T] | null {
  for (let i = 0; i < tiers.length; i++) {
    const a = tiers[i] as T
    if (isEmpty(a)) continue
    for (let j = i + 1; j < tiers.length; j++) {
      const b = tiers[j] as T
      if (!isEmpty(b) && overlaps(a, b)) return [a, b]
    }
  }
  return null
}

/**
 * The tier for `classes` billable classes, or null. Saved tiers never overlap; should they
 * anyway, the largest percentage wins, so the answer does not depend on the order of the rows.
 */
export function tierFor<T extends TierRange>(classes: number, tiers: readonly T[]): T | null {
  let best: T | null = null
  for (const tier of tiers) {
    if (tier.min_classes > classes || classes > tier.max_classes) continue
    if (!best || tier.discount_percentage > best.discount_percentage) best = tier
  }
  return best
}

/**
 * `percentage`% of a whole-peso `subtotal`, rounded to the peso with halves up, in integer
 * arithmetic so 10% of 12.345 is exactly 1.234,5 → 1.235. The percentage is held to 0–100, so the
 * discount never exceeds the subtotal.
 */
export function discountAmount(subtotal: number, percentage: number): number {
  const hundredths = Math.round(Math.min(Math.max(percentage, 0), 100) * 100)
  const scaled = subtotal * hundredths // an exact integer: subtotal × percent × 100
  const remainder = scaled % 10_000
  return (scaled - remainder) / 10_000 + (remainder >= 5_000 ? 1 : 0)
}

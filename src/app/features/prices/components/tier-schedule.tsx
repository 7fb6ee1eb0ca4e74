// Under the discount tiers: the sets scheduled after today and a small history of every set with
// the day it applies from (tiers sharing a 'vigente desde' apply together).
import type { DiscountTier } from '#shared/contract/prices.ts'
import { formatCalendarDay, todayInSantiago } from '#shared/dates.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { formatNumber } from '#shared/money.ts'

const t = uiAdmin.prices

function summary(tiers: readonly DiscountTier[]): string {
  if (tiers.length === 0) return t.tierSetEmpty
  return tiers
    .map((tier) =>
      t.tierSummary(
        tier.min_classes,
        tier.max_classes,
        formatNumber(tier.discount_percentage, Number.isInteger(tier.discount_percentage) ? 0 : 2),
      ),
    )
    .join('; ')
}

export function TierSchedule({ tiers }: { tiers: readonly DiscountTier[] }) {
  const days = [...new Set(tiers.map((tier) => tier.valid_from))].sort().reverse()
  if (days.length === 0) return null
  const today = todayInSantiago()
  const setOf = (day: string) => tiers.filter((tier) => tier.valid_from === day)
  return (
    <>
      {days
        .filter((day) => day > today)
        .reverse()
        .map((day) => (
          <p key={day} className="price-scheduled">
            {t.tierSetScheduled(formatCalendarDay(day))}: {summary(setOf(day))}
          </p>
        ))}
      <details className="price-history">
        <summary>{t.history}</summary>
        <ul>
          {days.map((day) => (
            <li key={day}>
              {t.tierSetFrom(formatCalendarDay(day))}: {summary(setOf(day))}
            </li>
          ))}
        </ul>
      </details>
    </>
  )
}

// Under a price: its scheduled changes (after today) and a small history of every entry with the
// day it applies from, newest first.
import { scheduledAfter } from '#shared/billing/price-in-force.ts'
import { formatCalendarDay, todayInSantiago } from '#shared/dates.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'

const t = uiAdmin.prices

export interface PriceEntry {
  amount: number
  /** Exento de IVA; shown after the amount when the price has the flag. */
  exempt?: boolean
  valid_from: string
}

/** `text`, followed by ' · Afecto (IVA incluido)' (or exento) for a price with a tax flag. */
export const withTax = (text: string, exempt: boolean | undefined) =>
  exempt === undefined ? text : `${text} · ${t.tax(exempt)}`

export function PriceSchedule({
  entries,
  format,
}: {
  entries: readonly PriceEntry[]
  format: (amount: number) => string
}) {
  if (entries.length === 0) return null
  const scheduled = scheduledAfter(entries, todayInSantiago())
  const newestFirst = [...entries].sort((a, b) => (a.valid_from < b.valid_from ? 1 : -1))
  return (
    <>
      {scheduled.map((entry) => (
        <p key={entry.valid_from} className="price-scheduled">
          {withTax(
            t.scheduled(format(entry.amount), formatCalendarDay(entry.valid_from)),
            entry.exempt,
          )}
        </p>
      ))}
      <details className="price-history">
        <summary>{t.history}</summary>
        <ul>
          {newestFirst.map((entry) => (
            <li key={entry.valid_from}>
              {withTax(
                t.historyEntry(format(entry.amount), formatCalendarDay(entry.valid_from)),
                entry.exempt,
              )}
            </li>
          ))}
        </ul>
      </details>
    </>
  )
}

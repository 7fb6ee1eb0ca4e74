// The Santiago calendar days of a billing period: each day's first instant and its Spanish label,
// worked out once per period. Billing a whole school places tens of thousands of sessions on
// their day; a time-zone conversion per session made that the slowest part of the run.
import { combineDateAndTime, formatWeekdayDay, periodBounds } from '../dates.ts'

export interface PeriodDays {
  /** Epoch ms of each day's first instant in Santiago, ascending. */
  starts: readonly number[]
  /** 'YYYY-MM-DD' of each day. */
  keys: readonly string[]
  /** 'martes 3' of each day. */
  labels: readonly string[]
  /** End of the period (exclusive), epoch ms. */
  end: number
}

const cache = new Map<string, PeriodDays>()

export function periodDays(period: string): PeriodDays {
  const cached = cache.get(period)
  if (cached) return cached
  const { end } = periodBounds(period)
  const [year, month] = period.split('-').map(Number) as [number, number]
  const dayCount = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const keys = Array.from(
    { length: dayCount },
    (_, i) => `${period}-${String(i + 1).padStart(2, '0')}`,
  )
  // NOTE: on the spring clock change midnight does not exist; combineDateAndTime moves it to the
  // day's first real instant, which is what a day boundary needs.
  const days: PeriodDays = {
    starts: keys.map((key) => Date.parse(combineDateAndTime(key, '00:00'))),
    keys,
    labels: keys.map((key) => formatWeekdayDay(key)),
    end: end.getTime(),
  }
  cache.set(period, days)
  return days
}

/** Index of the day holding `at`, or -1 when `at` is outside the period. */
export function dayIndexOf(days: PeriodDays, at: number): number {
  if (at < (days.starts[0] ?? Infinity) || at >= days.end) return -1
  let low = 0
  let high = days.starts.length - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if ((days.starts[mid] ?? Infinity) <= at) low = mid
    else high = mid - 1
  }
  return low
}

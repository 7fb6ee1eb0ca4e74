// Chile's public holidays of the years around the build, worked out when the app is built by the
// rules of holiday-rules.ts (scripts/chile-holidays-plugin.ts): a few hundred bytes instead of the
// rules' engine. For a day outside those years the caller falls back to the rules (holidays.ts).
import table from 'virtual:chile-holiday-table'

/**
 * The holiday's name on 'YYYY-MM-DD', null on a working day, or undefined when the table does not
 * cover the day's year.
 */
export function tabledHolidayName(day: string): string | null | undefined {
  const year = Number(day.slice(0, 4))
  if (!Number.isInteger(year) || year < table.first || year > table.last) return undefined
  return table.days[day] ?? null
}

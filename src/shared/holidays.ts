// Chile's public holidays ("feriados"): the rules of holiday-rules.ts on Chile's part of the
// `date-holidays` data (cut at build time, scripts/chile-holidays-plugin.ts). The server reads
// them here; the app carries a table of the coming years instead (holiday-table.ts) and imports
// this module lazily only for a day outside it.
import chileData from 'virtual:chile-holidays'
import { chileanHolidayRules } from './holiday-rules.ts'

export { adjustToLaw, ELECTION_DAYS } from './holiday-rules.ts'

/** The public holidays of a year, in date order: 'YYYY-MM-DD' → Spanish name. */
export const chileanHolidays = chileanHolidayRules(chileData)

/** The holiday's name when the calendar day 'YYYY-MM-DD' is a public holiday in Chile, else null. */
export function holidayName(day: string): string | null {
  const year = Number(day.slice(0, 4))
  if (!Number.isInteger(year)) return null
  return chileanHolidays(year).get(day) ?? null
}

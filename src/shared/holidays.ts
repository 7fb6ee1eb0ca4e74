// Chile's public holidays ("feriados"), from the maintained `date-holidays` rules (laws change:
// Día de los Pueblos Indígenas moved, Iglesias Evangélicas was added). Only Chile's rules are
// carried (cut from the library's data at build time, scripts/chile-holidays-plugin.ts) and read
// by the library's parser; the app still imports this module lazily (Hoy only).
import HolidaysParser from 'date-holidays-parser'
import chileData from 'virtual:chile-holidays'

let chile: HolidaysParser | null = null
const byYear = new Map<number, ReadonlyMap<string, string>>()

/** The public holidays of a year: 'YYYY-MM-DD' → Spanish name. */
export function chileanHolidays(year: number): ReadonlyMap<string, string> {
  const cached = byYear.get(year)
  if (cached) return cached
  if (!chile) {
    chile = new HolidaysParser(chileData, 'CL', { languages: ['es'], timezone: 'America/Santiago' })
    // Sábado Santo is a public holiday by law (Ley 2.977) that the library's Chile rules lack.
    chile.setHoliday('easter -1', { name: 'Sábado Santo', type: 'public' })
  }
  const days = new Map<string, string>()
  for (const h of chile.getHolidays(year)) {
    if (h.type === 'public') days.set(h.date.slice(0, 10), h.name)
  }
  byYear.set(year, days)
  return days
}

/** The holiday's name when the calendar day 'YYYY-MM-DD' is a public holiday in Chile, else null. */
export function holidayName(day: string): string | null {
  const year = Number(day.slice(0, 4))
  if (!Number.isInteger(year)) return null
  return chileanHolidays(year).get(day) ?? null
}

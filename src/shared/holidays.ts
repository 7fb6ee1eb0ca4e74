// Chile's public holidays ("feriados"), from the maintained `date-holidays` rules (laws change:
// Día de los Pueblos Indígenas moved, Iglesias Evangélicas was added), adjusted to the law where
// the library differs, plus the election days, which each law sets one by one. Only Chile's rules
// are carried (cut from the library's data at build time, scripts/chile-holidays-plugin.ts) and
// read by the library's parser; the app still imports this module lazily (Hoy only).
import HolidaysParser from 'date-holidays-parser'
import chileData from 'virtual:chile-holidays'

/**
 * Election days, each a legal holiday: art. 169 of Ley 18.700 (Votaciones Populares y
 * Escrutinios) makes the day of an election a feriado legal, and Ley 20.640 applies it to the
 * primaries. The date of each election comes from its own law or decree, so the next one is one
 * more line here. The two-day vote of October 2024 made only its Sunday a holiday;
 * the primaries of 29 June 2025 fell on San Pedro y San Pablo, already a holiday.
 */
export const ELECTION_DAYS: Readonly<Record<string, string>> = {
  '2024-06-09': 'Elecciones primarias',
  '2024-10-27': 'Elecciones municipales y regionales',
  '2024-11-24': 'Segunda vuelta de gobernadores regionales',
  '2025-11-16': 'Elecciones presidenciales y parlamentarias',
  '2025-12-14': 'Segunda vuelta presidencial',
}

interface HolidayRules {
  setHoliday(rule: string, opts: { name: string; type: 'public' }): boolean
  unsetRule(rule: string): boolean
}

/**
 * Brings the library's rules in line with Ley 2.977: Sábado Santo is a public holiday the
 * library lacks, and Easter Sunday ('Pascua') is a holiday no law names.
 */
export function adjustToLaw(rules: HolidayRules): void {
  rules.setHoliday('easter -1', { name: 'Sábado Santo', type: 'public' })
  rules.unsetRule('easter')
}

let chile: HolidaysParser | null = null
const byYear = new Map<number, ReadonlyMap<string, string>>()

/** The public holidays of a year, in date order: 'YYYY-MM-DD' → Spanish name. */
export function chileanHolidays(year: number): ReadonlyMap<string, string> {
  const cached = byYear.get(year)
  if (cached) return cached
  if (!chile) {
    chile = new HolidaysParser(chileData, 'CL', { languages: ['es'], timezone: 'America/Santiago' })
    adjustToLaw(chile)
  }
  const days: [string, string][] = []
  for (const h of chile.getHolidays(year)) {
    if (h.type === 'public') days.push([h.date.slice(0, 10), h.name])
  }
  for (const [day, name] of Object.entries(ELECTION_DAYS)) {
    if (day.startsWith(`${year}-`) && !days.some(([d]) => d === day)) days.push([day, name])
  }
  days.sort(([a], [b]) => a.localeCompare(b))
  const map = new Map(days)
  byYear.set(year, map)
  return map
}

/** The holiday's name when the calendar day 'YYYY-MM-DD' is a public holiday in Chile, else null. */
export function holidayName(day: string): string | null {
  const year = Number(day.slice(0, 4))
  if (!Number.isInteger(year)) return null
  return chileanHolidays(year).get(day) ?? null
}

// Chile's public holidays ("feriados"), from the maintained `date-holidays` rules (laws change:
// Día de los Pueblos Indígenas moved, Iglesias Evangélicas was added), adjusted to the law where
// the library differs, plus the election days, which each law sets one by one. The data comes from
// the caller: holidays.ts gives the cut the app and server import; the build reads the same cut to
// write the app's table of the coming years (scripts/chile-holidays-plugin.ts).
import HolidaysParser from 'date-holidays-parser'

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

/**
 * Chile's public holidays of a year from the library's data for Chile (`virtual:chile-holidays`,
 * or the same cut read at build time for the app's table): 'YYYY-MM-DD' → Spanish name, in date
 * order.
 */
export function chileanHolidayRules(data: object): (year: number) => ReadonlyMap<string, string> {
  const chile = new HolidaysParser(data, 'CL', { languages: ['es'], timezone: 'America/Santiago' })
  adjustToLaw(chile)
  const byYear = new Map<number, ReadonlyMap<string, string>>()
  return (year) => {
    const cached = byYear.get(year)
    if (cached) return cached
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
}

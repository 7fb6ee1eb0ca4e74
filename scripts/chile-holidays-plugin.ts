// Vite (and Vitest) plugin: Chile's part of the maintained `date-holidays` rules, cut when the app
// is built. The library's own entry carries every country's rules (about 800 KB) and its parser
// pulls in `moment-timezone` with every time zone (about 700 KB); the app needs one country:
// - `virtual:chile-holidays` is the library's data for CL and the shared names its rules cite;
// - `moment-timezone`, imported by the parser, is the library without data plus Chile's zones;
// - `virtual:chile-holiday-table` is the holidays of the years around the build, worked out here
//   by the same rules (src/shared/holiday-rules.ts): the app's Hoy reads it without the rules and
//   their 115 KB (gzip) of script (src/shared/holiday-table.ts).
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

export const CHILE_HOLIDAYS_ID = 'virtual:chile-holidays'
export const HOLIDAY_TABLE_ID = 'virtual:chile-holiday-table'
const dataId = `\0${CHILE_HOLIDAYS_ID}`
const tableId = `\0${HOLIDAY_TABLE_ID}`
/** The table's years: the one before the build's (a class to look back on) to six after it. */
const TABLE_YEARS = { before: 1, after: 6 }
const zonesId = '\0chile-moment-timezone'

interface HolidaysData {
  version: string
  license: string
  holidays: Record<string, { zones: string[]; days: Record<string, { _name?: string }> }>
  names: Record<string, unknown>
}

interface PackedZones {
  version: string
  zones: string[]
  links: string[]
  countries: string[]
}

function chileRules(data: HolidaysData) {
  const chile = data.holidays.CL
  if (!chile) throw new Error('date-holidays has no rules for CL')
  return chile
}

/** The data `date-holidays-parser` needs for Chile: its rules and the shared names they cite. */
export function chileSubset(data: HolidaysData) {
  const chile = chileRules(data)
  const cited = new Set(Object.values(chile.days).flatMap((day) => day._name ?? []))
  const names = Object.fromEntries(Object.entries(data.names).filter(([key]) => cited.has(key)))
  return { version: data.version, license: data.license, holidays: { CL: chile }, names }
}

/** The packed `moment-timezone` data of the zones Chile's rules name (America/Santiago…). */
export function chileZones(data: HolidaysData, packed: PackedZones): PackedZones {
  const wanted = new Set(chileRules(data).zones)
  const zones = packed.zones.filter((zone) => wanted.has(zone.split('|')[0]!))
  if (zones.length !== wanted.size) throw new Error('moment-timezone lacks a zone of Chile')
  return { version: packed.version, zones, links: [], countries: [] }
}

/** Every public holiday of the table's years around `year`: 'YYYY-MM-DD' → name. */
export async function holidayTable(year: number) {
  const { chileanHolidayRules } = await import('../src/shared/holiday-rules.ts')
  const holidaysOf = chileanHolidayRules(chileSubset(await holidaysData()))
  const first = year - TABLE_YEARS.before
  const last = year + TABLE_YEARS.after
  const days: Record<string, string> = {}
  for (let y = first; y <= last; y++) Object.assign(days, Object.fromEntries(holidaysOf(y)))
  return { first, last, days }
}

async function holidaysData(): Promise<HolidaysData> {
  const { data } = await import('date-holidays/data')
  return data as HolidaysData
}

export function chileHolidays(): Plugin {
  const require = createRequire(import.meta.url)
  return {
    name: 'chile-holidays',
    enforce: 'pre',
    resolveId(id) {
      if (id === CHILE_HOLIDAYS_ID) return dataId
      if (id === HOLIDAY_TABLE_ID) return tableId
      if (id === 'moment-timezone') return zonesId
      return null
    },
    async load(id) {
      if (id === dataId)
        return `export default ${JSON.stringify(chileSubset(await holidaysData()))}`
      if (id === tableId)
        return `export default ${JSON.stringify(await holidayTable(new Date().getFullYear()))}`
      if (id !== zonesId) return null
      const file = require.resolve('moment-timezone/data/packed/latest.json')
      const packed = JSON.parse(await readFile(file, 'utf8')) as PackedZones
      return [
        `import moment from 'moment-timezone/moment-timezone.js'`,
        `moment.tz.load(${JSON.stringify(chileZones(await holidaysData(), packed))})`,
        `export default moment`,
      ].join('\n')
    },
  }
}

// Vite (and Vitest) plugin: Chile's part of the maintained `date-holidays` rules, cut when the app
// is built. The library's own entry carries every country's rules (about 800 KB) and its parser
// pulls in `moment-timezone` with every time zone (about 700 KB); the app needs one country:
// - `virtual:chile-holidays` is the library's data for CL and the shared names its rules cite;
// - `moment-timezone`, imported by the parser, is the library without data plus Chile's zones.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

export const CHILE_HOLIDAYS_ID = 'virtual:chile-holidays'
const dataId = `\0${CHILE_HOLIDAYS_ID}`
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
      if (id === 'moment-timezone') return zonesId
      return null
    },
    async load(id) {
      if (id === dataId)
        return `export default ${JSON.stringify(chileSubset(await holidaysData()))}`
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

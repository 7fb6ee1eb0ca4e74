// The part of the calendar rules (dates.ts) that needs no date library: "today" and the billing
// month in Santiago, calendar days, month names, and numeric dates and times of an instant in
// Santiago through the platform's Intl. The guardian's pages use only these, so their script does
// not carry date-fns; dates.ts re-exports it and everything else imports dates.ts (eslint.config.js).

export const SCHOOL_TZ = 'America/Santiago'
export const INVALID_DATE_TEXT = 'Fecha inválida'

/** A Date, epoch milliseconds, an ISO date-time (offset-less means Santiago wall time) or a calendar day 'YYYY-MM-DD'. */
export type DateInput = Date | number | string

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

export function isBillingPeriod(value: string): boolean {
  return PERIOD.test(value)
}

/** A real calendar day written 'YYYY-MM-DD' (so '2025-02-29' is false). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

/**
 * The days the school's records may name (sessions, groups, billing periods): years 2000 to
 * 2100. Anything outside is a typo ('0025', '20255') that would only be stored as an oddity.
 */
export const SCHOOL_CALENDAR = { first: '2000-01-01', last: '2100-12-31' } as const

/** A real day 'YYYY-MM-DD' within SCHOOL_CALENDAR. */
export function isSchoolDay(value: string): boolean {
  return isCalendarDate(value) && value >= SCHOOL_CALENDAR.first && value <= SCHOOL_CALENDAR.last
}

/** A month 'YYYY-MM' within SCHOOL_CALENDAR. */
export function isSchoolPeriod(value: string): boolean {
  return isBillingPeriod(value) && isSchoolDay(`${value}-01`)
}

/** The earliest birth date accepted; the latest is today in Santiago. */
export const FIRST_BIRTH_DATE = '1900-01-01'

/** A real day from FIRST_BIRTH_DATE to today in Santiago. */
export function isBirthDate(value: string, now: Date = new Date()): boolean {
  return isCalendarDate(value) && value >= FIRST_BIRTH_DATE && value <= todayInSantiago(now)
}

/** Wall-clock fields, zero-padded: what Santiago's calendar and clock show. */
interface WallTime {
  year: string
  month: string
  day: string
  hour: string
  minute: string
}

let santiagoFormat: Intl.DateTimeFormat | undefined

/** The wall time in Santiago at epoch `ms`; throws RangeError for a non-finite `ms`. */
function wallTimeAt(ms: number): WallTime {
  santiagoFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SCHOOL_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const parts: Record<string, string> = {}
  for (const part of santiagoFormat.formatToParts(ms)) parts[part.type] = part.value
  return {
    year: (parts.year ?? '').padStart(4, '0'),
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  }
}

/**
 * Reads a DateInput: an instant (`ms`), or, for an offset-less ISO text, Santiago's wall-clock
 * fields as written (`wall`). Null when it is not a real date.
 */
export function readDateInput(input: DateInput):
  | { ms: number }
  | {
      wall: {
        year: number
        month: number
        day: number
        hour: number
        minute: number
        second: number
      }
    }
  | null {
  if (typeof input !== 'string') {
    const ms = typeof input === 'number' ? input : input.getTime()
    return Number.isFinite(ms) ? { ms } : null
  }
  const m = ISO.exec(input.trim())
  if (!m || !isCalendarDate(`${m[1]}-${m[2]}-${m[3]}`)) return null
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)]
  if (hour > 23 || minute > 59 || second > 59) return null
  if (m[7]) {
    const ms = Date.parse(input.trim())
    return Number.isNaN(ms) ? null : { ms }
  }
  return {
    wall: { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour, minute, second },
  }
}

/** Reads any DateInput as a wall time in Santiago; null when it is not a real date. */
function toWallTime(input: DateInput): WallTime | null {
  const read = readDateInput(input)
  if (!read) return null
  if ('ms' in read) return wallTimeAt(read.ms)
  // Offset-less: already Santiago's wall time.
  const pad = (n: number, width = 2) => String(n).padStart(width, '0')
  const { year, month, day, hour, minute } = read.wall
  return {
    year: pad(year, 4),
    month: pad(month),
    day: pad(day),
    hour: pad(hour),
    minute: pad(minute),
  }
}

// Santiago's offsets, standard and summer time.
const WRITTEN_IN_SANTIAGO = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?-0[34]:00$/

/**
 * An instant the server wrote in Santiago's own offset (santiagoIso in dates.ts: the portal's
 * payment times) as its wall time without the offset, which formatDate and formatTime show as
 * written. A phone's first use of Intl costs it 100–200 ms of CPU (Lighthouse's slow phone),
 * which the guardian's pages avoid this way. Text in any other offset ('Z') is returned unchanged.
 */
export function asWrittenInSantiago(iso: string): string {
  return WRITTEN_IN_SANTIAGO.exec(iso)?.[1] ?? iso
}

/** '04-11-2026', the usual Chilean order (birth dates, table columns). */
export function formatDate(date: DateInput): string {
  const wall = toWallTime(date)
  return wall ? `${wall.day}-${wall.month}-${wall.year}` : INVALID_DATE_TEXT
}

/** '09:30', 24-hour, in Santiago. */
export function formatTime(date: DateInput): string {
  const wall = toWallTime(date)
  return wall ? `${wall.hour}:${wall.minute}` : INVALID_DATE_TEXT
}

/** The calendar day it is in Santiago, 'YYYY-MM-DD'. */
export function todayInSantiago(now: Date = new Date()): string {
  // An invalid `now` is a bug in the caller, so Intl's RangeError is allowed through.
  const wall = wallTimeAt(now.getTime())
  return `${wall.year}-${wall.month}-${wall.day}`
}

/** The month it is in Santiago, 'YYYY-MM'. */
export function currentBillingPeriod(now: Date = new Date()): string {
  return todayInSantiago(now).slice(0, 7)
}

/** Whether `period` is a month strictly before the current one in Santiago (payable). False for malformed periods. */
export function isPeriodBeforeCurrent(period: string, now: Date = new Date()): boolean {
  // Zero-padded 'YYYY-MM' strings sort like the months they name.
  return isBillingPeriod(period) && period < currentBillingPeriod(now)
}

const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const

/** 'Noviembre 2026': capitalised because it stands alone as an option label. */
export function periodLabel(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number]
  return `${MONTHS[month - 1] ?? ''} ${year}`
}

/** 'noviembre de 2026': a month inside a sentence, lower case as Spanish writes it there. */
export function periodInText(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number]
  return `${MONTHS[month - 1]?.toLocaleLowerCase('es') ?? ''} de ${year}`
}

/** The calendar day `days` after (or before, when negative) 'YYYY-MM-DD'; no time zone involved. */
export function addCalendarDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10)
}

// Calendar and clock rules in the school's time zone, America/Santiago: billing periods (months),
// "today", Spanish date text, and joining a form's date + time into an ISO instant with offset.
// Nothing here depends on the time zone of the machine running it. The one module to import for
// dates: only the guardian's pages import santiago-clock.ts (its part without date-fns), and lint
// keeps it so (eslint.config.js).
import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { es } from 'date-fns/locale/es'
import {
  currentBillingPeriod,
  INVALID_DATE_TEXT,
  isBillingPeriod,
  isCalendarDate,
  isSchoolDay,
  periodLabel,
  readDateInput,
  SCHOOL_TZ,
  type DateInput,
} from './santiago-clock.ts'

export {
  asWrittenInSantiago,
  currentBillingPeriod,
  daysInMonth,
  FIRST_BIRTH_DATE,
  formatDate,
  formatTime,
  INVALID_DATE_TEXT,
  isBillingPeriod,
  isBirthDate,
  isCalendarDate,
  isPeriodBeforeCurrent,
  isSchoolDay,
  isSchoolPeriod,
  periodInText,
  periodLabel,
  SCHOOL_CALENDAR,
  SCHOOL_TZ,
  todayInSantiago,
  addCalendarDays,
  type DateInput,
} from './santiago-clock.ts'

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

/** 'HH:MM', 24-hour, zero-padded. */
export function isTimeOfDay(value: string): boolean {
  return TIME.test(value)
}

/** An ISO instant whose day in Santiago is within SCHOOL_CALENDAR. */
export function isSchoolInstant(value: string): boolean {
  const day = splitDateTime(value)?.date
  return day !== undefined && isSchoolDay(day)
}

/** Reads any DateInput as an instant seen from Santiago; null when it is not a real date. */
function toSantiago(input: DateInput): TZDate | null {
  const read = readDateInput(input)
  if (!read) return null
  if ('ms' in read) return new TZDate(read.ms, SCHOOL_TZ)
  const { year, month, day, hour, minute, second } = read.wall
  return new TZDate(year, month - 1, day, hour, minute, second, SCHOOL_TZ)
}

function formatIn(input: DateInput, pattern: string): string {
  const date = toSantiago(input)
  return date ? format(date, pattern, { locale: es }) : INVALID_DATE_TEXT
}

/** 'miércoles 4' */
export function formatWeekdayDay(date: DateInput): string {
  return formatIn(date, 'EEEE d')
}

/** 'miércoles 4 de noviembre' */
export function formatDayMonth(date: DateInput): string {
  return formatIn(date, "EEEE d 'de' MMMM")
}

/** A calendar day 'YYYY-MM-DD' as the school writes it, 'DD-MM-YYYY' (no time zone involved). */
export function formatCalendarDay(day: string): string {
  return day.split('-').reverse().join('-')
}

function shiftPeriod(period: string, months: number): string {
  const [year, month] = period.split('-').map(Number) as [number, number]
  const index = year * 12 + (month - 1) + months
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`
}

export function previousBillingPeriod(now: Date = new Date()): string {
  return shiftPeriod(currentBillingPeriod(now), -1)
}

export interface PeriodOption {
  value: string
  label: string
}

/** The current month and the eleven before it, current first, for the dashboard's selector. */
export function lastTwelveMonths(now: Date = new Date()): PeriodOption[] {
  const current = currentBillingPeriod(now)
  return Array.from({ length: 12 }, (_, i) => {
    const value = shiftPeriod(current, -i)
    return { value, label: periodLabel(value) }
  })
}

function santiagoMidnight(period: string): Date {
  const [year, month] = period.split('-').map(Number) as [number, number]
  // Chile moves its clocks at local midnight on a Sunday after the 1st, never on the 1st itself,
  // and a non-existent wall time would move forward anyway, so this is always the month's first instant.
  return new Date(new TZDate(year, month - 1, 1, SCHOOL_TZ).getTime())
}

/**
 * The instants a billing period covers: Santiago midnight on the 1st (inclusive) to Santiago
 * midnight on the 1st of the next month (exclusive). A month with a clock change is an hour
 * longer or shorter. Throws RangeError for a malformed period (validate with billingPeriodSchema).
 */
export function periodBounds(period: string): { start: Date; end: Date } {
  if (!isBillingPeriod(period)) throw new RangeError(`Invalid billing period: ${period}`)
  return { start: santiagoMidnight(period), end: santiagoMidnight(shiftPeriod(period, 1)) }
}

/**
 * Joins a calendar day and a wall-clock time in Santiago into ISO-8601 with the offset in force,
 * e.g. '2026-11-04T10:00:00-03:00'. A time skipped by the spring clock change (00:00–00:59 that
 * Sunday) moves forward an hour; a time repeated in autumn takes its first occurrence.
 * Throws RangeError on malformed input: form values are validated before they get here.
 */
export function combineDateAndTime(date: string, time: string): string {
  if (!isCalendarDate(date) || !isTimeOfDay(time)) {
    throw new RangeError(`Invalid date or time: ${date} ${time}`)
  }
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  const local = new TZDate(year, month - 1, day, hour, minute, SCHOOL_TZ)
  return format(local, "yyyy-MM-dd'T'HH:mm:ssXXX")
}

/**
 * An instant as ISO-8601 in Santiago's offset at that instant, to the millisecond, e.g.
 * '2026-11-22T14:05:09.120-03:00': the same instant as toISOString(), whose wall time a phone
 * can show as written (asWrittenInSantiago) without Intl's time-zone data.
 */
export function santiagoIso(instant: Date): string {
  return format(new TZDate(instant.getTime(), SCHOOL_TZ), "yyyy-MM-dd'T'HH:mm:ss.SSSXXX")
}

/** The Santiago calendar day and 'HH:MM' of an instant; null when it is not a valid date. */
export function splitDateTime(iso: DateInput): { date: string; time: string } | null {
  const date = toSantiago(iso)
  if (!date) return null
  return { date: format(date, 'yyyy-MM-dd'), time: format(date, 'HH:mm') }
}

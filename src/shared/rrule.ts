// Weekly group schedules as iCalendar RRULE text ('FREQ=WEEKLY;BYDAY=MO,WE;BYHOUR=10;BYMINUTE=0'),
// read back into days + 'HH:MM', and whether a schedule falls on a given calendar day.
import { z } from 'zod'
import { validationMessages } from './i18n/validation.ts'

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  MO: 'Lunes',
  TU: 'Martes',
  WE: 'Miércoles',
  TH: 'Jueves',
  FR: 'Viernes',
  SA: 'Sábado',
  SU: 'Domingo',
}

export interface WeeklySchedule {
  days: Weekday[]
  /** 'HH:MM', 24-hour, zero-padded. */
  time: string
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

function isWeekday(value: string): value is Weekday {
  return (WEEKDAYS as readonly string[]).includes(value)
}

function inWeekOrder(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((d) => days.includes(d))
}

/**
 * Builds the RRULE text. Days are deduplicated and put in week order. Throws RangeError on no days
 * or a time that is not 'HH:MM': forms validate first, so reaching here with either is a bug.
 */
export function toRrule({ days, time }: WeeklySchedule): string {
  const match = TIME.exec(time)
  if (!match) throw new RangeError(`Invalid time: ${time}`)
  const ordered = inWeekOrder(days)
  if (ordered.length === 0) throw new RangeError('A weekly schedule needs at least one day')
  const hour = Number(match[1])
  const minute = Number(match[2])
  return `FREQ=WEEKLY;BYDAY=${ordered.join(',')};BYHOUR=${hour};BYMINUTE=${minute}`
}

// Parts that do not change which days or what time a weekly rule fires; anything else (COUNT,
// UNTIL, BYMONTH…) would make the plain days+time reading wrong, so such rules are refused.
const HARMLESS = new Set(['WKST'])

function parseInteger(value: string | undefined, max: number): number | null {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return null
  const n = Number(value)
  return n <= max ? n : null
}

/**
 * Reads a weekly rule back into days and 'HH:MM'. Accepts an 'RRULE:' prefix, any part order and
 * lower case. Null for anything that is not a plain weekly rule with days and an hour; a missing
 * BYMINUTE means minute 0.
 */
export function parseRrule(rrule: string | null | undefined): WeeklySchedule | null {
  if (!rrule) return null
  const text = rrule
    .trim()
    .toUpperCase()
    .replace(/^RRULE:/, '')
  const parts = new Map<string, string>()
  for (const part of text.split(';')) {
    if (part === '') continue
    const [key, value, ...rest] = part.split('=')
    if (!key || value === undefined || rest.length > 0 || parts.has(key)) return null
    parts.set(key, value)
  }
  if (parts.get('FREQ') !== 'WEEKLY') return null
  for (const key of parts.keys()) {
    if (['FREQ', 'BYDAY', 'BYHOUR', 'BYMINUTE', 'INTERVAL'].includes(key)) continue
    if (!HARMLESS.has(key)) return null
  }
  const interval = parts.get('INTERVAL')
  if (interval !== undefined && parseInteger(interval, 99) !== 1) return null

  const rawDays = (parts.get('BYDAY') ?? '').split(',').filter((d) => d !== '')
  if (rawDays.length === 0 || !rawDays.every(isWeekday)) return null
  const hour = parseInteger(parts.get('BYHOUR'), 23)
  const minute = parts.has('BYMINUTE') ? parseInteger(parts.get('BYMINUTE'), 59) : 0
  if (hour === null || minute === null) return null

  const pad = (n: number) => String(n).padStart(2, '0')
  return { days: inWeekOrder(rawDays), time: `${pad(hour)}:${pad(minute)}` }
}

/** The weekday of a calendar day 'YYYY-MM-DD', or null when the text is not a real date. */
export function weekdayOf(date: string): Weekday | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  // A calendar day has no time zone; UTC arithmetic avoids the runtime's zone entirely.
  const utc = new Date(Date.UTC(y, m - 1, d))
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== m - 1 || utc.getUTCDate() !== d) {
    return null
  }
  return WEEKDAYS[(utc.getUTCDay() + 6) % 7]!
}

/**
 * Whether a weekly schedule has a session on the calendar day `date` ('YYYY-MM-DD', meant as a day
 * in America/Santiago). Group start and end dates are checked by the caller.
 */
export function occursOn(rrule: string | null | undefined, date: string): boolean {
  const schedule = parseRrule(rrule)
  const day = weekdayOf(date)
  return schedule !== null && day !== null && schedule.days.includes(day)
}

/** Accepts any rule parseRrule reads and outputs it in the canonical form toRrule writes. */
export const rruleSchema = z
  .string()
  .max(500)
  .transform((value, ctx) => {
    const schedule = parseRrule(value)
    if (schedule) return toRrule(schedule)
    ctx.addIssue({ code: 'custom', message: validationMessages.scheduleInvalid })
    return z.NEVER
  })

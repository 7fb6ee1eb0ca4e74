// Hoy's days: the chosen day, then the days after it (at least a week) that have something on
// them. Pure, so the rules are tested without a store.
import { addCalendarDays } from '#shared/dates.ts'
import type { TodayClasses } from '#app/offline/queries.ts'

/** How many days after the chosen one Hoy looks at. */
export const DAYS_AHEAD = 7

export interface AgendaDay {
  day: string
  classes: TodayClasses
  /** The public holiday's name, or null on a working day (or before the calendar has loaded). */
  holiday: string | null
}

/** The chosen day and the DAYS_AHEAD days after it, 'YYYY-MM-DD'. */
export function agendaDays(start: string, ahead: number = DAYS_AHEAD): string[] {
  return Array.from({ length: ahead + 1 }, (_, i) => addCalendarDays(start, i))
}

/** Whether a day has any class on it: held, due by a schedule, or due on a holiday. */
export function hasClasses(day: AgendaDay): boolean {
  return day.classes.sessions.length > 0 || day.classes.due.length > 0
}

/**
 * Splits the agenda into the chosen day (always shown, even empty) and the following days that
 * have a class, in order.
 */
export function splitAgenda(days: readonly AgendaDay[]): {
  chosen: AgendaDay | undefined
  next: AgendaDay[]
} {
  const [chosen, ...rest] = days
  return { chosen, next: rest.filter(hasClasses) }
}

/** A class due by a group's schedule can be opened on the day itself or later, never ahead. */
export function canOpenDue(day: string, today: string): boolean {
  return day <= today
}

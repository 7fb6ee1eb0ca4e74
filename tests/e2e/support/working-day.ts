// Hoy offers a group's due class with one tap on an ordinary day, but on a public holiday only
// through an explicit button: the browser tests that take attendance from Hoy run on an ordinary
// day whatever the real date, by moving the browser's clock back to the last day that is not a
// Chilean holiday (today itself on an ordinary day; time then flows as usual).
import type { BrowserContext } from 'playwright-core'
import { addCalendarDays, todayInSantiago } from '#shared/dates.ts'
import { holidayName } from '#shared/holidays.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** How many days back from today (in Santiago) the last day that is not a public holiday is. */
function daysBackToWorkingDay(now: Date): number {
  const today = todayInSantiago(now)
  let back = 0
  while (holidayName(addCalendarDays(today, -back)) !== null) back++
  return back
}

/**
 * Installs the browser's clock at now moved back to the last day that is not a public holiday
 * (the same hour), and answers that day ('YYYY-MM-DD'): the browser's "today".
 */
export async function onWorkingDay(context: BrowserContext): Promise<string> {
  const now = new Date()
  const back = daysBackToWorkingDay(now)
  const time = new Date(now.getTime() - back * DAY_MS)
  await context.clock.install({ time })
  return todayInSantiago(time)
}

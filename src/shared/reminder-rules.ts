// When a guardian may be sent a payment reminder, under Chile's rule for collection messages
// (Ley 19.496 art. 37 as amended by Ley 21.320): by e-mail, text or messaging apps, at most two a
// week, at least two days apart. WhatsApp and e-mail count together. Read as the strictest
// reading that fits the text (docs/decisions.md): any 7 days in a row, and 48 hours apart.

export const REMINDER_RULE = { perWeek: 2, weekDays: 7, gapDays: 2 } as const

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000
const WEEK_MS = REMINDER_RULE.weekDays * DAY_MS
const GAP_MS = REMINDER_RULE.gapDays * DAY_MS

/** `too_soon`: the last one was less than two days ago; `limit`: two in the last 7 days. */
export type ReminderRefusal = 'too_soon' | 'limit'

export type ReminderAllowance =
  { allowed: true } | { allowed: false; reason: ReminderRefusal; nextAllowedAt: Date }

/** The earliest instant whose reminders the rule still counts at `now`: older ones never matter. */
export function reminderWindowStart(now: Date): Date {
  return new Date(now.getTime() - WEEK_MS)
}

/**
 * Whether one more reminder may go to a guardian at `now`, given when the earlier ones went out
 * (any channel, any age: older ones are ignored). When not, the rule that refuses it and the
 * first minute it is allowed (both rules then hold). A reminder logged after `now` (another
 * instance's clock a little ahead) counts as already sent.
 */
export function reminderAllowance(
  sentAt: readonly (Date | string)[],
  now: Date,
): ReminderAllowance {
  const since = reminderWindowStart(now).getTime()
  const recent = sentAt
    .map((t) => new Date(t).getTime())
    .filter((t) => t > since)
    .sort((a, b) => b - a)
  const gapEnd = recent.length > 0 ? recent[0]! + GAP_MS : -Infinity
  // With `perWeek` in the window, the next one waits until the oldest that still counts leaves it.
  const weekEnd =
    recent.length >= REMINDER_RULE.perWeek
      ? recent[REMINDER_RULE.perWeek - 1]! + WEEK_MS
      : -Infinity
  const next = Math.max(gapEnd, weekEnd)
  if (next <= now.getTime()) return { allowed: true }
  return {
    allowed: false,
    reason: weekEnd >= gapEnd ? 'limit' : 'too_soon',
    // NOTE: on the minute, rounded up: the time shown ('desde las 10:15') is then never too early.
    nextAllowedAt: new Date(Math.ceil(next / MINUTE_MS) * MINUTE_MS),
  }
}

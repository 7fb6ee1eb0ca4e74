// What the reminders panel reads from each guardian who owes: the name, and whether the law's
// rule (shared/reminder-rules.ts) allows a reminder now, from the guardian's send times.
import type { ReminderTarget } from '#shared/contract/reminders.ts'
import { isMobilePhone } from '#shared/phone.ts'
import { reminderAllowance, type ReminderAllowance } from '#shared/reminder-rules.ts'

export const fullName = (g: ReminderTarget) => `${g.guardian.name} ${g.guardian.last_name}`.trim()

export const allowanceOf = (g: ReminderTarget, now: Date): ReminderAllowance =>
  reminderAllowance(g.recent_reminders, now)

/** WhatsApp needs a mobile; a landline does not count. */
export const hasPhone = (g: ReminderTarget) => g.phone !== null && isMobilePhone(g.phone)

/** 'WhatsApp a todos': who will be opened one by one, and how many were left out and why. */
export interface PreparedReminders {
  queue: ReminderTarget[]
  noPhone: number
  ruled: number
}

/** Who has a phone and may be reminded now, in the panel's order. */
export function prepareWhatsapp(targets: readonly ReminderTarget[], now: Date): PreparedReminders {
  const withPhone = targets.filter(hasPhone)
  const queue = withPhone.filter((g) => allowanceOf(g, now).allowed)
  return {
    queue,
    noPhone: targets.length - withPhone.length,
    ruled: withPhone.length - queue.length,
  }
}

// Spanish text of the reminders' legal rule (shared/reminder-rules.ts) for the staff: why a
// reminder cannot go out now and from when it can, in Santiago's time.
import { formatDayMonth, formatTime, type DateInput } from '../dates.ts'
import type { ReminderRefusal } from '../reminder-rules.ts'

/** 'el lunes 30 de noviembre a las 10:15' */
export const reminderMoment = (at: DateInput) => `el ${formatDayMonth(at)} a las ${formatTime(at)}`

const WHY: Record<ReminderRefusal, string> = {
  limit: 'Ya se le enviaron 2 recordatorios en los últimos 7 días (la ley permite 2 por semana)',
  too_soon:
    'Se le envió un recordatorio hace menos de dos días (la ley pide al menos dos días entre uno y otro)',
}

/** The 409's detail: which rule refuses the reminder, and from when the next one may go out. */
export const reminderRefusalDetail = (reason: ReminderRefusal, nextAllowedAt: DateInput) =>
  `${WHY[reason]}; el próximo se puede enviar desde ${reminderMoment(nextAllowedAt)}.`

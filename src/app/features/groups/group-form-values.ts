// The Crear Grupo form's values and their rules (spec §5): name, days and time required, start
// date required, end date optional and not before the start, price a whole number or nothing.
import type { GroupCreateBody } from '#shared/contract/groups.ts'
import { isCalendarDate, isTimeOfDay, todayInSantiago } from '#shared/dates.ts'
import { validationMessages as m } from '#shared/i18n/validation.ts'
import { uiField } from '#shared/i18n/ui-field.ts'
import { toRrule, type Weekday } from '#shared/rrule.ts'

export const DEFAULT_GROUP_TIME = '10:00'

export interface GroupFormValues {
  name: string
  description: string
  days: Weekday[]
  time: string
  start_date: string
  end_date: string
  price: string
}

export type GroupFormErrors = Partial<Record<keyof GroupFormValues, string>>

export function initialGroupForm(now: Date = new Date()): GroupFormValues {
  return {
    name: '',
    description: '',
    days: [],
    time: DEFAULT_GROUP_TIME,
    start_date: todayInSantiago(now),
    end_date: '',
    price: '',
  }
}

/** '' → null, '12000' → 12000; anything else is not a price. */
export function parsePrice(text: string): number | null | undefined {
  const value = text.trim()
  if (value === '') return null
  return /^\d{1,8}$/.test(value) ? Number(value) : undefined
}

export function toGroupBody(
  values: GroupFormValues,
): { ok: true; body: GroupCreateBody } | { ok: false; errors: GroupFormErrors } {
  const errors: GroupFormErrors = {}
  if (values.name.trim() === '') errors.name = m.nameRequired
  if (values.days.length === 0) errors.days = uiField.groupForm.daysRequired
  if (!isTimeOfDay(values.time)) errors.time = m.timeInvalid
  if (!isCalendarDate(values.start_date)) errors.start_date = m.dateInvalid
  const end = values.end_date.trim()
  if (end !== '' && !isCalendarDate(end)) errors.end_date = m.dateInvalid
  else if (end !== '' && end < values.start_date) errors.end_date = m.endBeforeStart
  const price = parsePrice(values.price)
  if (price === undefined) errors.price = m.priceInvalid
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    body: {
      name: values.name.trim(),
      description: values.description.trim() || null,
      start_date: values.start_date,
      end_date: end || null,
      price_per_session: price ?? null,
      rrule: toRrule({ days: values.days, time: values.time }),
    },
  }
}

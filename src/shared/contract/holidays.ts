// The school's own holidays ('Feriados del colegio'): a day without classes that no national law
// names (a regional holiday, a closure). Admins add and remove them; all staff read them (Hoy).
import { z } from 'zod'
import { holidayMessages as h } from '../i18n/holidays.ts'
import { dateTimeSchema, idSchema, isoDateSchema, textSchema } from './common.ts'

export const HOLIDAY_NAME_MAX = 80

/** POST /school-holidays (admins). */
export const schoolHolidayBodySchema = z.strictObject({
  day: isoDateSchema,
  name: textSchema({ max: HOLIDAY_NAME_MAX, required: h.nameRequired }),
})
export type SchoolHolidayBody = z.input<typeof schoolHolidayBodySchema>

/** GET /school-holidays (staff), in date order. */
export const schoolHolidaySchema = z.object({
  id: idSchema,
  /** 'YYYY-MM-DD' */
  day: z.string(),
  name: z.string(),
  created_at: dateTimeSchema,
})
export type SchoolHoliday = z.infer<typeof schoolHolidaySchema>

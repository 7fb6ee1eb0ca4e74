// The school's own holidays: a day the school does not hold its classes though no national law
// makes it a holiday (a regional holiday such as Arica's 7 June, a closure). Admins add them.
import { date, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns.ts'
import { schoolColumn } from './schools.ts'
import { personColumn } from './people.ts'

export const schoolHolidays = pgTable(
  'school_holidays',
  {
    school_id: schoolColumn(),
    id: id(),
    /** 'YYYY-MM-DD', one holiday a day. */
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    created_by: personColumn('created_by'),
    created_at: createdAt(),
  },
  (t) => [unique('school_holidays_day_uq').on(t.school_id, t.day)],
)

// The school's own holidays (admins add them; Hoy marks them like legal holidays). Read through
// the query cache, which the staff's query persister keeps in localStorage, so a teacher who
// opened the app online once still sees them at the trailhead without signal.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { schoolHolidaySchema, type SchoolHoliday } from '#shared/contract/holidays.ts'
import { api } from './api-client.ts'

export const SCHOOL_HOLIDAYS_KEY = ['school-holidays'] as const

export const schoolHolidaysQuery = () =>
  queryOptions({
    queryKey: SCHOOL_HOLIDAYS_KEY,
    queryFn: ({ signal }): Promise<SchoolHoliday[]> =>
      api.get('/school-holidays', z.array(schoolHolidaySchema), { signal }),
    staleTime: 5 * 60_000,
  })

export function useSchoolHolidays() {
  return useQuery(schoolHolidaysQuery())
}

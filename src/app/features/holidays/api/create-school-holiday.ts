// Adds a school holiday (admins); the cached list, Hoy's included, is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  schoolHolidaySchema,
  type SchoolHoliday,
  type SchoolHolidayBody,
} from '#shared/contract/holidays.ts'
import { api } from '#app/lib/api-client.ts'
import { SCHOOL_HOLIDAYS_KEY } from '#app/lib/school-holidays.ts'

export function createSchoolHoliday(body: SchoolHolidayBody): Promise<SchoolHoliday> {
  return api.post('/school-holidays', body, { schema: schoolHolidaySchema })
}

export function useCreateSchoolHoliday() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSchoolHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHOOL_HOLIDAYS_KEY }),
  })
}

// Removes a school holiday (admins): that day is a school day again, in Hoy too.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#app/lib/api-client.ts'
import { SCHOOL_HOLIDAYS_KEY } from '#app/lib/school-holidays.ts'

export function deleteSchoolHoliday(id: string): Promise<void> {
  return api.delete(`/school-holidays/${id}`)
}

export function useDeleteSchoolHoliday() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSchoolHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHOOL_HOLIDAYS_KEY }),
  })
}

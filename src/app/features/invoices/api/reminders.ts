// Payment reminders (admins): who owes and when each guardian was last reminded, and sending one
// reminder (e-mail, or logging the WhatsApp chat being opened) or an e-mail to everyone. After a
// send the overview is out of date.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  reminderOverviewSchema,
  reminderResultsSchema,
  type ReminderOverview,
  type ReminderResults,
  type ReminderSendBody,
} from '#shared/contract/reminders.ts'
import { api } from '#app/lib/api-client.ts'

export const reminderOverviewQuery = () =>
  queryOptions({
    queryKey: ['reminders'],
    queryFn: ({ signal }): Promise<ReminderOverview> =>
      api.get('/reminders', reminderOverviewSchema, { signal }),
  })

export function useReminderOverview() {
  return useQuery(reminderOverviewQuery())
}

export function useSendReminder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ReminderSendBody): Promise<ReminderResults> =>
      api.post('/reminders/send', body, { schema: reminderResultsSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reminders'] }),
  })
}

export function useSendReminderToAll() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (): Promise<ReminderResults> =>
      api.post('/reminders/send-all', { channel: 'email' }, { schema: reminderResultsSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reminders'] }),
  })
}

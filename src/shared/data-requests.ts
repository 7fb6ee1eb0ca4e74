// The family's requests over its data under Ley 21.719 (art. 11 of Ley 19.628 as it rewrites
// it): the kinds a guardian may ask for, and the legal deadline. The controller answers within
// 30 calendar days (días corridos) of receiving the request, extendable once by up to 30 more
// when it tells the data subject why. Deadlines are calendar days in Santiago.
import { addCalendarDays } from './santiago-clock.ts'

export const DATA_REQUEST_KINDS = [
  'access',
  'rectification',
  'deletion',
  'opposition',
  'portability',
] as const
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number]

export const DATA_REQUEST_STATUSES = ['open', 'done', 'rejected'] as const
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number]

/** Días corridos the school has to answer, counted from the day it received the request. */
export const DATA_REQUEST_DAYS = 30
/** The one extension the law allows, in días corridos, when the guardian is told why. */
export const DATA_REQUEST_EXTENSION_DAYS = 30
/** An open request this close to its deadline is marked in the admins' queue. */
export const DATA_REQUEST_NEAR_DAYS = 7

/**
 * The day the school must have answered a request received on `receivedOn` ('YYYY-MM-DD' in
 * Santiago): 30 días corridos later, or 60 once extended.
 */
export function dataRequestDueOn(receivedOn: string, extended = false): string {
  return addCalendarDays(
    receivedOn,
    DATA_REQUEST_DAYS + (extended ? DATA_REQUEST_EXTENSION_DAYS : 0),
  )
}

export type DeadlineState = 'overdue' | 'near' | 'on_time'

/** How an open request stands on `today`: past its deadline, within a week of it, or not. */
export function deadlineState(dueOn: string, today: string): DeadlineState {
  if (dueOn < today) return 'overdue'
  return dueOn <= addCalendarDays(today, DATA_REQUEST_NEAR_DAYS) ? 'near' : 'on_time'
}

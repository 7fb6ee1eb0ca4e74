// The Nueva asistencia form's state and its rules (spec §4, §5): starts empty at the current
// quarter hour; choosing a group replaces the students with the group's, clearing it empties
// them; the date and the time change independently; times snap to 15-minute steps; name,
// description and date follow the API contract's rules and words.
import { combineDateAndTime, isCalendarDate, isTimeOfDay, splitDateTime } from '#shared/dates.ts'
import {
  classSessionCreateBodySchema,
  type Attendance,
  type ClassSessionCreateBody,
  type ClassType,
} from '#shared/contract/class-sessions.ts'
import { fieldErrors } from '#app/lib/contract-errors.ts'

export const TIME_STEP_MINUTES = 15
/** For <input type="time" step>: seconds. */
export const TIME_STEP_SECONDS = TIME_STEP_MINUTES * 60
const STEP_MS = TIME_STEP_SECONDS * 1000

/** A student the form will mark present (a new class's attendance), with their transport. */
export interface FormStudent extends Pick<Attendance, 'used_transport'> {
  id: string
  /** Name plus last name. */
  displayName: string
}

export interface ClassFormState {
  name: string
  class_type: ClassType | ''
  /** 'YYYY-MM-DD' in Santiago. */
  date: string
  /** 'HH:MM'. */
  time: string
  description: string
  /** '' = no group. */
  group_id: string
  students: FormStudent[]
}

export type ClassFormAction =
  | { type: 'field'; field: 'name' | 'description'; value: string }
  | { type: 'classType'; value: ClassType | '' }
  | { type: 'date'; value: string }
  | { type: 'time'; value: string }
  | { type: 'group'; groupId: string }
  | { type: 'groupLoaded'; groupId: string; students: FormStudent[] }
  | { type: 'addStudent'; student: FormStudent }
  | { type: 'removeStudent'; id: string }
  | { type: 'transport'; id: string; value: boolean }
  | { type: 'reset'; now: Date }

export function initialClassForm(now: Date = new Date()): ClassFormState {
  const rounded = Math.round(now.getTime() / STEP_MS) * STEP_MS
  const { date, time } = splitDateTime(rounded)!
  return {
    name: '',
    class_type: '',
    date,
    time,
    description: '',
    group_id: '',
    students: [],
  }
}

/** '10:07' → '10:00', '10:08' → '10:15'; never past 23:45 so the day does not change. */
export function snapTime(value: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(value)
  if (!match) return value
  const total = Number(match[1]) * 60 + Number(match[2])
  const snapped = Math.min(
    Math.round(total / TIME_STEP_MINUTES) * TIME_STEP_MINUTES,
    24 * 60 - TIME_STEP_MINUTES,
  )
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(snapped / 60))}:${pad(snapped % 60)}`
}

export function classFormReducer(state: ClassFormState, action: ClassFormAction): ClassFormState {
  switch (action.type) {
    case 'field':
      return { ...state, [action.field]: action.value }
    case 'classType':
      // Only a group class may name a group (the server refuses anything else).
      return {
        ...state,
        class_type: action.value,
        group_id: action.value === 'group' ? state.group_id : '',
      }
    case 'date':
      return { ...state, date: action.value }
    case 'time':
      return { ...state, time: snapTime(action.value) }
    case 'group':
      return { ...state, group_id: action.groupId, students: [] }
    case 'groupLoaded':
      // A late answer for a group no longer chosen is dropped.
      return action.groupId === state.group_id ? { ...state, students: action.students } : state
    case 'addStudent':
      return state.students.some((s) => s.id === action.student.id)
        ? state
        : { ...state, students: [...state.students, action.student] }
    case 'removeStudent':
      return { ...state, students: state.students.filter((s) => s.id !== action.id) }
    case 'transport':
      return {
        ...state,
        students: state.students.map((s) =>
          s.id === action.id ? { ...s, used_transport: action.value } : s,
        ),
      }
    case 'reset':
      return initialClassForm(action.now)
  }
}

export function toFormStudent(s: { id: string; name: string; last_name: string }): FormStudent {
  return {
    id: s.id,
    displayName: `${s.name} ${s.last_name}`.trim(),
    used_transport: false,
  }
}

/** Type, date and time are required; name and description are optional. */
export function isClassFormComplete(state: ClassFormState): boolean {
  return state.class_type !== '' && isCalendarDate(state.date) && isTimeOfDay(state.time)
}

export type ClassFormErrors = Partial<Record<'name' | 'description' | 'date', string>>

export type ClassSessionFields = Omit<ClassSessionCreateBody, 'id'>

/**
 * A complete form's fields as the contract reads them (text in NFC, trimmed, blank as null), or
 * the Spanish message of each field that breaks a rule.
 */
export function parseClassForm(
  state: ClassFormState,
): { ok: true; fields: ClassSessionFields } | { ok: false; errors: ClassFormErrors } {
  const parsed = classSessionCreateBodySchema.safeParse({
    name: state.name,
    description: state.description,
    session_date: combineDateAndTime(state.date, state.time),
    class_type: state.class_type,
    group_id: state.class_type === 'group' && state.group_id ? state.group_id : null,
  })
  if (parsed.success) return { ok: true, fields: parsed.data }
  const found = fieldErrors(parsed)
  const errors: ClassFormErrors = {}
  if (found.name) errors.name = found.name
  if (found.description) errors.description = found.description
  if (found.session_date) errors.date = found.session_date
  return { ok: false, errors }
}

// Rows as a pull carries them (and as the store keeps them), for the tests that fill the store or
// script a pull: every part a test does not name is empty, so a test names only what it is about.
import type { SyncResponse } from '#shared/contract/sync.ts'
import { db, toLocalStudent, withDay, type LocalClassSession, type LocalStudent } from './db.ts'

type Ids<N extends number, T extends string[] = []> = T['length'] extends N
  ? T
  : Ids<N, [...T, string]>

/** `count` distinct uuids starting with `prefix` (8 hex digits), numbered from 1. */
export function testIds<N extends number>(prefix: string, count: N): Ids<N> {
  const id = (n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`
  return Array.from({ length: count }, (_, i) => id(i + 1)) as Ids<N>
}

type Pulled<K extends 'students' | 'groups' | 'class_sessions'> = SyncResponse[K][number]
type Row<T, Named extends keyof T> = Pick<T, Named> & Partial<T>

export const pulledStudent = (
  row: Row<Pulled<'students'>, 'id' | 'name' | 'last_name'>,
): Pulled<'students'> => ({
  rut: null,
  email: null,
  phone: null,
  birth_date: null,
  supporter_id: null,
  consents_missing: [],
  ...row,
})

export const localStudent = (
  row: Row<Pulled<'students'>, 'id' | 'name' | 'last_name'>,
): LocalStudent => toLocalStudent(pulledStudent(row))

/** A weekly group starting on 2026-01-01, with no end, no price and nobody in it. */
export const pulledGroup = (
  row: Row<Pulled<'groups'>, 'id' | 'name' | 'rrule'>,
): Pulled<'groups'> => ({
  description: null,
  start_date: '2026-01-01',
  end_date: null,
  price_per_session: null,
  teacher_ids: [],
  student_ids: [],
  ...row,
})

const classDefaults = {
  name: null,
  description: null,
  class_type: 'other',
  group_id: null,
  location: null,
} as const

/** A one-off class with nobody in it, as a pull carries it. */
export const pulledClass = (
  row: Row<Pulled<'class_sessions'>, 'id' | 'session_date'>,
): Pulled<'class_sessions'> => ({
  ...classDefaults,
  teacher_ids: [],
  student_ids: [],
  transport_student_ids: [],
  ...row,
})

/** A one-off class with nobody in it, as the store keeps it. */
const localClass = (
  row: Row<Omit<LocalClassSession, 'at' | 'day'>, 'id' | 'session_date'>,
): LocalClassSession => withDay({ ...classDefaults, teacher_ids: [], students: [], ...row })

/** Stores a group and one class of it. */
export async function storeGroupClass(
  group: Row<Pulled<'groups'>, 'id' | 'name' | 'rrule'>,
  session: Row<Omit<LocalClassSession, 'at' | 'day'>, 'id' | 'session_date'>,
) {
  await db.groups.put(pulledGroup(group))
  await db.classSessions.put(localClass({ class_type: 'group', group_id: group.id, ...session }))
}

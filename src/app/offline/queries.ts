// Plain reads of the local store behind the hooks (kept framework-free so tests call them).
import { occursOn, parseRrule } from '#shared/rrule.ts'
import { combineDateAndTime } from '#shared/dates.ts'
import type { Attendance } from '#shared/contract/class-sessions.ts'
import { compareNames, fullName, sortByTitle } from '#shared/name-order.ts'
import { MIN_SEARCH_LENGTH, rutSearchKey, searchWords } from '#shared/search.ts'
import {
  db,
  type LocalClassSession,
  type LocalGroup,
  type LocalStudent,
  type LocalSupporter,
  type LocalTeacher,
} from './db.ts'
import { committedWrites } from './committed-writes.ts'

type Named = { id: string; name: string; last_name: string }

export interface GroupWithMembers extends LocalGroup {
  teachers: LocalTeacher[]
  students: LocalStudent[]
}

export interface ClassSessionWithPeople extends LocalClassSession {
  teachers: LocalTeacher[]
  /** Attending students; a student no longer synced (deactivated) is left out. */
  attendees: (LocalStudent & Omit<Attendance, 'student_id'>)[]
  /** The group's students not marked yet (present or absent): the rest of the roster. */
  unmarked: LocalStudent[]
  group: LocalGroup | null
  /** This tab's committed changes when the read began (committed-writes.ts). */
  seenWrites: number
}

/** A class the group's schedule puts on the day, with no session created for it yet. */
export interface DueClass {
  group: LocalGroup
  /** The scheduled start, ISO with the Santiago offset, ready for createClassSession. */
  session_date: string
}

export interface TodayClasses {
  sessions: LocalClassSession[]
  due: DueClass[]
}

/**
 * undefined or '' → every student; fewer than MIN_SEARCH_LENGTH characters → none; otherwise
 * those whose name or RUT contains the text (case and accents ignored, RUT without dots/dash).
 */
export async function findStudents(search?: string): Promise<LocalStudent[]> {
  const text = (search ?? '').trim()
  if (text === '') return (await db.students.toArray()).sort(compareNames)
  if (text.length < MIN_SEARCH_LENGTH) return []
  const words = searchWords(text)
  const rut = rutSearchKey(text)
  const rows = await db.students
    .filter((s) => words.every((w) => s.search.includes(w)) || s.search.includes(rut))
    .toArray()
  return rows.sort(compareNames)
}

export async function listPeople<T extends Named>(table: 'supporters' | 'teachers') {
  return ((await db[table].toArray()) as unknown as T[]).sort(compareNames)
}

export async function listGroups(): Promise<LocalGroup[]> {
  return sortByTitle(await db.groups.toArray())
}

export async function getGroup(id: string): Promise<GroupWithMembers | null> {
  const group = await db.groups.get(id)
  if (!group) return null
  const [teachers, students] = await Promise.all([
    db.teachers.bulkGet(group.teacher_ids),
    db.students.bulkGet(group.student_ids),
  ])
  return {
    ...group,
    teachers: present(teachers).sort(compareNames),
    students: present(students).sort(compareNames),
  }
}

/** Newest first. */
export function listClassSessions(): Promise<LocalClassSession[]> {
  return db.classSessions.orderBy('at').reverse().toArray()
}

export async function getClassSession(id: string): Promise<ClassSessionWithPeople | null> {
  const seenWrites = committedWrites()
  const session = await db.classSessions.get(id)
  if (!session) return null
  const [teachers, students, group] = await Promise.all([
    db.teachers.bulkGet(session.teacher_ids),
    db.students.bulkGet(session.students.map((s) => s.student_id)),
    session.group_id ? db.groups.get(session.group_id) : undefined,
  ])
  const attendees = students.flatMap((student, i) => {
    const link = session.students[i]!
    // Rows stored before absences existed carry no status: they were all present.
    return student
      ? [{ ...student, used_transport: link.used_transport, status: link.status ?? 'present' }]
      : []
  })
  const marked = new Set(session.students.map((s) => s.student_id))
  const others = group ? group.student_ids.filter((id) => !marked.has(id)) : []
  const unmarked = present(await db.students.bulkGet(others))
  return {
    ...session,
    teachers: present(teachers).sort(compareNames),
    attendees: attendees.sort(compareNames),
    unmarked: unmarked.sort(compareNames),
    group: group ?? null,
    seenWrites,
  }
}

/** The day's sessions (by time) and the group classes its schedules still owe ('YYYY-MM-DD'). */
export async function todayClasses(date: string): Promise<TodayClasses> {
  const [sessions, groups] = await Promise.all([
    db.classSessions.where('day').equals(date).sortBy('at'),
    db.groups.toArray(),
  ])
  const held = new Set(sessions.map((s) => s.group_id))
  const due = groups
    .filter(
      (g) =>
        !held.has(g.id) &&
        g.start_date <= date &&
        (g.end_date === null || g.end_date >= date) &&
        occursOn(g.rrule, date),
    )
    .map((group) => ({
      group,
      session_date: combineDateAndTime(date, parseRrule(group.rrule)!.time),
    }))
    .sort((a, b) => a.session_date.localeCompare(b.session_date))
  return { sessions, due }
}

/**
 * Whom to tell that a class will not take place: the guardian of each student on it (marked or
 * on the group's list), once per family, or the student themself when nobody is their guardian
 * (an adult). `phone` null: nothing to send to, listed all the same.
 */
export interface ContactToTell {
  id: string
  name: string
  last_name: string
  phone: string | null
  /** Full names of the students on the class this contact answers for. */
  students: string[]
  /** false: the student has no guardian on record and is told directly. */
  guardian: boolean
}

export async function contactsToTell(
  students: readonly Pick<LocalStudent, 'id' | 'name' | 'last_name' | 'phone' | 'supporter_id'>[],
): Promise<ContactToTell[]> {
  const supporterIds = [...new Set(students.flatMap((s) => s.supporter_id ?? []))]
  const supporters = new Map(
    present(await db.supporters.bulkGet(supporterIds)).map((g) => [g.id, g]),
  )
  const contacts = new Map<string, ContactToTell>()
  for (const student of [...students].sort(compareNames)) {
    const guardian = student.supporter_id ? supporters.get(student.supporter_id) : undefined
    const who = guardian ?? student
    const entry = contacts.get(who.id) ?? {
      id: who.id,
      name: who.name,
      last_name: who.last_name,
      phone: who.phone,
      students: [],
      guardian: guardian !== undefined,
    }
    entry.students.push(fullName(student))
    contacts.set(who.id, entry)
  }
  return [...contacts.values()].sort(compareNames)
}

function present<T>(rows: (T | undefined)[]): T[] {
  return rows.filter((r): r is T => r !== undefined)
}

export type { LocalSupporter, LocalTeacher }

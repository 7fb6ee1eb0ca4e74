// A teacher's own students, and what a teacher's device holds: the groups they teach, the
// sessions they teach or of those groups (inside the sync window), the students of both and those
// students' guardians. Admins hold everything. The one rule for "a teacher's own students": the
// pull of every synced table, the emergency cards it sends and the card's GET and read log all
// ask it (docs/decisions.md, "A teacher's own students"). The sync window is here too: the class
// sessions a device holds, which the scope and the pull both cut by.
import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import {
  SYNC_FIRST_PULL_DAYS_BACK,
  SYNC_WINDOW_DAYS_AHEAD,
  SYNC_WINDOW_DAYS_BACK,
} from '#shared/contract/sync.ts'
import { queryRows, type Db } from '#server/db/client.ts'
import { isAnyOf } from '#server/db/id-array.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The class sessions a device holds: from SYNC_WINDOW_DAYS_BACK ago to _AHEAD from now. */
export interface SyncWindow {
  from: Date
  to: Date
}

export function windowAt(now: Date): SyncWindow {
  return {
    from: new Date(now.getTime() - SYNC_WINDOW_DAYS_BACK * DAY_MS),
    to: new Date(now.getTime() + SYNC_WINDOW_DAYS_AHEAD * DAY_MS),
  }
}

/** Where a first pull that leaves the history for the next one starts its sessions. */
export const recentFrom = (now: Date): Date =>
  new Date(now.getTime() - SYNC_FIRST_PULL_DAYS_BACK * DAY_MS)

/** The scope as subqueries of ids, to use inside other queries (`id in (${scope.students})`). */
export interface TeacherScopeSql {
  groups: SQL
  sessions: SQL
  students: SQL
  guardians: SQL
}

/**
 * The live groups a teacher teaches, as a subquery of `group_id`s: the scope's groups, and the
 * groups whose classes a teacher may staff and fill (classes/class-access-data.ts).
 */
export const teacherGroupsSql = (teacherId: string): SQL =>
  sql`select gt.group_id from group_teachers gt
    join groups g on g.id = gt.group_id
    where gt.teacher_id = ${teacherId} and gt.deleted_at is null and g.deleted_at is null`

/**
 * The scope as subqueries. Sessions and students are unions of indexed lookups, never an `or`
 * of two subqueries: the planner cannot use an index for that and read every attendance row of
 * the school (200,000 in the large school) to find a teacher's 6,000.
 */
export function teacherScopeSql(teacherId: string, window: SyncWindow): TeacherScopeSql {
  const groups = teacherGroupsSql(teacherId)
  const inWindow = (cs: SQL) =>
    sql`${cs}.deleted_at is null
      and ${cs}.session_date >= ${window.from.toISOString()}
      and ${cs}.session_date <= ${window.to.toISOString()}`
  const sessions = sql`select cs.id from class_sessions cs
      where cs.group_id in (${groups}) and ${inWindow(sql`cs`)}
    union select st.session_id from session_teachers st
      join class_sessions cs on cs.id = st.session_id
      where st.teacher_id = ${teacherId} and st.deleted_at is null and ${inWindow(sql`cs`)}`
  const students = sql`select gs.student_id from group_students gs
      where gs.deleted_at is null and gs.group_id in (${groups})
    union select ss.student_id from session_students ss
      where ss.deleted_at is null and ss.session_id in (${sessions})`
  const guardians = sql`select u.supporter_id from users u
    where u.supporter_id is not null and u.id in (${students})`
  return { groups, sessions, students, guardians }
}

export interface TeacherScope {
  groups: Set<string>
  sessions: Set<string>
  students: Set<string>
  guardians: Set<string>
}

/**
 * `student` is one of the teacher's own students: in a live group the teacher teaches, or in a
 * live class session of the window `window` (by default the sync window of now, the one a pull
 * made now uses) that the teacher teaches or that belongs to one of their groups.
 */
export function isOwnStudentOf(
  teacherId: string,
  student: AnyPgColumn,
  window: SyncWindow = windowAt(new Date()),
): SQL {
  return sql`${student} in (${teacherScopeSql(teacherId, window).students})`
}

/** A row of a scope's statement: 'g' group, 's' session, 'u' student, 'p' guardian. */
interface ScopeRow {
  kind: 'g' | 's' | 'u' | 'p'
  id: string
}

function scopeOf(rows: ScopeRow[]): TeacherScope {
  const scope: TeacherScope = {
    groups: new Set(),
    sessions: new Set(),
    students: new Set(),
    guardians: new Set(),
  }
  const sets = { g: scope.groups, s: scope.sessions, u: scope.students, p: scope.guardians }
  for (const { kind, id } of rows) sets[kind].add(id)
  return scope
}

/**
 * The scope as sets of ids (a teacher's scope is small: a few groups, their sessions), in one
 * statement that works out each part once: the pull then asks for these ids, not the subqueries.
 */
export async function teacherScope(
  db: Db,
  teacherId: string,
  window: SyncWindow,
): Promise<TeacherScope> {
  const q = teacherScopeSql(teacherId, window)
  const rows = await queryRows<ScopeRow>(
    db,
    sql`with g as (${q.groups}),
      s as (${q.sessions}),
      u as (select gs.student_id from group_students gs
          where gs.deleted_at is null and gs.group_id in (select group_id from g)
        union select ss.student_id from session_students ss
          where ss.deleted_at is null and ss.session_id in (select id from s)),
      p as (select us.supporter_id from users us
        where us.supporter_id is not null and us.id in (select student_id from u))
      select 'g' as kind, group_id::text as id from g
      union all select 's', id::text from s
      union all select 'u', student_id::text from u
      union all select 'p', supporter_id::text from p`,
  )
  return scopeOf(rows)
}

/**
 * What may have entered or left a teacher's scope since the transaction `since`: groups and
 * sessions whose link to this teacher changed (added or removed), and students whose link to one
 * of those or to a group or session in `scope` (the scope now) changed, and their guardians. Each
 * is then sent (in scope now) or tombstoned (not in scope now); an id the device never held is
 * deleted as a no-op.
 */
export async function scopeChanges(
  db: Db,
  teacherId: string,
  since: string,
  scope: TeacherScope,
): Promise<TeacherScope> {
  const rows = await queryRows<ScopeRow>(
    db,
    sql`with g as (select group_id from group_teachers
        where teacher_id = ${teacherId} and sync_xid >= ${since}::xid8),
      s as (select session_id from session_teachers
          where teacher_id = ${teacherId} and sync_xid >= ${since}::xid8
        union select id from class_sessions where group_id in (select group_id from g)),
      u as (select student_id from group_students where group_id in (select group_id from g)
        union select student_id from session_students
          where session_id in (select session_id from s)
        union select student_id from group_students
          where sync_xid >= ${since}::xid8 and ${isAnyOf(sql`group_id`, scope.groups)}
        union select student_id from session_students
          where sync_xid >= ${since}::xid8 and ${isAnyOf(sql`session_id`, scope.sessions)})
      select 'g' as kind, group_id::text as id from g
      union all select 's', session_id::text from s
      union all select 'u', student_id::text from u
      union all select 'p', us.supporter_id::text from users us
        where us.supporter_id is not null and us.id in (select student_id from u)`,
  )
  return scopeOf(rows)
}

// The four soft-deleted link tables (group_teachers, group_students, session_teachers,
// session_students): adding is an upsert that only revives removed rows, removing sets
// deleted_at, so replays change nothing and the sync trigger bumps `version` only on real changes.
import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Db } from '#server/db/client.ts'

export interface Link {
  table: 'group_teachers' | 'group_students' | 'session_teachers' | 'session_students'
  owner: 'group_id' | 'session_id'
  person: 'teacher_id' | 'student_id'
}

export const LINKS = {
  groupTeachers: { table: 'group_teachers', owner: 'group_id', person: 'teacher_id' },
  groupStudents: { table: 'group_students', owner: 'group_id', person: 'student_id' },
  sessionTeachers: { table: 'session_teachers', owner: 'session_id', person: 'teacher_id' },
  sessionStudents: { table: 'session_students', owner: 'session_id', person: 'student_id' },
} as const satisfies Record<string, Link>

export interface LinkRow {
  person_id: string
  deleted_at: Date | string | null
  used_transport?: boolean
  status?: 'present' | 'absent'
}

const id = sql.identifier
const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((value) => sql`${value}::uuid`),
    sql`, `,
  )
const returned = (link: Link) =>
  link.table === 'session_students'
    ? sql`${id(link.person)} as person_id, deleted_at, used_transport, status`
    : sql`${id(link.person)} as person_id, deleted_at`

/** The rows (live or removed) linking `ownerId` to these people, for the audit's `before`. */
export function linkRows(tx: Db, link: Link, ownerId: string, personIds: readonly string[]) {
  return queryRows<LinkRow>(
    tx,
    sql`select ${returned(link)} from ${id(link.table)}
        where ${id(link.owner)} = ${ownerId}::uuid and ${id(link.person)} in (${uuidList(personIds)})`,
  )
}

export interface AddLinkOptions {
  /** Session students: the transport each was given (see addLinks). */
  transport?: ReadonlyMap<string, boolean>
  /** Session students: present or absent, as given. */
  status?: ReadonlyMap<string, 'present' | 'absent'>
  /** Session teachers: who puts them on the class (kept on new and revived rows). */
  assignedBy?: string | null
}

/**
 * Links the people to the owner in ONE statement; those already linked are left untouched (no
 * version bump), removed ones are revived. For session students, `transport` holds the value
 * each student was given: set on the row when given; when absent, false for a new or revived
 * row and kept otherwise. `status` works the same way (default present). A session teacher's
 * `assigned_by` is the one who added them, or revived them. Returns the rows that changed. Rows
 * are written in id order so two concurrent calls lock them in the same order, and ON CONFLICT
 * never raises a duplicate.
 */
export function addLinks(
  tx: Db,
  link: Link,
  ownerId: string,
  personIds: readonly string[],
  { transport = new Map(), status = new Map(), assignedBy = null }: AddLinkOptions = {},
): Promise<LinkRow[]> {
  const table = id(link.table)
  const ordered = [...personIds].sort()
  let insert: SQL
  let update: SQL = sql`deleted_at = null`
  let changed: SQL = sql`${table}.deleted_at is not null`
  if (link.table === 'session_students') {
    const values = sql.join(
      ordered.map(
        (p) =>
          sql`(${ownerId}::uuid, ${p}::uuid, ${transport.get(p) ?? false},
            ${status.get(p) ?? 'present'}::attendance_status)`,
      ),
      sql`, `,
    )
    insert = sql`insert into session_students (session_id, student_id, used_transport, status)
                 values ${values}`
    const explicitIn = (given: string[]) =>
      given.length ? sql`session_students.student_id in (${uuidList(given)})` : sql`false`
    const explicit = explicitIn([...transport.keys()])
    const explicitStatus = explicitIn([...status.keys()])
    const revived = sql`session_students.deleted_at is not null`
    update = sql`deleted_at = null, updated_at = now(), used_transport = case
        when ${explicit} or ${revived} then excluded.used_transport
        else session_students.used_transport end, status = case
        when ${explicitStatus} or ${revived} then excluded.status
        else session_students.status end`
    changed = sql`(${changed} or (${explicit}
        and session_students.used_transport <> excluded.used_transport) or (${explicitStatus}
        and session_students.status <> excluded.status))`
  } else if (link.table === 'session_teachers') {
    const values = sql.join(
      ordered.map((p) => sql`(${ownerId}::uuid, ${p}::uuid, ${assignedBy}::uuid)`),
      sql`, `,
    )
    insert = sql`insert into session_teachers (session_id, teacher_id, assigned_by) values ${values}`
    update = sql`deleted_at = null, assigned_by = excluded.assigned_by`
  } else {
    const values = sql.join(
      ordered.map((p) => sql`(${ownerId}::uuid, ${p}::uuid)`),
      sql`, `,
    )
    insert = sql`insert into ${table} (${id(link.owner)}, ${id(link.person)}) values ${values}`
  }
  return queryRows<LinkRow>(
    tx,
    sql`${insert}
        on conflict (${id(link.owner)}, ${id(link.person)}) do update set ${update}
        where ${changed}
        returning ${returned(link)}`,
  )
}

export type RemoveOutcome = 'removed' | 'already-removed' | 'never-linked'

/** Soft-removes one link; a second removal is not an error (`already-removed`). */
export async function removeLink(
  tx: Db,
  link: Link,
  ownerId: string,
  personId: string,
): Promise<{ outcome: RemoveOutcome; row?: LinkRow }> {
  const [row] = await queryRows<LinkRow>(
    tx,
    sql`update ${id(link.table)} set deleted_at = now()
        where ${id(link.owner)} = ${ownerId}::uuid and ${id(link.person)} = ${personId}::uuid
          and deleted_at is null
        returning ${returned(link)}`,
  )
  if (row) return { outcome: 'removed', row }
  const [existing] = await linkRows(tx, link, ownerId, [personId])
  return { outcome: existing ? 'already-removed' : 'never-linked' }
}

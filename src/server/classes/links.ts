// The four soft-deleted link tables (group_teachers, group_students, session_teachers,
// session_students): adding is an upsert that only revives removed rows, removing sets
// deleted_at, so replays change nothing and the sync trigger bumps `version` only on real changes.
import { and, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Attendance, AttendanceInput } from '#shared/contract/class-sessions.ts'
import type { Db } from '#server/db/client.ts'
import type { WriteContext } from '#server/writes.ts'
import {
  groupStudents,
  groupTeachers,
  sessionStudents,
  sessionTeachers,
} from '#server/db/schema.ts'

/** Each link table with its owner and person columns, and its row for a pair of ids. */
export const LINKS = {
  groupTeachers: {
    table: groupTeachers,
    owner: groupTeachers.group_id,
    person: groupTeachers.teacher_id,
    row: (group_id: string, teacher_id: string) => ({ group_id, teacher_id }),
  },
  groupStudents: {
    table: groupStudents,
    owner: groupStudents.group_id,
    person: groupStudents.student_id,
    row: (group_id: string, student_id: string) => ({ group_id, student_id }),
  },
  sessionTeachers: {
    table: sessionTeachers,
    owner: sessionTeachers.session_id,
    person: sessionTeachers.teacher_id,
    row: (session_id: string, teacher_id: string) => ({ session_id, teacher_id }),
  },
  sessionStudents: {
    table: sessionStudents,
    owner: sessionStudents.session_id,
    person: sessionStudents.student_id,
    row: (session_id: string, student_id: string) => ({ session_id, student_id }),
  },
}
export type Link = (typeof LINKS)[keyof typeof LINKS]
type GroupLink = typeof LINKS.groupTeachers | typeof LINKS.groupStudents

/** What the audit keeps of a link row; a session student's also has transport and status. */
export interface LinkRow extends Partial<Omit<Attendance, 'student_id'>> {
  person_id: string
  deleted_at: Date | null
}

const returned = (link: Link) => ({
  person_id: link.person,
  deleted_at: link.table.deleted_at,
  ...(link.table === sessionStudents && {
    used_transport: sessionStudents.used_transport,
    status: sessionStudents.status,
  }),
})

/**
 * The ON CONFLICT of every link upsert: a removed row is revived with `set`; a live one is left
 * untouched (no version bump) unless `alsoWhen` holds.
 */
const revive = (link: Link, set: Record<string, unknown> = {}, alsoWhen?: SQL) => ({
  target: [link.owner, link.person],
  set: { deleted_at: null, ...set },
  setWhere: or(isNotNull(link.table.deleted_at), alsoWhen),
})

/** The value the conflicting insert proposed for a column (`excluded.<column>`). */
const excluded = (column: string) => sql`excluded.${sql.identifier(column)}`

/** Rows are written in id order so two concurrent calls lock them in the same order. */
const inIdOrder = <T>(items: readonly T[], id: (item: T) => string) =>
  [...items].sort((a, b) => (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0))

/** The rows (live or removed) linking `ownerId` to these people, for the audit's `before`. */
function linkRows(
  tx: Db,
  link: Link,
  ownerId: string,
  personIds: readonly string[],
): Promise<LinkRow[]> {
  return tx
    .select(returned(link))
    .from(link.table)
    .where(and(eq(link.owner, ownerId), inArray(link.person, [...personIds])))
}

/**
 * Links the people to a group in ONE statement; those already linked are left untouched, removed
 * ones are revived. Returns the rows that changed.
 */
export function addGroupLinks(
  tx: Db,
  link: GroupLink,
  groupId: string,
  personIds: readonly string[],
): Promise<LinkRow[]> {
  return tx
    .insert(link.table)
    .values(inIdOrder(personIds, (p) => p).map((p) => link.row(groupId, p)))
    .onConflictDoUpdate(revive(link))
    .returning(returned(link))
}

/** The same for a session's teachers; `assigned_by` is who added them, or revived them. */
export function addSessionTeacherLinks(
  tx: Db,
  sessionId: string,
  teacherIds: readonly string[],
  assignedBy: string | null,
): Promise<LinkRow[]> {
  const link = LINKS.sessionTeachers
  return tx
    .insert(link.table)
    .values(
      inIdOrder(teacherIds, (t) => t).map((t) => ({
        ...link.row(sessionId, t),
        assigned_by: assignedBy,
      })),
    )
    .onConflictDoUpdate(revive(link, { assigned_by: excluded('assigned_by') }))
    .returning(returned(link))
}

/**
 * The same for a session's students. A given `used_transport` or `status` is set on the row;
 * one not given is false (transport) or present (status) on a new or revived row and kept on a
 * live one. A live row changes only when a given value differs from the stored one.
 */
export function addSessionStudentLinks(
  tx: Db,
  sessionId: string,
  students: readonly AttendanceInput[],
): Promise<LinkRow[]> {
  const link = LINKS.sessionStudents
  const { table } = link
  const givenFor = (key: 'used_transport' | 'status') =>
    inArray(
      table.student_id,
      students.filter((s) => s[key] !== undefined).map((s) => s.student_id),
    )
  const revived = isNotNull(table.deleted_at)
  /** The proposed value when it was given or the row is revived, else the stored one. */
  const givenOrKept = (key: 'used_transport' | 'status', given: SQL) =>
    sql`case when ${given} or ${revived} then ${excluded(key)} else ${table[key]} end`
  const transportGiven = givenFor('used_transport')
  const statusGiven = givenFor('status')
  return tx
    .insert(table)
    .values(
      inIdOrder(students, (s) => s.student_id).map((s) => ({
        ...link.row(sessionId, s.student_id),
        used_transport: s.used_transport ?? false,
        status: s.status ?? 'present',
      })),
    )
    .onConflictDoUpdate(
      revive(
        link,
        {
          updated_at: sql`now()`,
          used_transport: givenOrKept('used_transport', transportGiven),
          status: givenOrKept('status', statusGiven),
        },
        or(
          and(transportGiven, ne(table.used_transport, excluded('used_transport'))),
          and(statusGiven, ne(table.status, excluded('status'))),
        ),
      ),
    )
    .returning(returned(link))
}

export type RemoveOutcome = 'removed' | 'already-removed' | 'never-linked'

/** Soft-removes one link; a second removal is not an error (`already-removed`). */
async function removeLink(
  tx: Db,
  link: Link,
  ownerId: string,
  personId: string,
): Promise<{ outcome: RemoveOutcome; row?: LinkRow }> {
  const [row] = await tx
    .update(link.table)
    .set({ deleted_at: sql`now()` })
    .where(and(eq(link.owner, ownerId), eq(link.person, personId), isNull(link.table.deleted_at)))
    .returning(returned(link))
  if (row) return { outcome: 'removed', row }
  const [existing] = await linkRows(tx, link, ownerId, [personId])
  return { outcome: existing ? 'already-removed' : 'never-linked' }
}

/** The group or class session whose links change, as the audit names it. */
export interface LinkOwner {
  entity: 'group' | 'class_session'
  id: string
}

/**
 * Runs `add` (one of the add…Links above) and audits the rows it changed, with what they were
 * before; nothing is audited when nothing changed (a replay).
 */
export async function addAudited(
  { tx, audit }: WriteContext,
  link: Link,
  owner: LinkOwner,
  personIds: readonly string[],
  action: string,
  add: () => Promise<LinkRow[]>,
): Promise<void> {
  const before = await linkRows(tx, link, owner.id, personIds)
  const changed = await add()
  if (changed.length === 0) return
  await audit({
    action,
    entity: owner.entity,
    entityId: owner.id,
    before: before.filter((row) => changed.some((c) => c.person_id === row.person_id)),
    after: changed,
  })
}

/** removeLink, audited when it removed something. */
export async function removeAudited(
  { tx, audit }: WriteContext,
  link: Link,
  owner: LinkOwner,
  personId: string,
  action: string,
): Promise<RemoveOutcome> {
  const { outcome, row } = await removeLink(tx, link, owner.id, personId)
  if (row) {
    await audit({
      action,
      entity: owner.entity,
      entityId: owner.id,
      before: { ...row, deleted_at: null },
      after: row,
    })
  }
  return outcome
}

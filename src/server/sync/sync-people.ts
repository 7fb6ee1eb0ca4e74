// The people of one pull (GET /api/sync): staff for everyone, students and guardians cut to a
// teacher's scope (teacher-scope-data.ts). Split from sync-queries.ts, which holds the rest.
// Families reach a device with only what field work needs (Ley 21.719): a student's name,
// phone, guardian and missing consents; a guardian's name and phone. RUTs, e-mails and birth dates
// stay on the server (sent as null for the previous app version).
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { SyncResponse } from '#shared/contract/sync.ts'
import { isStaffRole, STAFF_ROLES } from '#shared/roles.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'
import { consentsMissing, type RequiredVersions } from '#server/documents/consent-status-data.ts'
import { isAnyOf } from '#server/db/id-array.ts'
import type { TeacherScope } from '#server/classes/teacher-scope-data.ts'

type Body = Omit<SyncResponse, 'cursor' | 'reset' | 'window'>
const SYNCED_ROLES = ['student', 'supporter', 'teacher', 'admin', 'superadmin'] as const

/** Who pulls: admins hold everything; a teacher's pull is cut to their scope (teacher-scope-data.ts). */
export interface SyncViewer {
  id: string
  role: string
}

/**
 * A teacher's scope now, and (on a delta) what may have entered or left it since the cursor: ids
 * worked out once per pull (teacher-scope-data.ts), which every query of the pull then asks for.
 */
export interface View {
  scope: TeacherScope
  changes: TeacherScope
}

/** Rows written by the transaction `since` or a later one (`since` is an xid8 as text). */
export const writtenSince = (column: AnyPgColumn, since: string) => sql`${column} >= ${since}::xid8`

/**
 * The people of a pull. `required`: the versions in force of the documents required to ride;
 * `allStudents` (a delta after one of them changed): every student in scope is sent again, with
 * their missing consents recomputed.
 */
export async function readUsers(
  db: Db,
  since: string | null,
  view: View | null,
  required: RequiredVersions,
  allStudents = false,
) {
  // On a delta, a student whose link to the scope changed is sent (or tombstoned) with their
  // guardian even if neither row changed.
  const touched = view
    ? isAnyOf(users.id, [...view.changes.students, ...view.changes.guardians])
    : undefined
  const scoped = view
    ? or(
        inArray(users.role, [...STAFF_ROLES]),
        isAnyOf(users.id, [...view.scope.students, ...view.scope.guardians]),
      )
    : undefined
  const everyStudent = allStudents
    ? and(eq(users.role, 'student'), eq(users.active, true), scoped)
    : undefined
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      last_name: users.last_name,
      email: users.email,
      phone: users.phone,
      supporter_id: users.supporter_id,
      active: users.active,
    })
    .from(users)
    .where(
      and(
        inArray(users.role, [...SYNCED_ROLES]),
        since === null
          ? and(eq(users.active, true), scoped)
          : or(writtenSince(users.sync_xid, since), touched, everyStudent),
      ),
    )
  const out: Pick<Body, 'students' | 'supporters' | 'teachers'> & { deleted: string[] } = {
    students: [],
    supporters: [],
    teachers: [],
    deleted: [],
  }
  const visible = (id: string) =>
    !view || view.scope.students.has(id) || view.scope.guardians.has(id)
  for (const { active, role, ...u } of rows) {
    if (!active) out.deleted.push(u.id)
    else if (!isStaffRole(role) && !visible(u.id)) {
      // Out of scope: forgotten by the device if it may have held it, else not sent at all.
      if (view?.changes.students.has(u.id) || view?.changes.guardians.has(u.id)) {
        out.deleted.push(u.id)
      }
    } else if (role === 'student') {
      const { id, name, last_name, phone, supporter_id } = u
      out.students.push({ id, name, last_name, phone, supporter_id, ...WITHHELD_STUDENT })
    } else if (role === 'supporter') {
      const { id, name, last_name, phone } = u
      out.supporters.push({ id, name, last_name, phone, rut: null, email: null })
    } else if (isStaffRole(role)) {
      const { id, name, last_name, email, phone } = u
      out.teachers.push({ id, role, name, last_name, email, phone })
    }
  }
  const missing = await consentsMissing(
    db,
    out.students.map((s) => s.id),
    required,
  )
  for (const student of out.students) student.consents_missing = missing.get(student.id) ?? []
  return out
}

/** What the previous app version requires in a student row, always null now. */
const WITHHELD_STUDENT = { rut: null, email: null, birth_date: null } as const

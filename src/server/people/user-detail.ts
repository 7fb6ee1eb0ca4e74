// GET /api/{list}/{id}: a person with what their detail screen shows — a student's supporter,
// groups and latest sessions; a supporter's students; a teacher's groups and latest sessions.
// A teacher reads a student's or guardian's page without RUT, birth date and e-mail.
import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import type { UserDetail } from '#shared/contract/users.ts'
import type { StaffRole } from '#shared/roles.ts'
import type { Db } from '#server/db/client.ts'
import { personWithEmail } from '#server/db/person-ref.ts'
import { familyMemberFor } from '#server/family-identifiers.ts'
import {
  classSessions,
  groupStudents,
  groupTeachers,
  groups,
  sessionStudents,
  sessionTeachers,
  users,
} from '#server/db/schema.ts'
import { sortByFullName } from '#shared/name-order.ts'
import { toUser, type UserRow } from './user-rows-data.ts'

const LATEST_SESSIONS = 20

const sessionColumns = {
  id: classSessions.id,
  name: classSessions.name,
  session_date: classSessions.session_date,
  class_type: classSessions.class_type,
}
const toSessionRef = <T extends { session_date: Date }>(row: T) => ({
  ...row,
  session_date: row.session_date.toISOString(),
})

/** The link tables that tie a student or a teacher to groups and to class sessions. */
const LINKS = {
  student: {
    groups: { table: groupStudents, person: groupStudents.student_id },
    sessions: { table: sessionStudents, person: sessionStudents.student_id },
  },
  teacher: {
    groups: { table: groupTeachers, person: groupTeachers.teacher_id },
    sessions: { table: sessionTeachers, person: sessionTeachers.teacher_id },
  },
} as const
type LinkedRole = keyof typeof LINKS

async function groupsOf(db: Db, role: LinkedRole, personId: string) {
  const { table, person } = LINKS[role].groups
  return db
    .select({ id: groups.id, name: groups.name })
    .from(table)
    .innerJoin(groups, eq(groups.id, table.group_id))
    .where(and(eq(person, personId), isNull(table.deleted_at), isNull(groups.deleted_at)))
    .orderBy(asc(groups.name))
}

async function latestSessionsOf(db: Db, role: LinkedRole, personId: string) {
  const { table, person } = LINKS[role].sessions
  const rows = await db
    .select(sessionColumns)
    .from(table)
    .innerJoin(classSessions, eq(classSessions.id, table.session_id))
    .where(and(eq(person, personId), isNull(table.deleted_at), isNull(classSessions.deleted_at)))
    .orderBy(desc(classSessions.session_date), asc(classSessions.id))
    .limit(LATEST_SESSIONS)
  return rows.map(toSessionRef)
}

const supporterColumns = personWithEmail(users)

/** The student's supporter when it is set and still active. */
async function supporterOf(db: Db, studentId: string) {
  const [row] = await db
    .select(supporterColumns)
    .from(users)
    .where(
      and(
        eq(users.active, true),
        eq(
          users.id,
          db
            .select({ supporter_id: users.supporter_id })
            .from(users)
            .where(eq(users.id, studentId)),
        ),
      ),
    )
  return row ? { ...row, email: row.email ?? '' } : null
}

async function supportedStudents(db: Db, supporterId: string) {
  const rows = await db
    .select(supporterColumns)
    .from(users)
    .where(
      and(eq(users.supporter_id, supporterId), eq(users.active, true), eq(users.role, 'student')),
    )
  return sortByFullName(rows.map((row) => ({ ...row, email: row.email ?? '' })))
}

export async function loadUserDetail(db: Db, viewer: StaffRole, row: UserRow): Promise<UserDetail> {
  const user = toUser(row)
  const shown = <T extends { email: string | null }>(person: T) => familyMemberFor(viewer, person)
  switch (user.role) {
    case 'student': {
      const [supporter, studentGroupRows, sessions] = await Promise.all([
        supporterOf(db, user.id),
        groupsOf(db, 'student', user.id),
        latestSessionsOf(db, 'student', user.id),
      ])
      return {
        ...shown(user),
        role: 'student',
        supporter: supporter && shown(supporter),
        groups: studentGroupRows,
        class_sessions: sessions,
      }
    }
    case 'supporter':
      return {
        ...shown(user),
        role: 'supporter',
        supported_students: (await supportedStudents(db, user.id)).map(shown),
      }
    case 'teacher': {
      const [teacherGroupRows, sessions] = await Promise.all([
        groupsOf(db, 'teacher', user.id),
        latestSessionsOf(db, 'teacher', user.id),
      ])
      return { ...user, role: 'teacher', groups: teacherGroupRows, class_sessions: sessions }
    }
    default:
      return { ...user, role: user.role }
  }
}

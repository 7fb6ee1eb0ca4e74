// GET /api/{list}/{id}: a person with what their detail screen shows — a student's supporter,
// groups and latest sessions; a supporter's students; a teacher's groups and latest sessions.
import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import type { UserDetail } from '#shared/contract/users.ts'
import type { Db } from '#server/db/client.ts'
import {
  classSessions,
  groupStudents,
  groupTeachers,
  groups,
  sessionStudents,
  sessionTeachers,
  users,
} from '#server/db/schema.ts'
import { byFullName } from './search.ts'
import { toUser, type UserRow } from './user-rows.ts'

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

async function studentGroups(db: Db, studentId: string) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groupStudents)
    .innerJoin(groups, eq(groups.id, groupStudents.group_id))
    .where(
      and(
        eq(groupStudents.student_id, studentId),
        isNull(groupStudents.deleted_at),
        isNull(groups.deleted_at),
      ),
    )
    .orderBy(asc(groups.name))
}

async function teacherGroups(db: Db, teacherId: string) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groupTeachers)
    .innerJoin(groups, eq(groups.id, groupTeachers.group_id))
    .where(
      and(
        eq(groupTeachers.teacher_id, teacherId),
        isNull(groupTeachers.deleted_at),
        isNull(groups.deleted_at),
      ),
    )
    .orderBy(asc(groups.name))
}

async function studentSessions(db: Db, studentId: string) {
  const rows = await db
    .select(sessionColumns)
    .from(sessionStudents)
    .innerJoin(classSessions, eq(classSessions.id, sessionStudents.session_id))
    .where(
      and(
        eq(sessionStudents.student_id, studentId),
        isNull(sessionStudents.deleted_at),
        isNull(classSessions.deleted_at),
      ),
    )
    .orderBy(desc(classSessions.session_date), asc(classSessions.id))
    .limit(LATEST_SESSIONS)
  return rows.map(toSessionRef)
}

async function teacherSessions(db: Db, teacherId: string) {
  const rows = await db
    .select(sessionColumns)
    .from(sessionTeachers)
    .innerJoin(classSessions, eq(classSessions.id, sessionTeachers.session_id))
    .where(
      and(
        eq(sessionTeachers.teacher_id, teacherId),
        isNull(sessionTeachers.deleted_at),
        isNull(classSessions.deleted_at),
      ),
    )
    .orderBy(desc(classSessions.session_date), asc(classSessions.id))
    .limit(LATEST_SESSIONS)
  return rows.map(toSessionRef)
}

const personWithEmail = {
  id: users.id,
  name: users.name,
  last_name: users.last_name,
  email: users.email,
}

/** The student's supporter when it is set and still active. */
async function supporterOf(db: Db, studentId: string) {
  const [row] = await db
    .select(personWithEmail)
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
    .select(personWithEmail)
    .from(users)
    .where(
      and(eq(users.supporter_id, supporterId), eq(users.active, true), eq(users.role, 'student')),
    )
    .orderBy(...byFullName)
  return rows.map((row) => ({ ...row, email: row.email ?? '' }))
}

export async function loadUserDetail(db: Db, row: UserRow): Promise<UserDetail> {
  const user = toUser(row)
  switch (user.role) {
    case 'student': {
      const [supporter, studentGroupRows, sessions] = await Promise.all([
        supporterOf(db, user.id),
        studentGroups(db, user.id),
        studentSessions(db, user.id),
      ])
      return {
        ...user,
        role: 'student',
        supporter,
        groups: studentGroupRows,
        class_sessions: sessions,
      }
    }
    case 'supporter':
      return {
        ...user,
        role: 'supporter',
        supported_students: await supportedStudents(db, user.id),
      }
    case 'teacher': {
      const [teacherGroupRows, sessions] = await Promise.all([
        teacherGroups(db, user.id),
        teacherSessions(db, user.id),
      ])
      return { ...user, role: 'teacher', groups: teacherGroupRows, class_sessions: sessions }
    }
    default:
      return { ...user, role: user.role }
  }
}

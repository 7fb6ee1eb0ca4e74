// A small school for the push tests: a teacher and an admin signed in, two students, a group and a
// session two days ago with the first student attending.
import { randomUUID } from 'node:crypto'
import type { SyncPushBody, SyncPushResponse } from '#shared/contract/sync-push.ts'
import type { App } from '#server/app.ts'
import type { Db } from '#server/db/client.ts'
import {
  classSessions,
  groups,
  groupStudents,
  groupTeachers,
  sessionStudents,
  users,
} from '#server/db/schema.ts'
import { bearer, login, seedUser } from '../helpers/fixtures.ts'

export interface PushSchool {
  teacherToken: string
  adminToken: string
  teacherId: string
  studentIds: [string, string]
  groupId: string
  sessionId: string
}

export async function seedPushSchool(app: App, db: Db): Promise<PushSchool> {
  const teacher = await seedUser(db, { role: 'teacher' })
  const admin = await seedUser(db, { role: 'admin' })
  const [s1, s2] = await db
    .insert(users)
    .values([
      { role: 'student', name: 'Tomás', last_name: 'Pérez', birth_date: '2015-03-02' },
      { role: 'student', name: 'Sofía', last_name: 'Rojas', birth_date: '2014-01-01' },
    ])
    .returning()
  const [group] = await db
    .insert(groups)
    .values({ name: 'Martes', start_date: '2026-01-01' })
    .returning()
  await db.insert(groupTeachers).values({ group_id: group!.id, teacher_id: teacher.id })
  // Both ride in the group: a teacher puts on a class only children of their groups.
  await db.insert(groupStudents).values([
    { group_id: group!.id, student_id: s1!.id },
    { group_id: group!.id, student_id: s2!.id },
  ])
  const [session] = await db
    .insert(classSessions)
    .values({
      session_date: new Date(Date.now() - 2 * 86_400_000),
      class_type: 'group',
      group_id: group!.id,
    })
    .returning()
  await db.insert(sessionStudents).values({ session_id: session!.id, student_id: s1!.id })
  return {
    teacherToken: (await login(app, teacher.email!)).token,
    adminToken: (await login(app, admin.email!)).token,
    teacherId: teacher.id,
    studentIds: [s1!.id, s2!.id],
    groupId: group!.id,
    sessionId: session!.id,
  }
}

export async function push(app: App, token: string, body: SyncPushBody) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/sync/push',
    headers: bearer(token),
    payload: body,
  })
  return { status: response.statusCode, body: response.json() as SyncPushResponse }
}

export const newDevice = () => `device-${randomUUID()}`

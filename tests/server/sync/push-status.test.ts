// Present / absent travel through the offline push as session.addStudents with a status, and come
// back to devices in the pull as absent_student_ids.
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sessionStudents } from '#server/db/schema.ts'
import { bearer } from '../helpers/fixtures.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { newDevice, push, seedPushSchool, type PushSchool } from './push-fixtures.ts'

const ctx = useTestApp()
let school: PushSchool

beforeAll(async () => {
  school = await seedPushSchool(ctx.app, ctx.db)
})

const statusOf = async (studentId: string) => {
  const [row] = await ctx.db
    .select({ status: sessionStudents.status })
    .from(sessionStudents)
    .where(
      and(
        eq(sessionStudents.session_id, school.sessionId),
        eq(sessionStudents.student_id, studentId),
      ),
    )
  return row?.status
}

describe('attendance status through push and pull', () => {
  it('records an absence pushed offline and sends it back in the pull', async () => {
    const [tomas, sofia] = school.studentIds
    const result = await push(ctx.app, school.teacherToken, {
      deviceId: newDevice(),
      mutations: [
        {
          seq: 1,
          name: 'session.addStudents',
          args: {
            session_id: school.sessionId,
            students: [{ student_id: sofia, status: 'absent', used_transport: false }],
          },
        },
        {
          seq: 2,
          name: 'session.addStudents',
          args: {
            session_id: school.sessionId,
            students: [{ student_id: tomas, status: 'tarde' }],
          },
        },
      ],
    })
    expect(result.body.results.map((r) => r.status)).toEqual(['applied', 'rejected'])
    expect(await statusOf(sofia)).toBe('absent')
    expect(await statusOf(tomas)).toBe('present')

    const pull = await ctx.app.inject({ url: '/api/sync', headers: bearer(school.teacherToken) })
    const session = (
      pull.json() as {
        class_sessions: { id: string; student_ids: string[]; absent_student_ids: string[] }[]
      }
    ).class_sessions.find((s) => s.id === school.sessionId)!
    expect(session.student_ids.sort()).toEqual([tomas, sofia].sort())
    expect(session.absent_student_ids).toEqual([sofia])
  })
})

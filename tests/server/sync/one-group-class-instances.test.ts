// Two server instances on one database (two connection pools on PostgreSQL; one handle on PGlite,
// where the pushes take turns) each receiving, at the same moment, a phone's offline opening of
// the same group's class under its own id: one class per group, every child on it once.
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  classSessions,
  groups,
  groupStudents,
  groupTeachers,
  sessionStudents,
  users,
} from '#server/db/schema.ts'
import { login, seedUser } from '../helpers/fixtures.ts'
import { startInstances, type Instances } from '../helpers/instances.ts'
import { newDevice, push } from './push-fixtures.ts'

let instances: Instances
beforeAll(async () => {
  instances = await startInstances(2)
})
afterAll(() => instances.close())

const GROUPS = 6

describe('one group class opened at once through two instances', () => {
  it('ends as one class per group with both phones’ marks on it', async () => {
    const { apps, db } = instances
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]]
    const teachers = [
      await seedUser(db, { role: 'teacher' }),
      await seedUser(db, { role: 'teacher' }),
    ]
    const tokens = [
      (await login(a, teachers[0]!.email!)).token,
      (await login(b, teachers[1]!.email!)).token,
    ]
    const children = await db
      .insert(users)
      .values([
        { role: 'student', name: 'Tomás', last_name: 'Pérez', birth_date: '2015-03-02' },
        { role: 'student', name: 'Sofía', last_name: 'Rojas', birth_date: '2014-01-01' },
      ])
      .returning({ id: users.id })
    const groupIds: string[] = []
    for (let i = 0; i < GROUPS; i++) {
      const [group] = await db
        .insert(groups)
        .values({ name: `Grupo ${i}`, start_date: '2026-01-01' })
        .returning({ id: groups.id })
      await db
        .insert(groupTeachers)
        .values(teachers.map((t) => ({ group_id: group!.id, teacher_id: t.id })))
      // The children ride in every group: a teacher marks only children of their groups.
      await db
        .insert(groupStudents)
        .values(children.map((c) => ({ group_id: group!.id, student_id: c.id })))
      groupIds.push(group!.id)
    }
    const start = new Date(Date.now() - 86_400_000).toISOString()
    // Each phone marks the same child (present) and its own other child.
    const opening = (groupId: string, phone: 0 | 1) => {
      const id = crypto.randomUUID()
      return {
        deviceId: newDevice(),
        mutations: [
          {
            seq: 1,
            name: 'session.create',
            args: { id, session_date: start, class_type: 'group', group_id: groupId },
          },
          {
            seq: 2,
            name: 'session.addStudents',
            args: {
              session_id: id,
              students: [{ student_id: children[0]!.id }, { student_id: children[1]!.id }].slice(
                0,
                phone + 1,
              ),
            },
          },
        ],
      }
    }
    const answers = await Promise.all(
      groupIds.flatMap((groupId, i) => {
        const [first, second] = i % 2 === 0 ? [a, b] : [b, a]
        return [
          push(first, tokens[0]!, opening(groupId, 0)),
          push(second, tokens[1]!, opening(groupId, 1)),
        ]
      }),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.body.results.map((r) => r.status)).toEqual(['applied', 'applied'])
    }
    const live = await db
      .select({ id: classSessions.id, group_id: classSessions.group_id })
      .from(classSessions)
      .where(and(inArray(classSessions.group_id, groupIds), isNull(classSessions.deleted_at)))
    expect(live.map((s) => s.group_id).sort()).toEqual([...groupIds].sort())
    for (const child of children) {
      const marks = await db
        .select({ session_id: sessionStudents.session_id })
        .from(sessionStudents)
        .where(and(eq(sessionStudents.student_id, child.id), isNull(sessionStudents.deleted_at)))
      expect(marks.map((m) => m.session_id).sort()).toEqual(live.map((s) => s.id).sort())
    }
  })
})

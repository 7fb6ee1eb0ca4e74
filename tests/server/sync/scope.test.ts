// A teacher's device holds their own groups and sessions, those students and their guardians;
// a change of scope arrives as rows, a removal as tombstones (teacher-scope-data.ts).
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { syncResponseSchema, type SyncResponse } from '#shared/contract/sync.ts'
import {
  classSessions,
  groups,
  groupStudents,
  groupTeachers,
  sessionStudents,
  sessionTeachers,
  users,
} from '#server/db/schema.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { bearer, login, seedUser } from '../helpers/fixtures.ts'

const ctx = useTestApp()
let teacherToken = ''
let adminToken = ''
let teacherId = ''
const ids = { mine: '', theirs: '', mySession: '', theirSession: '', privateSession: '' }
const people = { mine: '', theirs: '', private: '', nobody: '', myGuardian: '', theirGuardian: '' }
const DAY = 24 * 60 * 60 * 1000

async function pull(token: string, cursor?: string): Promise<SyncResponse> {
  const url = cursor === undefined ? '/api/sync' : `/api/sync?cursor=${encodeURIComponent(cursor)}`
  const response = await ctx.app.inject({ url, headers: bearer(token) })
  expect(response.statusCode).toBe(200)
  return syncResponseSchema.parse(response.json())
}

const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id).sort()
const sorted = (...list: string[]) => [...list].sort()

beforeAll(async () => {
  const teacher = await seedUser(ctx.db, { role: 'teacher' })
  const colleague = await seedUser(ctx.db, { role: 'teacher' })
  const admin = await seedUser(ctx.db, { role: 'admin' })
  teacherId = teacher.id
  teacherToken = (await login(ctx.app, teacher.email!)).token
  adminToken = (await login(ctx.app, admin.email!)).token
  const [g1, g2] = await ctx.db
    .insert(users)
    .values([
      { role: 'supporter', name: 'Ana', last_name: 'Pérez', phone: '+56981111111' },
      { role: 'supporter', name: 'Luis', last_name: 'Soto', phone: '+56922222222' },
    ])
    .returning()
  people.myGuardian = g1!.id
  people.theirGuardian = g2!.id
  const [s1, s2, s3, s4] = await ctx.db
    .insert(users)
    .values([
      { role: 'student', name: 'Tomás', last_name: 'Pérez', supporter_id: g1!.id },
      { role: 'student', name: 'Sofía', last_name: 'Soto', supporter_id: g2!.id },
      { role: 'student', name: 'Diego', last_name: 'Lara' },
      { role: 'student', name: 'Elena', last_name: 'Mora', rut: '11.111.111-1' },
    ])
    .returning()
  Object.assign(people, { mine: s1!.id, theirs: s2!.id, private: s3!.id, nobody: s4!.id })
  const [mine, theirs] = await ctx.db
    .insert(groups)
    .values([
      { name: 'Martes', start_date: '2026-01-01' },
      { name: 'Jueves', start_date: '2026-01-01' },
    ])
    .returning()
  ids.mine = mine!.id
  ids.theirs = theirs!.id
  await ctx.db.insert(groupTeachers).values([
    { group_id: ids.mine, teacher_id: teacher.id },
    { group_id: ids.theirs, teacher_id: colleague.id },
  ])
  await ctx.db.insert(groupStudents).values([
    { group_id: ids.mine, student_id: people.mine },
    { group_id: ids.theirs, student_id: people.theirs },
  ])
  const at = new Date(Date.now() - 2 * DAY)
  const [a, b, c] = await ctx.db
    .insert(classSessions)
    .values([
      { session_date: at, class_type: 'group', group_id: ids.mine },
      { session_date: at, class_type: 'group', group_id: ids.theirs },
      { session_date: at, class_type: 'other' },
    ])
    .returning()
  ids.mySession = a!.id
  ids.theirSession = b!.id
  ids.privateSession = c!.id
  await ctx.db.insert(sessionTeachers).values([
    { session_id: ids.privateSession, teacher_id: teacher.id },
    { session_id: ids.theirSession, teacher_id: colleague.id },
  ])
  await ctx.db.insert(sessionStudents).values([
    { session_id: ids.privateSession, student_id: people.private },
    { session_id: ids.theirSession, student_id: people.theirs },
  ])
})

describe('a teacher’s pull', () => {
  it('holds only their groups, sessions, students and those students’ guardians', async () => {
    const body = await pull(teacherToken)
    expect(body.reset).toBe(true)
    expect(idsOf(body.groups)).toEqual([ids.mine])
    expect(idsOf(body.class_sessions)).toEqual(sorted(ids.mySession, ids.privateSession))
    expect(idsOf(body.students)).toEqual(sorted(people.mine, people.private))
    expect(idsOf(body.supporters)).toEqual([people.myGuardian])
    expect(JSON.stringify(body)).not.toContain('11.111.111-1')
  })

  it('leaves an admin’s pull whole', async () => {
    const body = await pull(adminToken)
    expect(idsOf(body.groups)).toEqual(sorted(ids.mine, ids.theirs))
    expect(idsOf(body.students)).toEqual(
      sorted(people.mine, people.theirs, people.private, people.nobody),
    )
    expect(idsOf(body.supporters)).toEqual(sorted(people.myGuardian, people.theirGuardian))
  })

  it('does not send a change to a student outside the scope', async () => {
    const start = await pull(teacherToken)
    await ctx.db.update(users).set({ name: 'Elenita' }).where(eq(users.id, people.nobody))
    const next = await pull(teacherToken, start.cursor)
    expect(next.students).toEqual([])
    expect(next.deleted.users).toEqual([])
  })

  it('receives a group, its sessions, students and guardians once the teacher joins it', async () => {
    const start = await pull(teacherToken)
    await ctx.db.insert(groupTeachers).values({ group_id: ids.theirs, teacher_id: teacherId })
    const next = await pull(teacherToken, start.cursor)
    expect(next.reset).toBe(false)
    expect(idsOf(next.groups)).toEqual([ids.theirs])
    expect(idsOf(next.class_sessions)).toEqual([ids.theirSession])
    expect(idsOf(next.students)).toEqual([people.theirs])
    expect(idsOf(next.supporters)).toEqual([people.theirGuardian])
  })

  it('gets tombstones for the group, its sessions and its people once taken off it', async () => {
    const start = await pull(teacherToken)
    expect(idsOf(start.groups)).toContain(ids.theirs)
    await ctx.db
      .update(groupTeachers)
      .set({ deleted_at: new Date() })
      .where(and(eq(groupTeachers.group_id, ids.theirs), eq(groupTeachers.teacher_id, teacherId)))
    const next = await pull(teacherToken, start.cursor)
    expect(next.deleted.groups).toEqual([ids.theirs])
    expect(next.deleted.class_sessions).toEqual([ids.theirSession])
    expect(next.deleted.users.sort()).toEqual(sorted(people.theirs, people.theirGuardian))
    expect(next.groups).toEqual([])
    expect(next.students).toEqual([])
  })

  it('forgets a student (and their guardian) taken out of the teacher’s group', async () => {
    const start = await pull(teacherToken)
    await ctx.db
      .update(groupStudents)
      .set({ deleted_at: new Date() })
      .where(eq(groupStudents.student_id, people.mine))
    const next = await pull(teacherToken, start.cursor)
    expect(next.deleted.users.sort()).toEqual(sorted(people.mine, people.myGuardian))
    expect(idsOf(next.groups)).toEqual([ids.mine])
    expect(next.groups[0]!.student_ids).toEqual([])
  })
})

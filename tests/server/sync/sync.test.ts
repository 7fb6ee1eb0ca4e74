import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq, and } from 'drizzle-orm'
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
import { pull } from '#server/sync/sync-queries.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { deactivate, login, seedSignedIn, seedUser, bearer } from '../helpers/fixtures.ts'

const ctx = useTestApp()
let token = ''
let teacherId = ''
let studentId = ''
let otherStudentId = ''
let supporterId = ''
let groupId = ''
let sessionId = ''
const DAY = 24 * 60 * 60 * 1000

beforeAll(async () => {
  const teacher = await seedUser(ctx.db, { role: 'teacher' })
  teacherId = teacher.id
  token = (await login(ctx.app, teacher.email!)).token
  const [supporter] = await ctx.db
    .insert(users)
    .values({ role: 'supporter', name: 'Ana', last_name: 'Pérez', phone: '+56981111111' })
    .returning()
  supporterId = supporter!.id
  const [s1, s2] = await ctx.db
    .insert(users)
    .values([
      {
        role: 'student',
        name: 'Tomás',
        last_name: 'Pérez',
        rut: '11.111.111-1',
        birth_date: '2015-03-02',
        supporter_id: supporterId,
        password_hash: 'secret-hash',
      },
      { role: 'student', name: 'Sofía', last_name: 'Rojas', birth_date: '2014-01-01' },
    ])
    .returning()
  studentId = s1!.id
  otherStudentId = s2!.id
  const [group] = await ctx.db
    .insert(groups)
    .values({ name: 'Martes', start_date: '2026-01-01', rrule: 'FREQ=WEEKLY;BYDAY=TU' })
    .returning()
  groupId = group!.id
  await ctx.db.insert(groupTeachers).values({ group_id: groupId, teacher_id: teacherId })
  await ctx.db.insert(groupStudents).values([
    { group_id: groupId, student_id: studentId },
    { group_id: groupId, student_id: otherStudentId },
  ])
  const [session] = await ctx.db
    .insert(classSessions)
    .values({
      session_date: new Date(Date.now() - 2 * DAY),
      class_type: 'group',
      group_id: groupId,
    })
    .returning()
  sessionId = session!.id
  await ctx.db.insert(sessionTeachers).values({ session_id: sessionId, teacher_id: teacherId })
  await ctx.db.insert(sessionStudents).values([
    { session_id: sessionId, student_id: studentId, used_transport: true },
    { session_id: sessionId, student_id: otherStudentId },
  ])
})

async function get(cursor?: string, headers: Record<string, string> = {}) {
  const url = cursor === undefined ? '/api/sync' : `/api/sync?cursor=${encodeURIComponent(cursor)}`
  return ctx.app.inject({ url, headers: { ...bearer(token), ...headers } })
}

async function sync(cursor?: string): Promise<SyncResponse> {
  const response = await get(cursor)
  expect(response.statusCode).toBe(200)
  return syncResponseSchema.parse(response.json())
}

/** A new admin's first pull (the whole school), offering the given encodings. */
async function adminPullAccepting(acceptEncoding: string) {
  const { token } = await seedSignedIn(ctx, { role: 'admin' })
  return ctx.app.inject({
    url: '/api/sync',
    headers: { ...bearer(token), 'accept-encoding': acceptEncoding },
  })
}

/** Sessions of the signed-in teacher (a teacher's device holds only their own), `days` from now. */
async function teachersSessions(days: number[], now = Date.now()) {
  const rows = await ctx.db
    .insert(classSessions)
    .values(
      days.map((d) => ({ session_date: new Date(now + d * DAY), class_type: 'other' as const })),
    )
    .returning()
  await ctx.db
    .insert(sessionTeachers)
    .values(rows.map((r) => ({ session_id: r.id, teacher_id: teacherId })))
  return rows
}

describe('GET /api/sync', () => {
  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({ url: '/api/sync' })
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('UNAUTHORIZED')
  })

  it('sends a full snapshot with reset when there is no cursor', async () => {
    const body = await sync()
    expect(body.reset).toBe(true)
    expect(body.students.map((s) => s.id).sort()).toEqual([studentId, otherStudentId].sort())
    // No RUT, e-mail nor birth date leaves the server (the keys stay, null, for older apps).
    expect(body.students.find((s) => s.id === studentId)).toEqual({
      id: studentId,
      name: 'Tomás',
      last_name: 'Pérez',
      rut: null,
      email: null,
      phone: null,
      birth_date: null,
      supporter_id: supporterId,
      consents_missing: [],
    })
    expect(body.supporters.map((s) => s.id)).toEqual([supporterId])
    expect(body.teachers.map((t) => t.id)).toContain(teacherId)
    expect(JSON.stringify(body)).not.toContain('secret-hash')
    expect(body.groups).toEqual([
      expect.objectContaining({
        id: groupId,
        rrule: 'FREQ=WEEKLY;BYDAY=TU',
        teacher_ids: [teacherId],
        student_ids: expect.arrayContaining([studentId, otherStudentId]),
      }),
    ])
    const session = body.class_sessions.find((s) => s.id === sessionId)!
    expect(session.teacher_ids).toEqual([teacherId])
    expect(session.student_ids.sort()).toEqual([studentId, otherStudentId].sort())
    expect(session.transport_student_ids).toEqual([studentId])
  })

  it('answers nothing but a cursor when nothing changed, in at most 300 bytes', async () => {
    const first = await sync()
    // A second one too: the first pull after a full snapshot must not re-send a row either.
    for (const cursor of [first.cursor, (await sync(first.cursor)).cursor]) {
      const response = await get(cursor)
      const body = syncResponseSchema.parse(response.json())
      expect(body.reset).toBe(false)
      expect(body.students).toEqual([])
      expect(body.supporters).toEqual([])
      expect(body.teachers).toEqual([])
      expect(body.groups).toEqual([])
      expect(body.class_sessions).toEqual([])
      expect(response.rawPayload.length).toBeLessThanOrEqual(300)
    }
  })

  it('sends only the rows changed after the cursor', async () => {
    const { cursor } = await sync()
    await ctx.db.update(users).set({ name: 'Tomasito' }).where(eq(users.id, studentId))
    const body = await sync(cursor)
    expect(body.reset).toBe(false)
    expect(body.students).toEqual([expect.objectContaining({ id: studentId, name: 'Tomasito' })])
    expect(body.groups).toEqual([])
    expect(body.class_sessions).toEqual([])
    expect(body.cursor).not.toBe(cursor)
    expect((await sync(body.cursor)).students).toEqual([])
  })

  it('re-sends a session whose attendance changed, with its whole new list', async () => {
    const { cursor } = await sync()
    await ctx.db
      .update(sessionStudents)
      .set({ deleted_at: new Date() })
      .where(
        and(
          eq(sessionStudents.session_id, sessionId),
          eq(sessionStudents.student_id, otherStudentId),
        ),
      )
    await ctx.db
      .update(sessionStudents)
      .set({ used_transport: false })
      .where(
        and(eq(sessionStudents.session_id, sessionId), eq(sessionStudents.student_id, studentId)),
      )
    const body = await sync(cursor)
    expect(body.class_sessions).toHaveLength(1)
    expect(body.class_sessions[0]).toMatchObject({
      id: sessionId,
      student_ids: [studentId],
      transport_student_ids: [],
    })
  })

  it('re-sends a group without a removed member', async () => {
    const { cursor } = await sync()
    await ctx.db
      .update(groupStudents)
      .set({ deleted_at: new Date() })
      .where(and(eq(groupStudents.group_id, groupId), eq(groupStudents.student_id, otherStudentId)))
    const body = await sync(cursor)
    expect(body.groups).toEqual([
      expect.objectContaining({ id: groupId, student_ids: [studentId], teacher_ids: [teacherId] }),
    ])
  })

  it('sends tombstones for deactivated users, deleted groups and deleted sessions', async () => {
    const { cursor } = await sync()
    await deactivate(ctx.db, otherStudentId)
    const [gone] = await ctx.db
      .insert(classSessions)
      .values({ session_date: new Date(), class_type: 'other' })
      .returning()
    const [oldGroup] = await ctx.db
      .insert(groups)
      .values({ name: 'Viejo', start_date: '2025-01-01' })
      .returning()
    const middle = (await sync(cursor)).cursor
    await ctx.db
      .update(classSessions)
      .set({ deleted_at: new Date() })
      .where(eq(classSessions.id, gone!.id))
    await ctx.db.update(groups).set({ deleted_at: new Date() }).where(eq(groups.id, oldGroup!.id))

    const body = await sync(middle)
    expect(body.deleted.class_sessions).toEqual([gone!.id])
    expect(body.deleted.groups).toEqual([oldGroup!.id])
    const fromStart = await sync(cursor)
    expect(fromStart.deleted.users).toEqual([otherStudentId])
    expect(fromStart.students.map((s) => s.id)).not.toContain(otherStudentId)
    // A fresh snapshot simply leaves them out.
    const snapshot = await sync()
    expect(snapshot.students.map((s) => s.id)).not.toContain(otherStudentId)
    expect(snapshot.class_sessions.map((s) => s.id)).not.toContain(gone!.id)
    expect(snapshot.groups.map((g) => g.id)).not.toContain(oldGroup!.id)
  })

  it('answers a full snapshot for a malformed or unknown cursor', async () => {
    const { cursor } = await sync()
    const [, xid, windowTo, documents] = cursor.split('.')
    const ahead = `v3.${BigInt(xid!) + 1000n}.${windowTo}.${documents}`
    // Old-format cursors (v1: a version number; v2: before Ley 21.719, whose devices still hold
    // RUTs and birth dates) reset too.
    const v2 = `v2.${xid}.${windowTo}`
    for (const bad of ['garbage', '', '12', ahead, 'v1.1.1', `v1.${xid}.${windowTo}`, v2]) {
      const body = await sync(bad)
      expect(body.reset, bad).toBe(true)
      expect(body.students.length, bad).toBeGreaterThan(0)
    }
  })

  it('limits class sessions to 90 days back and 30 ahead', async () => {
    const rows = await teachersSessions([-100, -80, 20, 40])
    const ids = (await sync()).class_sessions.map((s) => s.id)
    expect(ids).not.toContain(rows[0]!.id)
    expect(ids).toContain(rows[1]!.id)
    expect(ids).toContain(rows[2]!.id)
    expect(ids).not.toContain(rows[3]!.id)
  })

  it('sends sessions that entered the window since the last pull', async () => {
    const now = new Date()
    const [later] = await ctx.db
      .insert(classSessions)
      .values({ session_date: new Date(now.getTime() + 35 * DAY), class_type: 'other' })
      .returning()
    const first = await pull(ctx.db, undefined, now)
    expect(first.class_sessions.map((s) => s.id)).not.toContain(later!.id)
    const tenDaysLater = await pull(ctx.db, first.cursor, new Date(now.getTime() + 10 * DAY))
    expect(tenDaysLater.reset).toBe(false)
    expect(tenDaysLater.class_sessions.map((s) => s.id)).toContain(later!.id)
    // Only the newcomers: every session sent lies past the end of the window the client held.
    for (const s of tenDaysLater.class_sessions) {
      expect(Date.parse(s.session_date)).toBeGreaterThan(Date.parse(first.window.to))
    }
  })

  it("leaves the history of a new device's first pull to the next one, which loses none", async () => {
    const now = Date.now()
    const rows = await teachersSessions([-60, -20, -2, -0.5, 3], now)
    const whole = (await sync()).class_sessions.map((s) => s.id).sort()
    expect(whole).toEqual(expect.arrayContaining(rows.map((r) => r.id)))

    const answer = await ctx.app.inject({
      url: '/api/sync?history=later',
      headers: bearer(token),
    })
    const first = syncResponseSchema.parse(answer.json())
    expect(first.reset).toBe(true)
    expect(first.history_pending).toBe(true)
    // From yesterday at this hour on: today's and the coming classes, nothing older.
    const recent = first.class_sessions.map((s) => s.id)
    expect(recent).toEqual(expect.arrayContaining([rows[3]!.id, rows[4]!.id]))
    for (const s of first.class_sessions) {
      expect(Date.parse(s.session_date)).toBeGreaterThanOrEqual(now - DAY - 60_000)
    }
    // The people, groups and cards come whole: only sessions wait.
    expect(first.students.length).toBeGreaterThan(0)

    const next = await sync(first.cursor)
    expect(next.reset).toBe(false)
    expect(next.history_pending).toBeUndefined()
    expect([...recent, ...next.class_sessions.map((s) => s.id)].sort()).toEqual(whole)
    // Owed once: the pull after that has no session left to send.
    expect((await sync(next.cursor)).class_sessions).toEqual([])
    // On a device that holds a cursor, 'later' changes nothing.
    const again = await ctx.app.inject({
      url: `/api/sync?history=later&cursor=${encodeURIComponent(next.cursor)}`,
      headers: bearer(token),
    })
    expect(syncResponseSchema.parse(again.json()).history_pending).toBeUndefined()
  })

  it('answers 400 with a Spanish detail to an unknown history option', async () => {
    const answer = await ctx.app.inject({ url: '/api/sync?history=soon', headers: bearer(token) })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().detail).toMatch(/[a-záéíóú]/)
  })

  it('tells the client to forget a session moved out of the window', async () => {
    const { cursor } = await sync()
    await ctx.db
      .update(classSessions)
      .set({ session_date: new Date(Date.now() - 200 * DAY) })
      .where(eq(classSessions.id, sessionId))
    const body = await sync(cursor)
    expect(body.deleted.class_sessions).toContain(sessionId)
    expect(body.class_sessions).toEqual([])
  })

  it('gzips the answer when the client accepts it', async () => {
    // An admin's pull (the whole school) is large enough to be worth compressing.
    const response = await adminPullAccepting('gzip, deflate')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('gzip')
    const body = syncResponseSchema.parse(JSON.parse(gunzipSync(response.rawPayload).toString()))
    expect(body.reset).toBe(true)
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('sends the answer in brotli to a browser that offers it, the same JSON inside', async () => {
    const response = await adminPullAccepting('gzip, deflate, br')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['vary']).toMatch(/accept-encoding/i)
    const json = brotliDecompressSync(response.rawPayload)
    expect(syncResponseSchema.parse(JSON.parse(json.toString())).reset).toBe(true)
    expect(response.rawPayload.length).toBeLessThan(json.length / 2)
  })
})

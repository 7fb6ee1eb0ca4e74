// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SyncResponse } from '#shared/contract/sync.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { db, getMeta } from './db.ts'
import {
  addGroupMembers,
  addSessionStudents,
  cancelClassSession,
  setSessionTransport,
  uncancelClassSession,
} from './mutations.ts'
import { drainOutbox } from './outbox.ts'
import { findStudents, getClassSession, getGroup, todayClasses } from './queries.ts'
import { applyPull, pullNow } from './sync.ts'
import { fakeServer, pullAnswer, startSignedIn } from './test-server.ts'
import { pulledClass, pulledGroup, pulledStudent } from './test-rows.ts'

const id = (n: number) => `c0c0c0c0-0000-4000-8000-${String(n).padStart(12, '0')}`
const [S1, S2, SUP, T1, G1, C1, C2] = [1, 2, 3, 4, 5, 6, 7].map(id)

/** The full snapshot of a first pull: two students, a supporter, a teacher, a group, a class. */
function snapshot(overrides: Partial<SyncResponse> = {}): SyncResponse {
  return pullAnswer({
    cursor: 'v1.10.1',
    reset: true,
    students: [student(S1!, 'José', 'Núñez'), student(S2!, 'Sofía', 'Rojas')],
    supporters: [
      { id: SUP!, name: 'Ana', last_name: 'Núñez', rut: null, email: null, phone: '+56987654321' },
    ],
    teachers: [
      { id: T1!, role: 'teacher', name: 'Pedro', last_name: 'Soto', email: null, phone: null },
    ],
    groups: [
      pulledGroup({
        id: G1!,
        name: 'Sábados',
        rrule: 'FREQ=WEEKLY;BYDAY=SA;BYHOUR=10;BYMINUTE=30',
        teacher_ids: [T1!],
        student_ids: [S1!],
      }),
    ],
    class_sessions: [session(C1!, '2026-11-19T10:00:00-03:00', [S1!])],
    ...overrides,
  })
}

const student = (sid: string, name: string, lastName: string) =>
  pulledStudent({ id: sid, name, last_name: lastName })

function session(sid: string, at: string, students: string[], groupId: string | null = null) {
  const group = groupId ? { class_type: 'group' as const, group_id: groupId } : {}
  return pulledClass({
    id: sid,
    session_date: at,
    teacher_ids: [T1!],
    student_ids: students,
    ...group,
  })
}

const delta = pullAnswer

beforeEach(async () => {
  await startSignedIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('applying a pull', () => {
  it('fills the store from a snapshot and keeps the cursor', async () => {
    await applyPull(snapshot(), 1234)
    expect(await db.students.count()).toBe(2)
    expect(await getMeta('cursor')).toBe('v1.10.1')
    expect(await getMeta('lastSyncAt')).toBe(1234)
    const detail = await getClassSession(C1!)
    expect(detail?.attendees.map((a) => a.name)).toEqual(['José'])
    expect(detail?.teachers.map((t) => t.name)).toEqual(['Pedro'])
    expect((await getGroup(G1!))?.students.map((s) => s.id)).toEqual([S1])
  })

  it('merges a delta and forgets tombstoned rows', async () => {
    await applyPull(snapshot())
    await applyPull(
      delta({
        students: [student(S1!, 'José Luis', 'Núñez')],
        deleted: { users: [S2!, T1!], groups: [G1!], class_sessions: [C1!] },
      }),
    )
    expect((await db.students.toArray()).map((s) => s.name)).toEqual(['José Luis'])
    expect(await db.teachers.count()).toBe(0)
    expect(await db.groups.count()).toBe(0)
    expect(await db.classSessions.count()).toBe(0)
    expect(await db.supporters.count()).toBe(1)
    expect(await getMeta('cursor')).toBe('v1.20.1')
  })

  it('replaces every table on reset', async () => {
    await applyPull(snapshot())
    await applyPull(snapshot({ students: [student(S2!, 'Sofía', 'Rojas')] }))
    expect((await db.students.toArray()).map((s) => s.id)).toEqual([S2])
  })

  it('drops sessions that slid out of the window', async () => {
    await applyPull(snapshot())
    await applyPull(delta({ window: { from: '2026-11-20T00:00:00Z', to: '2026-12-31T00:00:00Z' } }))
    expect(await db.classSessions.count()).toBe(0)
  })

  it('re-applies pending changes on top of what the server sent (rebase)', async () => {
    await applyPull(snapshot())
    await addSessionStudents(C1!, [{ student_id: S2!, used_transport: true }])
    await setSessionTransport(C1!, S1!, true)
    await addGroupMembers(G1!, 'students', [S2!])
    // The server has not seen them: it sends the session and group as they were.
    await applyPull(
      delta({
        class_sessions: [session(C1!, '2026-11-19T10:00:00-03:00', [S1!])],
        groups: snapshot().groups,
      }),
    )
    expect((await db.classSessions.get(C1!))?.students).toEqual([
      { student_id: S1, used_transport: true, status: 'present' },
      { student_id: S2, used_transport: true, status: 'present' },
    ])
    expect((await db.groups.get(G1!))?.student_ids).toEqual([S1, S2])
  })

  it('keeps a cancellation the server sends, and a queued one until the server has it', async () => {
    await applyPull(snapshot())
    const cancelledOn = (at: ReturnType<typeof session>) =>
      delta({ class_sessions: [{ ...at, cancel_reason: 'rain', cancel_note: null }] })
    const standing = session(C1!, '2026-11-19T10:00:00-03:00', [S1!])
    // Cancelled on another device: this one learns it from the pull.
    await applyPull(cancelledOn(standing))
    expect((await db.classSessions.get(C1!))?.cancelled).toEqual({ reason: 'rain', note: null })
    // Reopened here, not sent yet: a pull still saying cancelled does not undo the reopening.
    await uncancelClassSession(C1!)
    await applyPull(cancelledOn(standing))
    expect((await db.classSessions.get(C1!))?.cancelled).toBeUndefined()
    // Cancelled here again, then the server answers standing (not seen yet): still cancelled.
    await cancelClassSession(C1!, { reason: 'trail_closed' })
    await applyPull(delta({ class_sessions: [{ ...standing, cancel_reason: null }] }))
    expect((await db.classSessions.get(C1!))?.cancelled).toEqual({
      reason: 'trail_closed',
      note: null,
    })
  })

  it('does not re-apply a change the server refused', async () => {
    const server = fakeServer()
    await applyPull(snapshot())
    await addSessionStudents(C1!, [{ student_id: S2! }])
    server.answer(jsonResponse(400, { detail: 'No.', code: 'VALIDATION_ERROR' }))
    await drainOutbox()
    await applyPull(delta({ class_sessions: [session(C1!, '2026-11-19T10:00:00-03:00', [S1!])] }))
    expect((await db.classSessions.get(C1!))?.students.map((s) => s.student_id)).toEqual([S1])
  })
})

/** A pull whose request the server has read and whose answer is held until `arrive`. */
async function pullOnItsWay(server: ReturnType<typeof fakeServer>) {
  let arrive!: (answer: Response) => void
  server.answer(() => new Promise<Response>((resolve) => (arrive = resolve)))
  const pulled = pullNow()
  await vi.waitFor(() => expect(server.requests).toHaveLength(1))
  return { pulled, arrive }
}

describe('pullNow', () => {
  it('sends the stored cursor and the device id, and applies the answer', async () => {
    const server = fakeServer()
    server.answer(jsonResponse(200, snapshot()))
    expect(await pullNow()).toBe('ok')
    server.answer(jsonResponse(200, delta({ students: [student(S1!, 'Pepe', 'Núñez')] })))
    expect(await pullNow()).toBe('ok')
    const device = await getMeta<string>('deviceId')
    expect(device).toMatch(/^[0-9a-f-]{36}$/)
    expect(server.requests.map((r) => r.path)).toEqual([
      `/sync?device=${device}&history=later`,
      `/sync?device=${device}&cursor=v1.10.1`,
    ])
    expect((await db.students.get(S1!))?.name).toBe('Pepe')
  })

  it("asks soon for the history a new device's first pull left", async () => {
    const server = fakeServer()
    const recent = session(C1!, '2026-11-19T10:00:00-03:00', [S1!])
    const older = session(C2!, '2026-10-01T10:00:00-03:00', [S1!])
    server.answer(
      jsonResponse(
        200,
        snapshot({ class_sessions: [recent], history_pending: true, cursor: 'v3.10.1.k.5' }),
      ),
    )
    server.answer(jsonResponse(200, delta({ class_sessions: [older] })))
    expect(await pullNow()).toBe('ok')
    const device = await getMeta<string>('deviceId')
    expect(server.requests.map((r) => r.path)).toEqual([
      `/sync?device=${device}&history=later`,
      `/sync?device=${device}&cursor=v3.10.1.k.5`,
    ])
    expect((await db.classSessions.toArray()).map((s) => s.id).sort()).toEqual([C1, C2].sort())
  })

  it('keeps a change the server took while a pull read before it was on its way', async () => {
    await applyPull(snapshot())
    const server = fakeServer()
    // The pull's answer is read on the server now, before the change; it arrives after the push.
    const { pulled, arrive } = await pullOnItsWay(server)
    await setSessionTransport(C1!, S1!, true)
    await drainOutbox()
    expect(await db.outbox.count()).toBe(0)
    arrive(jsonResponse(200, delta({ class_sessions: [snapshot().class_sessions[0]!] })))
    expect(await pulled).toBe('ok')
    expect((await db.classSessions.get(C1!))?.students).toEqual([
      { student_id: S1, used_transport: true, status: 'present' },
    ])
    // A pull that began after it is the server's word again (another phone unticked it).
    server.answer(jsonResponse(200, delta({ class_sessions: [snapshot().class_sessions[0]!] })))
    expect(await pullNow()).toBe('ok')
    expect((await db.classSessions.get(C1!))?.students[0]?.used_transport).toBe(false)
  })

  it('asked for while one is on its way, reads the server again after it', async () => {
    await applyPull(snapshot())
    const server = fakeServer()
    // The running pull read the server before an admin's new group was committed.
    const { pulled: running, arrive } = await pullOnItsWay(server)
    const G2 = id(8)
    server.answer(
      jsonResponse(200, delta({ groups: [pulledGroup({ id: G2, name: 'Martes', rrule: null })] })),
    )
    // The form asks for a pull once the server has the group; so does a second screen.
    const afterCreate = pullNow()
    const another = pullNow()
    arrive(jsonResponse(200, delta({})))
    expect(await afterCreate).toBe('ok')
    expect((await getGroup(G2))?.name).toBe('Martes')
    expect(await running).toBe('ok')
    expect(await another).toBe('ok')
    expect(server.requests).toHaveLength(2)
  })

  it('leaves the store alone when the answer does not match the contract', async () => {
    const server = fakeServer()
    server.answer(jsonResponse(200, snapshot()))
    await pullNow()
    server.answer(jsonResponse(200, { ...snapshot(), students: [{ id: 'nope' }] }))
    expect(await pullNow()).toBe('failed')
    server.answer('network-error')
    expect(await pullNow()).toBe('failed')
    expect(await db.students.count()).toBe(2)
    expect(await getMeta('cursor')).toBe('v1.10.1')
  })
})

describe('local queries', () => {
  it('finds students by name ignoring accents and case, from 3 characters (never by RUT)', async () => {
    await applyPull(snapshot())
    const names = async (q: string) => (await findStudents(q)).map((s) => s.name)
    expect(await names('nunez')).toEqual(['José'])
    expect(await names('JOSE NÚ')).toEqual(['José'])
    expect(await names('12345678')).toEqual([])
    expect(await names('so')).toEqual([])
    expect(await names('')).toEqual(['José', 'Sofía'])
  })

  it("lists today's sessions and the group classes still due", async () => {
    await applyPull(snapshot())
    // 2026-11-21 is a Saturday: the group is due at 10:30 Santiago time.
    expect(await todayClasses('2026-11-21')).toEqual({
      sessions: [],
      due: [
        expect.objectContaining({
          group: expect.objectContaining({ id: G1 }),
          session_date: '2026-11-21T10:30:00-03:00',
        }),
      ],
    })
    await applyPull(
      delta({ class_sessions: [session(C2!, '2026-11-21T10:30:00-03:00', [S1!], G1!)] }),
    )
    const today = await todayClasses('2026-11-21')
    expect(today.due).toEqual([])
    expect(today.sessions.map((s) => s.id)).toEqual([C2])
    expect((await todayClasses('2026-11-19')).sessions.map((s) => s.id)).toEqual([C1])
    expect((await todayClasses('2026-11-20')).due).toEqual([])
  })
})

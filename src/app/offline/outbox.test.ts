// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '#app/test/fixtures.ts'
import { clearSession, getSession } from '#app/lib/session/session-store.ts'
import { db, getMeta, SchoolDb } from './db.ts'
import {
  addSessionStudents,
  createClassSession,
  removeSessionStudent,
  setSessionTransport,
} from './mutations.ts'
import {
  BACKOFF_MAX_MS,
  backoffDelay,
  discardRejected,
  drainAfterReconnect,
  drainOutbox,
  retryRejected,
  setJitterSource,
} from './outbox.ts'
import {
  errorResponse,
  fakeServer,
  pushAnswer,
  pushed,
  type Recorded,
  signIn,
  startSignedIn,
  USER_A,
  USER_B,
} from './test-server.ts'

const SESSION = 'a1a1a1a1-0000-4000-8000-000000000001'
const STUDENT = 'b2b2b2b2-0000-4000-8000-000000000001'
const OTHER = 'b2b2b2b2-0000-4000-8000-000000000002'

async function queueThree() {
  await createClassSession({
    id: SESSION,
    session_date: '2026-11-21T10:00:00-03:00',
    class_type: 'other',
  })
  await addSessionStudents(SESSION, [{ student_id: STUDENT }])
  await setSessionTransport(SESSION, STUDENT, true)
}

const entries = () => db.outbox.orderBy('seq').toArray()

/** The server's answer to a push rejecting its first change. */
const rejectFirst = (code: string, detail: string) => (request: Recorded) =>
  pushAnswer(request, { 0: { status: 'rejected', code, detail } })

/** Queues adding a student to the class, which the server rejects; returns the rejected entry. */
async function rejectedAddition(
  server: ReturnType<typeof fakeServer>,
  code: string,
  detail: string,
) {
  await addSessionStudents(SESSION, [{ student_id: STUDENT }])
  server.answer(rejectFirst(code, detail))
  await drainOutbox()
  const [rejected] = await entries()
  return rejected!
}

beforeEach(async () => {
  await startSignedIn()
  setJitterSource(() => 1)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('backoffDelay', () => {
  it('doubles from one second up to five minutes, jittered within the upper half', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, () => 1))).toEqual([1000, 2000, 4000, 8000])
    expect(backoffDelay(1, () => 0)).toBe(500)
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_MAX_MS)
    expect(backoffDelay(30, () => 0)).toBe(BACKOFF_MAX_MS / 2)
  })
})

describe('the outbox', () => {
  it('applies changes locally at once and queues them in order as named mutations', async () => {
    await queueThree()
    const session = await db.classSessions.get(SESSION)
    expect(session?.students).toEqual([
      { student_id: STUDENT, used_transport: true, status: 'present' },
    ])
    const queued = await entries()
    expect(queued.map((e) => [e.name, e.status, e.userId])).toEqual([
      ['session.create', 'pending', USER_A.id],
      ['session.addStudents', 'pending', USER_A.id],
      ['session.setTransport', 'pending', USER_A.id],
    ])
    expect(queued[2]!.args).toEqual({
      session_id: SESSION,
      student_id: STUDENT,
      used_transport: true,
    })
    // One device id, kept for the next changes.
    expect(new Set(queued.map((e) => e.deviceId)).size).toBe(1)
    expect(queued[0]!.deviceId).toBe(await getMeta('deviceId'))
  })

  it('replays FIFO in one push with the device id and each seq, then empties', async () => {
    const server = fakeServer()
    await queueThree()
    const queued = await entries()
    expect(await drainOutbox()).toBe('done')
    expect(server.writes()).toHaveLength(1)
    expect(server.writes()[0]!.body).toMatchObject({ deviceId: queued[0]!.deviceId })
    expect(pushed(server.requests)).toEqual(
      queued.map((e) => ({ seq: e.seq, name: e.name, args: e.args })),
    )
    expect(await entries()).toEqual([])
  })

  it('backs off on a network error and keeps the queue', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'))
    const server = fakeServer()
    await queueThree()
    server.answer('network-error')
    expect(await drainOutbox()).toBe('waiting')
    const [first, second] = await entries()
    expect(first).toMatchObject({ attempts: 1, status: 'pending' })
    expect(first!.nextAttemptAt).toBe(Date.now() + 1000)
    expect(second!.attempts).toBe(0)

    // Too early: nothing is sent.
    expect(await drainOutbox()).toBe('waiting')
    expect(server.writes()).toHaveLength(1)

    vi.setSystemTime(Date.now() + 1000)
    expect(await drainOutbox()).toBe('done')
    expect(server.writes()).toHaveLength(2)
    expect(server.writes()[1]!.body).toEqual(server.writes()[0]!.body)
    expect(await entries()).toEqual([])
  })

  it('sends nothing while the device is offline, so no backoff builds up', async () => {
    const server = fakeServer()
    await queueThree()
    vi.stubGlobal('navigator', { onLine: false })
    expect(await drainOutbox()).toBe('waiting')
    expect(server.requests).toEqual([])
    expect((await entries()).map((e) => [e.attempts, e.nextAttemptAt])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ])
  })

  it('sends at once when the network returns, whatever the backoff', async () => {
    const server = fakeServer()
    await queueThree()
    server.answer('network-error')
    await drainOutbox()
    await db.outbox.toCollection().modify({ nextAttemptAt: Date.now() + 60_000 })
    expect(await drainOutbox()).toBe('waiting')
    expect(await drainAfterReconnect()).toBe('done')
    expect(await entries()).toEqual([])
    expect(server.writes()).toHaveLength(2)
  })

  it.each([
    ['500', () => errorResponse(500, 'INTERNAL_ERROR', 'Error')],
    ['503', () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'No disponible')],
    ['429', () => errorResponse(429, 'TOO_MANY_REQUESTS', 'Demasiadas')],
  ])('treats %s as retry-later, growing the delay', async (_, response) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const server = fakeServer()
    await queueThree()
    server.answer(response())
    await drainOutbox()
    vi.setSystemTime(Date.now() + 1000)
    server.answer(response())
    await drainOutbox()
    const [first] = await entries()
    expect(first).toMatchObject({ attempts: 2, status: 'pending' })
    expect(first!.nextAttemptAt).toBe(Date.now() + 2000)
    expect(await db.outbox.count()).toBe(3)
  })

  it('marks a rejected change with the server detail and drops the applied ones', async () => {
    const server = fakeServer()
    await queueThree()
    server.answer((request) =>
      pushAnswer(request, {
        1: { status: 'rejected', code: 'UNKNOWN_STUDENTS', detail: 'Algunos alumnos no existen.' },
        2: { status: 'already_applied' },
      }),
    )
    expect(await drainOutbox()).toBe('done')
    expect(server.writes()).toHaveLength(1)
    const left = await entries()
    expect(left).toHaveLength(1)
    expect(left[0]).toMatchObject({
      name: 'session.addStudents',
      status: 'rejected',
      error: 'Algunos alumnos no existen.',
    })
  })

  it('retries a rejected change on request, as a new change after the others', async () => {
    const server = fakeServer()
    const rejected = await rejectedAddition(server, 'NOT_FOUND', 'No existe.')
    await retryRejected(rejected.id)
    const [again] = await entries()
    expect(again).toMatchObject({ id: rejected.id, status: 'pending', error: null })
    expect(again!.seq).toBeGreaterThan(rejected.seq!)
    await drainOutbox()
    expect(pushed(server.requests).map((m) => m.seq)).toEqual([rejected.seq, again!.seq])
    expect(await entries()).toEqual([])
  })

  it('discards a rejected change and asks for a full snapshot next', async () => {
    const server = fakeServer()
    const rejected = await rejectedAddition(server, 'VALIDATION_ERROR', 'No.')
    await db.meta.put({ key: 'cursor', value: 'v2.5.5' })
    server.answer('network-error')
    await discardRejected(rejected.id)
    expect(await entries()).toEqual([])
    expect(await getMeta('cursor')).toBeNull()
  })

  it('returns the attendance a removal took away, as stored at that moment', async () => {
    await queueThree()
    // A transport tick not awaited by its caller: the removal is queued after it, so it sees it.
    const ticking = setSessionTransport(SESSION, STUDENT, false)
    const removed = removeSessionStudent(SESSION, STUDENT)
    await ticking
    expect(await removed).toEqual({ student_id: STUDENT, used_transport: false, status: 'present' })
    expect((await db.classSessions.get(SESSION))!.students).toEqual([])
    expect((await entries()).map((e) => e.name).slice(-2)).toEqual([
      'session.setTransport',
      'session.removeStudent',
    ])
    // Removing someone not on the class takes nothing away (and still queues the intent).
    expect(await removeSessionStudent(SESSION, OTHER)).toBeNull()
  })

  it('has committed the change and its queued mutation when the call resolves', async () => {
    await queueThree()
    await removeSessionStudent(SESSION, STUDENT)
    // A fresh connection (as after a reload) reads both at once.
    const reopened = new SchoolDb()
    try {
      expect((await reopened.classSessions.get(SESSION))!.students).toEqual([])
      expect((await reopened.outbox.toArray()).map((e) => e.name)).toContain(
        'session.removeStudent',
      )
    } finally {
      reopened.close()
    }
  })

  it('counts removing something already gone as done', async () => {
    const server = fakeServer()
    await removeSessionStudent(SESSION, STUDENT)
    server.answer(rejectFirst('NOT_FOUND', 'No existe.'))
    expect(await drainOutbox()).toBe('done')
    expect(await entries()).toEqual([])
  })

  it('refreshes the token once on 401 and replays with the new one', async () => {
    const server = fakeServer()
    await queueThree()
    server.answer(
      errorResponse(401, 'TOKEN_INVALID', 'Expiró.'),
      jsonResponse(200, { access_token: 'fresh', user: USER_A }),
    )
    expect(await drainOutbox()).toBe('done')
    expect(server.requests.map((r) => r.path)[1]).toBe('/refresh')
    expect(server.writes().map((r) => r.token)).toEqual([`token-${USER_A.id}`, 'fresh'])
    expect(await entries()).toEqual([])
  })

  it('pauses on a 401 it cannot refresh, keeps the queue, and resumes at sign-in', async () => {
    fakeServer().answer(
      errorResponse(401, 'TOKEN_INVALID', 'Expiró.'),
      errorResponse(401, 'REFRESH_INVALID', 'Expiró.'),
    )
    await queueThree()
    expect(await drainOutbox()).toBe('paused')
    expect(getSession()).toBeNull()
    expect(await getMeta('signInNeeded')).toBe(USER_A.id)
    expect(await db.outbox.count()).toBe(3)
    expect((await entries())[0]!.status).toBe('pending')

    expect(await drainOutbox()).toBe('signed-out')
    signIn(USER_A, 'after-login')
    expect(await drainOutbox()).toBe('done')
    expect(await getMeta('signInNeeded')).toBeNull()
    expect(await db.outbox.count()).toBe(0)
  })

  it('survives logout and replays only for the user who made the changes', async () => {
    const server = fakeServer()
    await queueThree()
    clearSession({ onPurpose: true })
    expect(await db.outbox.count()).toBe(3)

    signIn(USER_B)
    await addSessionStudents(SESSION, [{ student_id: OTHER }])
    expect(await drainOutbox()).toBe('done')
    expect(server.writes()).toHaveLength(1)
    expect(server.writes()[0]!.token).toBe(`token-${USER_B.id}`)
    expect(pushed(server.requests)).toHaveLength(1)
    expect(await db.outbox.count()).toBe(3)

    signIn(USER_A)
    expect(await drainOutbox()).toBe('done')
    expect(server.writes()[1]!.token).toBe(`token-${USER_A.id}`)
    expect(pushed(server.requests)).toHaveLength(4)
    expect(await db.outbox.count()).toBe(0)
  })

  it('refuses a change when nobody is signed in', async () => {
    clearSession()
    await expect(addSessionStudents(SESSION, [{ student_id: STUDENT }])).rejects.toThrow()
    expect(await db.outbox.count()).toBe(0)
  })
})

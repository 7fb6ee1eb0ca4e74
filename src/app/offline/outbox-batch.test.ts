// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from './db.ts'
import { addSessionStudents, createClassSession, setSessionTransport } from './mutations.ts'
import { drainOutbox, PUSH_BATCH, PUSH_MAX_BYTES } from './outbox.ts'
import { fakeServer, pushed, startSignedIn } from './test-server.ts'

const SESSION = 'a1a1a1a1-0000-4000-8000-000000000001'
const STUDENT = 'b2b2b2b2-0000-4000-8000-000000000001'

const entries = () => db.outbox.orderBy('seq').toArray()

beforeEach(async () => {
  await startSignedIn()
})

describe('the outbox batches', () => {
  it(`sends a long queue in batches of ${PUSH_BATCH}`, async () => {
    const server = fakeServer()
    await createClassSession({
      id: SESSION,
      session_date: '2026-11-21T10:00:00-03:00',
      class_type: 'other',
    })
    for (let i = 0; i < PUSH_BATCH + 10; i++) {
      await setSessionTransport(SESSION, STUDENT, i % 2 === 0)
    }
    expect(await drainOutbox()).toBe('done')
    expect(
      server.writes().map((r) => (r.body as { mutations: unknown[] }).mutations.length),
    ).toEqual([PUSH_BATCH, 11])
    const seqs = pushed(server.requests).map((m) => m.seq)
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b))
    expect(await entries()).toEqual([])
  })

  it(`keeps each request under ${PUSH_MAX_BYTES / 1024} KB of changes`, async () => {
    const server = fakeServer()
    const students = Array.from({ length: 500 }, (_, i) => ({
      student_id: `b2b2b2b2-0000-4000-8000-${String(i).padStart(12, '0')}`,
    }))
    for (let i = 0; i < 10; i++) await addSessionStudents(SESSION, students)
    expect(await drainOutbox()).toBe('done')
    const sizes = server.writes().map((r) => JSON.stringify(r.body).length)
    expect(sizes.length).toBeGreaterThan(1)
    for (const size of sizes) expect(size).toBeLessThanOrEqual(PUSH_MAX_BYTES + 1024)
    expect(pushed(server.requests)).toHaveLength(10)
  })
})

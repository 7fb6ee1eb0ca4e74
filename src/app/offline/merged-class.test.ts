// @vitest-environment jsdom
// A group's class this device opened offline under its own id while another device had created
// it: once the outbox drains, the next pull names the id as deleted (it became an alias on the
// server) and brings the one class with every mark, so the device shows exactly one class.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SyncResponse } from '#shared/contract/sync.ts'
import { db } from './db.ts'
import { addSessionStudents, createClassSession } from './mutations.ts'
import { drainOutbox } from './outbox.ts'
import { applyPull } from './sync.ts'
import { fakeServer, pullAnswer, pushed, startSignedIn } from './test-server.ts'
import { pulledClass, testIds } from './test-rows.ts'

const [S1, S2, G1, MINE, KEPT] = testIds('c0c0c0c0', 5)
const START = '2026-11-24T17:30:00-03:00'

/** The group's class as the server keeps it, in a pull's answer. */
const keptClass = (overrides: Partial<SyncResponse['class_sessions'][number]>) =>
  pulledClass({
    id: KEPT,
    name: 'Iniciación Infantil',
    session_date: '2026-11-24T20:30:00.000Z',
    class_type: 'group',
    group_id: G1,
    ...overrides,
  })

beforeEach(async () => {
  await startSignedIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('a class merged into the one another device created', () => {
  it('leaves one class with both devices’ marks after the outbox drains and the next pull', async () => {
    const server = fakeServer()
    await createClassSession({
      id: MINE,
      name: 'Iniciación Infantil',
      session_date: START,
      class_type: 'group',
      group_id: G1,
    })
    await addSessionStudents(MINE, [{ student_id: S1 }])
    await drainOutbox()
    expect(pushed(server.requests).map((m) => m.name)).toEqual([
      'session.create',
      'session.addStudents',
    ])
    expect(await db.outbox.where('status').equals('pending').count()).toBe(0)

    await applyPull(
      pullAnswer({
        class_sessions: [keptClass({ student_ids: [S2, S1] })],
        deleted: { users: [], groups: [], class_sessions: [MINE] },
      }),
    )
    const classes = await db.classSessions.where('group_id').equals(G1).toArray()
    expect(classes.map((c) => c.id)).toEqual([KEPT])
    expect(classes[0]!.students.map((s) => s.student_id).sort()).toEqual([S1, S2].sort())
  })

  it('keeps a pulled class as it is when this device’s own creation of it is re-applied', async () => {
    await createClassSession({
      id: KEPT,
      name: 'Iniciación Infantil',
      session_date: START,
      class_type: 'group',
      group_id: G1,
    })
    await applyPull(
      pullAnswer({
        class_sessions: [
          keptClass({
            student_ids: [S2],
            transport_student_ids: [S2],
            cancel_reason: 'rain',
            cancel_note: null,
          }),
        ],
      }),
    )
    expect(await db.outbox.where('status').equals('pending').count()).toBe(1)
    const kept = await db.classSessions.get(KEPT)
    expect(kept?.cancelled).toEqual({ reason: 'rain', note: null })
    expect(kept?.students).toEqual([{ student_id: S2, used_transport: true, status: 'present' }])
  })
})

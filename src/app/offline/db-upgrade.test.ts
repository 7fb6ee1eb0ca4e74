// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { SchoolDb, STORES_V1 } from './db.ts'

const SESSION = 'a1a1a1a1-0000-4000-8000-000000000001'
const STUDENT = 'b2b2b2b2-0000-4000-8000-000000000001'
const GROUP = 'c3c3c3c3-0000-4000-8000-000000000001'

/** The store as version 1 of the app left it on a phone. */
async function phoneWithOldQueue(name: string) {
  const old = new Dexie(name)
  old.version(1).stores(STORES_V1)
  const base = { userId: 'u1', createdAt: 1, attempts: 0, nextAttemptAt: 0, lastError: null }
  await old.table('outbox').bulkAdd([
    {
      ...base,
      id: 'e1',
      status: 'pending',
      method: 'POST',
      path: '/class_sessions',
      body: { id: SESSION, session_date: '2026-11-21T10:00:00-03:00', class_type: 'other' },
    },
    {
      ...base,
      id: 'e2',
      status: 'pending',
      method: 'PATCH',
      path: `/class_sessions/${SESSION}/students/${STUDENT}`,
      body: { used_transport: true },
    },
    {
      ...base,
      id: 'e3',
      status: 'rejected',
      lastError: 'El alumno no pertenece a este grupo.',
      method: 'DELETE',
      path: `/groups/${GROUP}/students/${STUDENT}`,
      body: undefined,
    },
    { ...base, id: 'e4', status: 'pending', method: 'PUT', path: '/elsewhere', body: 1 },
  ])
  old.close()
}

describe('the outbox upgrade to named mutations', () => {
  it('converts every entry queued in the old shape, keeping order, status and error', async () => {
    await phoneWithOldQueue('upgrade-test')
    const store = new SchoolDb('upgrade-test')
    const entries = await store.outbox.orderBy('seq').toArray()
    const deviceId = (await store.meta.get('deviceId'))?.value
    expect(typeof deviceId).toBe('string')
    expect(entries.map((e) => [e.seq, e.id, e.status])).toEqual([
      [1, 'e1', 'pending'],
      [2, 'e2', 'pending'],
      [3, 'e3', 'rejected'],
      [4, 'e4', 'rejected'],
    ])
    expect(entries.map(({ name, args, error, deviceId: d }) => ({ name, args, error, d }))).toEqual(
      [
        {
          name: 'session.create',
          args: { id: SESSION, session_date: '2026-11-21T10:00:00-03:00', class_type: 'other' },
          error: null,
          d: deviceId,
        },
        {
          name: 'session.setTransport',
          args: { session_id: SESSION, student_id: STUDENT, used_transport: true },
          error: null,
          d: deviceId,
        },
        {
          name: 'group.removeStudent',
          args: { group_id: GROUP, student_id: STUDENT },
          error: 'El alumno no pertenece a este grupo.',
          d: deviceId,
        },
        {
          name: 'legacy.call',
          args: { method: 'PUT', path: '/elsewhere', body: 1 },
          error: 'Este cambio es de una versión anterior de la aplicación y no se puede enviar.',
          d: deviceId,
        },
      ],
    )
    expect(entries.every((e) => !('path' in e) && !('lastError' in e))).toBe(true)
    // New changes continue the same sequence.
    const seq = await store.outbox.add({ ...entries[0]!, seq: undefined, id: 'e5' })
    expect(seq).toBe(5)
    store.close()
  })
})

describe("the upgrade that takes families' RUTs and birth dates off the device (version 4)", () => {
  it('strips them from the stored rows, keeps names and phones, and forgets the cursor', async () => {
    const old = new Dexie('strip-test')
    old
      .version(3)
      .stores({ ...STORES_V1, emergencyCards: 'student_id', cardViews: '++seq, userId' })
    await old.table('students').put({
      id: STUDENT,
      name: 'José',
      last_name: 'Núñez',
      rut: '12.345.678-5',
      email: 'jose@correo.cl',
      phone: '+56982345678',
      birth_date: '2014-05-12',
      supporter_id: null,
      search: 'jose nunez 123456785',
    })
    await old.table('supporters').put({
      id: GROUP,
      name: 'Ana',
      last_name: 'Núñez',
      rut: '9.876.543-3',
      email: 'ana@correo.cl',
      phone: '+56981111111',
    })
    await old.table('meta').put({ key: 'cursor', value: 'v2.10.1' })
    old.close()

    const store = new SchoolDb('strip-test')
    expect(await store.students.get(STUDENT)).toEqual({
      id: STUDENT,
      name: 'José',
      last_name: 'Núñez',
      phone: '+56982345678',
      supporter_id: null,
      search: 'jose nunez',
    })
    expect(await store.supporters.get(GROUP)).toEqual({
      id: GROUP,
      name: 'Ana',
      last_name: 'Núñez',
      phone: '+56981111111',
    })
    expect(await store.meta.get('cursor')).toBeUndefined()
    store.close()
  })
})

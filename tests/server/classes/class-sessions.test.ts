import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'
import { addPerson, api, signInStaff, UNKNOWN_ID, useStaffApi } from './classes-helpers.ts'
import { expectDetail } from '../helpers/answers.ts'

const { asAdmin, asTeacher } = useStaffApi()
let groupId: string

beforeAll(async () => {
  const group = await asAdmin('POST', '/api/groups', {
    name: 'Enduro',
    start_date: '2026-03-02',
    rrule: 'FREQ=WEEKLY;BYDAY=SA;BYHOUR=10',
  })
  groupId = group.json().id
})

const trip = {
  name: 'Paseo al cerro',
  description: 'Subida larga',
  session_date: '2026-11-07T09:30:00-03:00',
  class_type: 'other',
  location: 'Cerro San Cristóbal',
}

describe('POST /api/class_sessions', () => {
  it('creates a session with a client-generated id, answering 201 with it', async () => {
    const id = randomUUID()
    const response = await asTeacher('POST', '/api/class_sessions', { ...trip, id })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({
      id,
      name: 'Paseo al cerro',
      description: 'Subida larga',
      session_date: '2026-11-07T12:30:00.000Z',
      class_type: 'other',
      group_id: null,
      location: 'Cerro San Cristóbal',
    })
  })

  it('answers a replay with the same content like the first time, creating nothing', async () => {
    const id = randomUUID()
    const first = await asTeacher('POST', '/api/class_sessions', { ...trip, id })
    // The same instant written with another offset is the same content.
    const replay = await asTeacher('POST', '/api/class_sessions', {
      ...trip,
      id,
      session_date: '2026-11-07T12:30:00Z',
    })
    expect(replay.statusCode).toBe(201)
    expect(replay.json()).toEqual(first.json())
    const list = (await asTeacher('GET', '/api/class_sessions?limit=1000')).json()
    expect(list.filter((s: { id: string }) => s.id === id)).toHaveLength(1)
  })

  it('answers 409 when the id is taken by a session with other content', async () => {
    const id = randomUUID()
    await asTeacher('POST', '/api/class_sessions', { ...trip, id })
    const response = await asTeacher('POST', '/api/class_sessions', {
      ...trip,
      id,
      name: 'Otro nombre',
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      code: 'SESSION_ID_CONFLICT',
      detail: 'Ya existe una clase con este identificador y otros datos.',
    })
    const stored = await asTeacher('GET', `/api/class_sessions/${id}`)
    expect(stored.json().name).toBe('Paseo al cerro')
  })

  it('generates an id when none is given', async () => {
    const response = await asAdmin('POST', '/api/class_sessions', {
      session_date: '2026-11-08T10:00:00-03:00',
      class_type: 'one_to_one',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ id: expect.any(String), name: null, location: null })
  })

  it('refuses a group on a session that is not a group class, in Spanish', async () => {
    const response = await asTeacher('POST', '/api/class_sessions', { ...trip, group_id: groupId })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      detail: 'Solo una clase grupal puede pertenecer a un grupo.',
    })
  })

  it('refuses an unknown group, a date without offset, unknown fields and a bad id', async () => {
    const group = await asTeacher('POST', '/api/class_sessions', {
      ...trip,
      class_type: 'group',
      group_id: UNKNOWN_ID,
    })
    expect(group.statusCode).toBe(400)
    expect(group.json()).toEqual({ code: 'UNKNOWN_GROUP', detail: 'El grupo indicado no existe.' })
    const date = await asTeacher('POST', '/api/class_sessions', {
      ...trip,
      session_date: '2026-11-07 09:30',
    })
    expect(date.statusCode).toBe(400)
    expect(date.json().detail).toBe("El campo 'session_date' no es válido.")
    const extra = await asTeacher('POST', '/api/class_sessions', { ...trip, students: [] })
    expect(extra.json().detail).toBe("Campo no permitido: 'students'.")
    expectDetail(
      await asTeacher('POST', '/api/class_sessions', { ...trip, id: 'local-1' }),
      400,
      "El campo 'id' no es válido.",
    )
    const type = await asTeacher('POST', '/api/class_sessions', { ...trip, class_type: 'clinic' })
    expect(type.json().detail).toBe("El campo 'class_type' tiene un valor no permitido.")
  })
})

describe('GET /api/class_sessions', () => {
  let fresh: TestContext
  let asStaff: ReturnType<typeof api>
  beforeAll(async () => {
    fresh = await createTestApp()
    // An admin: a teacher puts on a class only children of their groups.
    asStaff = api(fresh, (await signInStaff(fresh)).admin)
  })
  afterAll(() => fresh.close())

  it('lists sessions newest first with their student count', async () => {
    const older = (
      await asStaff('POST', '/api/class_sessions', {
        ...trip,
        session_date: '2026-10-01T10:00:00-03:00',
      })
    ).json()
    const newer = (await asStaff('POST', '/api/class_sessions', trip)).json()
    const a = await addPerson(fresh.db, 'student', 'Ana', 'Uno')
    const b = await addPerson(fresh.db, 'student', 'Beto', 'Dos')
    await asStaff('POST', `/api/class_sessions/${newer.id}/students`, [
      { student_id: a.id },
      { student_id: b.id },
    ])
    await asStaff('DELETE', `/api/class_sessions/${newer.id}/students/${b.id}`)
    const list = (await asStaff('GET', '/api/class_sessions')).json()
    expect(list).toEqual([
      { ...newer, student_count: 1 },
      { ...older, student_count: 0 },
    ])
  })

  it('pages with limit and the before cursor, without skipping sessions at the same time', async () => {
    const at = '2025-01-04T10:00:00-03:00'
    for (let i = 0; i < 5; i += 1) {
      await asStaff('POST', '/api/class_sessions', { ...trip, session_date: at, name: `S${i}` })
    }
    const start = encodeURIComponent('2025-02-01T00:00:00Z')
    const all = (await asStaff('GET', `/api/class_sessions?before=${start}`)).json()
    expect(all).toHaveLength(5)
    const seen: string[] = []
    let cursor = start
    for (let page = 0; page < 3; page += 1) {
      const response = await asStaff('GET', `/api/class_sessions?limit=2&before=${cursor}`)
      seen.push(...response.json().map((s: { id: string }) => s.id))
      const next = response.headers['x-next-cursor']
      // A full page names the next cursor; the last, short one does not.
      expect(typeof next).toBe(page < 2 ? 'string' : 'undefined')
      cursor = encodeURIComponent(String(next))
    }
    expect(seen).toEqual(all.map((s: { id: string }) => s.id))
  })

  it('refuses a limit out of range and a malformed cursor', async () => {
    expectDetail(
      await asStaff('GET', '/api/class_sessions?limit=5000'),
      400,
      "El valor del campo 'limit' es demasiado grande.",
    )
    const before = await asStaff('GET', '/api/class_sessions?before=ayer')
    expect(before.statusCode).toBe(400)
    expect(before.json().detail).toMatch(/^El parámetro 'before'/)
  })
})

describe('DELETE /api/class_sessions/{id}', () => {
  it('hides the session from the list and the detail; a second delete answers 204 again', async () => {
    const session = (await asTeacher('POST', '/api/class_sessions', trip)).json()
    expect((await asTeacher('DELETE', `/api/class_sessions/${session.id}`)).statusCode).toBe(204)
    expect((await asTeacher('DELETE', `/api/class_sessions/${session.id}`)).statusCode).toBe(204)
    const list = (await asTeacher('GET', '/api/class_sessions?limit=1000')).json()
    expect(list.map((s: { id: string }) => s.id)).not.toContain(session.id)
    expectDetail(
      await asTeacher('GET', `/api/class_sessions/${session.id}`),
      404,
      'La clase no existe.',
    )
  })

  it('answers 404 for a session that never existed and 400 for a malformed id', async () => {
    expect((await asTeacher('DELETE', `/api/class_sessions/${UNKNOWN_ID}`)).statusCode).toBe(404)
    expect((await asTeacher('DELETE', '/api/class_sessions/123')).statusCode).toBe(400)
  })

  it('does not let a replayed creation bring a deleted session back', async () => {
    const id = randomUUID()
    await asTeacher('POST', '/api/class_sessions', { ...trip, id })
    await asTeacher('DELETE', `/api/class_sessions/${id}`)
    expect((await asTeacher('POST', '/api/class_sessions', { ...trip, id })).statusCode).toBe(201)
    expect((await asTeacher('GET', `/api/class_sessions/${id}`)).statusCode).toBe(404)
  })
})

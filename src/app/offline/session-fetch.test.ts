// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '#app/test/fixtures.ts'
import { db } from './db.ts'
import { getClassSession } from './queries.ts'
import { fetchSessionIntoStore } from './session-fetch.ts'
import { applyPull } from './sync.ts'
import { errorResponse, fakeServer, pullAnswer, resetStore, signIn } from './test-server.ts'

const OLD = 'd0d0d0d0-0000-4000-8000-000000000001'
const STUDENT = 'd0d0d0d0-0000-4000-8000-000000000002'
const TEACHER = 'd0d0d0d0-0000-4000-8000-000000000003'

const detail = {
  id: OLD,
  name: 'Salida de invierno',
  description: null,
  session_date: '2026-03-01T10:00:00.000Z',
  class_type: 'other',
  group_id: null,
  location: null,
  cancel_reason: 'other',
  cancel_note: 'Nieve',
  teachers: [{ id: TEACHER, name: 'Pedro', last_name: 'Soto', email: null }],
  students: [
    {
      id: STUDENT,
      student_id: STUDENT,
      name: 'José',
      last_name: 'Núñez',
      rut: null,
      used_transport: true,
      status: 'absent',
    },
  ],
}

beforeEach(async () => {
  await resetStore()
  signIn()
  vi.unstubAllGlobals()
})

describe('a class outside the synced window', () => {
  it('is read from the API once and stays readable through later pulls', async () => {
    const server = fakeServer()
    server.answer(jsonResponse(200, detail))
    expect(await fetchSessionIntoStore(OLD)).toBe(true)
    expect(server.requests.map((r) => r.path)).toEqual([`/class_sessions/${OLD}`])
    expect(await db.classSessions.get(OLD)).toMatchObject({
      name: 'Salida de invierno',
      teacher_ids: [TEACHER],
      students: [{ student_id: STUDENT, used_transport: true, status: 'absent' }],
      cancelled: { reason: 'other', note: 'Nieve' },
      outsideWindow: true,
    })
    // Older than the window a pull sends, and a full snapshot: both keep it.
    await applyPull(pullAnswer({ cursor: 'v2.10.1' }))
    await applyPull(pullAnswer({ cursor: 'v2.10.1', reset: true }))
    expect((await getClassSession(OLD))?.name).toBe('Salida de invierno')
  })

  it('is not found when the server has no such class', async () => {
    fakeServer().answer(errorResponse(404, 'NOT_FOUND', 'La clase no existe.'))
    expect(await fetchSessionIntoStore(OLD)).toBe(false)
    expect(await db.classSessions.get(OLD)).toBeUndefined()
  })
})

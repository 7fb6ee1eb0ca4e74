// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '#app/test/fixtures.ts'
import { db } from './db.ts'
import { useStudentCandidates } from './student-candidates.ts'
import { localStudent } from './test-rows.ts'
import { resetStore, signIn } from './test-server.ts'

const MINE = 'e1e1e1e1-0000-4000-8000-000000000001'
const OTHER = 'e1e1e1e1-0000-4000-8000-000000000002'
const fetchMock = vi.fn<typeof fetch>()

beforeEach(async () => {
  await resetStore()
  signIn()
  await db.students.put(localStudent({ id: MINE, name: 'José', last_name: 'Núñez' }))
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

const ids = (list: { id: string }[] | undefined) => list?.map((s) => s.id)

describe('students to pick from', () => {
  it('online: the whole school from the server, not only this device’s students', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        { id: OTHER, role: 'student', name: 'Elena', last_name: 'Mora', rut: '', email: '' },
      ]),
    )
    const { result } = renderHook(() => useStudentCandidates())
    await waitFor(() => expect(ids(result.current.students)).toEqual([OTHER]))
    expect(result.current.fromStore).toBe(false)
  })

  it('without signal: the device’s store, and says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { result } = renderHook(() => useStudentCandidates())
    await waitFor(() => expect(ids(result.current.students)).toEqual([MINE]))
    expect(result.current.fromStore).toBe(true)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('falls back to the store when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const { result } = renderHook(() => useStudentCandidates())
    await waitFor(() => expect(result.current.fromStore).toBe(true))
    await waitFor(() => expect(ids(result.current.students)).toEqual([MINE]))
  })
})

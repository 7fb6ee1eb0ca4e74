// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EmergencyCard } from '#shared/contract/emergency.ts'
import type { SyncResponse } from '#shared/contract/sync.ts'
import { cardOnDevice, cardsOnDevice, logCardView, sendCardViews } from './card-views.ts'
import { db } from './db.ts'
import { applyPull } from './sync.ts'
import { pulledStudent } from './test-rows.ts'
import { pullAnswer, resetStore, signIn, USER_A, USER_B } from './test-server.ts'

const id = (n: number) => `c0c0c0c0-0000-4000-8000-${String(n).padStart(12, '0')}`
const card = (studentId: string): EmergencyCard => ({
  student_id: studentId,
  contacts: [{ name: 'Marta Soto', relation: 'Abuela', phone: '+56981234567' }],
  allergies: 'Penicilina',
  conditions: '',
  medication: '',
  insurance_provider: '',
  insurance_plan: '',
  consent: true,
  consent_date: '2026-03-02',
  consent_recorded_by: 'Admin Demo',
  consent_recorded_at: '2026-03-02T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
})
const student = (n: number) => pulledStudent({ id: id(n), name: `Alumno ${n}`, last_name: 'Soto' })
const pull = (cards: EmergencyCard[], reset = false, students = [1, 2, 3]): SyncResponse =>
  pullAnswer({ cursor: 'v1.10.1', reset, emergency_cards: cards, students: students.map(student) })
const state = async (n: number) => (await cardOnDevice(id(n))).state

const fetchMock = vi.fn<typeof fetch>()

beforeEach(async () => {
  await resetStore()
  signIn()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('emergency cards on the device', () => {
  it('a pull replaces the cards: a student no longer the teacher’s is gone', async () => {
    await applyPull(pull([card(id(1)), card(id(2))], true))
    await applyPull(pull([card(id(2))], false, []))
    expect(await state(1)).toBe('none')
    const shown = await cardOnDevice(id(2))
    expect(shown.state === 'card' && shown.card.allergies).toBe('Penicilina')
    expect([...(await cardsOnDevice([id(1), id(2), id(3)])).keys()]).toEqual([id(2)])
  })

  it("says 'none' only for a student the device holds, once a pull brought the cards", async () => {
    // Never pulled: the device cannot tell.
    expect(await state(3)).toBe('unknown')
    // A pull from a server that sent no cards says nothing about them.
    await applyPull(pullAnswer({ cursor: 'v1.9.1', reset: true, students: [student(3)] }))
    expect(await state(3)).toBe('unknown')
    await applyPull(pull([card(id(1))]))
    expect(await state(1)).toBe('card')
    expect(await state(3)).toBe('none')
    // A student the device does not hold (not one of the user's): maybe a card it may not have.
    expect(await state(9)).toBe('unknown')
  })

  it('shows no card to another user signed in on the same device', async () => {
    await applyPull(pull([card(id(1))], true))
    signIn(USER_B)
    expect(await state(1)).toBe('unknown')
    expect(await state(3)).toBe('unknown')
    expect((await cardsOnDevice([id(1)])).size).toBe(0)
    signIn(USER_A)
    expect(await state(1)).toBe('card')
  })

  it('logs each read offline and sends them in one request when online', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await logCardView(id(1), new Date('2026-03-10T13:00:00Z'))
    await logCardView(id(1), new Date('2026-03-10T13:05:00Z'))
    await expect(sendCardViews()).rejects.toThrow()
    expect(await db.cardViews.count()).toBe(2)
    fetchMock.mockReset()
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    await sendCardViews()
    expect(await db.cardViews.count()).toBe(0)
    const [url, init] = fetchMock.mock.calls.at(-1)!
    expect(String(url)).toBe('/api/emergency-cards/views')
    expect(JSON.parse(String(init?.body)).views).toHaveLength(2)
  })
})

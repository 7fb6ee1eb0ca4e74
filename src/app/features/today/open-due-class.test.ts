import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DueClass } from '#app/offline/queries.ts'
import { createClassSession } from '#app/offline/mutations.ts'
import { openDueClass } from './open-due-class.ts'

vi.mock('#app/offline/mutations.ts', () => ({ createClassSession: vi.fn() }))

const group = {
  id: '0b8f2d1e-5c4a-4f3b-9a7e-2d6c8e1f4a90',
  name: 'Iniciación Infantil',
  teacher_ids: ['7d1c9b52-3e2f-4a6b-8c0d-1e2f3a4b5c6d'],
  student_ids: [],
} as unknown as DueClass['group']

beforeEach(() => {
  vi.mocked(createClassSession)
    .mockReset()
    .mockImplementation((input) => Promise.resolve(input.id!))
})

describe('openDueClass', () => {
  it('gives the class the same id on every device, however its start is written', async () => {
    const onePhone = await openDueClass({ group, session_date: '2026-11-24T17:30:00-03:00' })
    const otherPhone = await openDueClass(
      { group, session_date: '2026-11-24T20:30:00.000Z' },
      { id: 'a4b1c2d3-e4f5-4a6b-9c7d-8e9f0a1b2c3d', role: 'teacher' },
    )
    expect(otherPhone).toBe(onePhone)
    const later = await openDueClass({ group, session_date: '2026-11-25T17:30:00-03:00' })
    expect(later).not.toBe(onePhone)
  })

  it('creates a group class with its teachers and the teacher who opens it', async () => {
    await openDueClass(
      { group, session_date: '2026-11-24T17:30:00-03:00' },
      { id: 'a4b1c2d3-e4f5-4a6b-9c7d-8e9f0a1b2c3d', role: 'teacher' },
    )
    expect(vi.mocked(createClassSession).mock.calls[0]![0]).toMatchObject({
      name: 'Iniciación Infantil',
      class_type: 'group',
      group_id: group.id,
      session_date: '2026-11-24T17:30:00-03:00',
      teacher_ids: ['7d1c9b52-3e2f-4a6b-8c0d-1e2f3a4b5c6d', 'a4b1c2d3-e4f5-4a6b-9c7d-8e9f0a1b2c3d'],
    })
  })

  it('cancels a coming class in the same write that creates it', async () => {
    await openDueClass({ group, session_date: '2026-11-24T17:30:00-03:00' }, undefined, {
      reason: 'rain',
    })
    expect(vi.mocked(createClassSession).mock.calls[0]![0]).toMatchObject({
      group_id: group.id,
      cancel: { reason: 'rain' },
    })
  })
})

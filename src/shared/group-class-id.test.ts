import { describe, expect, it } from 'vitest'
import { groupClassId } from './group-class-id.ts'

const DNS = '6ba7b810-9dad-11d1-80b4-00c04fd430c8'
const GROUP = '0b8f2d1e-5c4a-4f3b-9a7e-2d6c8e1f4a90'

describe('groupClassId', () => {
  it('is the version 5 UUID of the group and the start instant (as Python computes it)', () => {
    // uuid.uuid5(UUID(GROUP_CLASS_NAMESPACE), f'{GROUP}@2026-11-24T20:30:00.000Z'): fixed forever,
    // or phones of two versions would open two classes.
    expect(groupClassId(GROUP, '2026-11-24T17:30:00-03:00')).toBe(
      '8b7963ee-bf9a-55e0-ab0f-2ded1521fbbe',
    )
  })

  it('is the same for one start written with an offset or in UTC', () => {
    const local = groupClassId(GROUP, '2026-11-24T17:30:00-03:00')
    expect(groupClassId(GROUP, '2026-11-24T20:30:00Z')).toBe(local)
    expect(groupClassId(GROUP, '2026-11-24T20:30:00.000Z')).toBe(local)
    expect(groupClassId(GROUP.toUpperCase(), '2026-11-24T20:30:00Z')).toBe(local)
  })

  it('differs for another start or another group', () => {
    const id = groupClassId(GROUP, '2026-11-24T20:30:00Z')
    expect(groupClassId(GROUP, '2026-11-24T20:31:00Z')).not.toBe(id)
    expect(groupClassId(DNS, '2026-11-24T20:30:00Z')).not.toBe(id)
  })

  it('refuses a start that is no date', () => {
    expect(() => groupClassId(GROUP, 'mañana')).toThrow(RangeError)
  })
})

import { describe, expect, it } from 'vitest'
import { groupClassId, uuidV5 } from './group-class-id.ts'

const DNS = '6ba7b810-9dad-11d1-80b4-00c04fd430c8'
const URL_NS = '6ba7b811-9dad-11d1-80b4-00c04fd430c8'
const GROUP = '0b8f2d1e-5c4a-4f3b-9a7e-2d6c8e1f4a90'

describe('uuidV5', () => {
  it('gives the RFC and Python ids for known names', () => {
    // uuid.uuid5(uuid.NAMESPACE_DNS, 'www.example.com') and a UTF-8 name, from Python.
    expect(uuidV5('www.example.com', DNS)).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2')
    expect(uuidV5('ñandú/á', URL_NS)).toBe('46866779-8ef0-5fc9-a7ce-2486ff5d75af')
  })

  it('hashes names longer than one SHA-1 block', () => {
    const id = uuidV5('x'.repeat(200), DNS)
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(id).not.toBe(uuidV5('x'.repeat(201), DNS))
  })
})

describe('groupClassId', () => {
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

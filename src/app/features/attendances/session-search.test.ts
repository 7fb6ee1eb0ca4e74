import { describe, expect, it } from 'vitest'
import { matchesSessionSearch } from './session-search.ts'

// Wednesday 4 November 2026, 10:00 in Santiago.
const session = {
  session_date: '2026-11-04T10:00:00-03:00',
  description: 'Salida al Cerro',
  name: null,
}

describe('Asistencias search', () => {
  it('matches the Spanish weekday, the month or the description, ignoring case and accents', () => {
    expect(matchesSessionSearch(session, 'MIERCOLES')).toBe(true)
    expect(matchesSessionSearch(session, 'noviem')).toBe(true)
    expect(matchesSessionSearch(session, 'cerro')).toBe(true)
    expect(matchesSessionSearch(session, '')).toBe(true)
  })

  it('does not match other days, months or words', () => {
    expect(matchesSessionSearch(session, 'jueves')).toBe(false)
    expect(matchesSessionSearch(session, 'octubre')).toBe(false)
    expect(matchesSessionSearch(session, 'playa')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { agendaDays, canOpenDue, splitAgenda, type AgendaDay } from './day-list.ts'

const none = { sessions: [], due: [] }
const someDue = {
  sessions: [],
  due: [{ group: { id: 'g' } as never, session_date: '2026-11-23T10:00:00-03:00' }],
}

describe("Hoy's days", () => {
  it('looks at the chosen day and the 7 after it, across a month and a year end', () => {
    expect(agendaDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ])
    expect(agendaDays('2026-02-27', 2)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01'])
  })

  it('keeps the chosen day even when empty and only the following days that have a class', () => {
    const days: AgendaDay[] = [
      { day: '2026-11-22', classes: none, holiday: null },
      { day: '2026-11-23', classes: someDue, holiday: null },
      { day: '2026-11-24', classes: none, holiday: null },
      { day: '2026-11-25', classes: someDue, holiday: 'Feriado de prueba' },
    ]
    const { chosen, next } = splitAgenda(days)
    expect(chosen?.day).toBe('2026-11-22')
    expect(next.map((d) => d.day)).toEqual(['2026-11-23', '2026-11-25'])
  })

  it('opens a due class on its day or later, never ahead of time', () => {
    expect(canOpenDue('2026-11-22', '2026-11-22')).toBe(true)
    expect(canOpenDue('2026-11-21', '2026-11-22')).toBe(true)
    expect(canOpenDue('2026-11-23', '2026-11-22')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { cancelMessage, type CancelledClass } from './cancel-message.ts'

const rain: CancelledClass = {
  title: 'Mini Riders',
  isGroup: true,
  session_date: '2026-11-12T10:30:00-03:00',
  reason: 'rain',
  note: null,
}

describe('the message to the families of a cancelled class', () => {
  it('names the class, the day with its month, the time and the reason', () => {
    expect(cancelMessage(rain, 'Ana')).toBe(
      'Hola, Ana: le avisamos que la clase de Mini Riders del jueves 12 de noviembre ' +
        'a las 10:30 se cancela por lluvia. Disculpe las molestias.',
    )
  })

  it('speaks to everyone at once when no name is given', () => {
    expect(cancelMessage({ ...rain, reason: 'trail_closed' })).toBe(
      'Hola: les avisamos que la clase de Mini Riders del jueves 12 de noviembre ' +
        'a las 10:30 se cancela porque el sendero está cerrado. Disculpen las molestias.',
    )
  })

  it("gives another reason's own words, and a class without a group by its name", () => {
    const other = { ...rain, title: 'Paseo al cerro', isGroup: false, reason: 'other' as const }
    expect(cancelMessage({ ...other, note: 'no hay profesor' })).toContain(
      'la clase «Paseo al cerro» del jueves 12 de noviembre a las 10:30 se cancela por este ' +
        'motivo: no hay profesor.',
    )
    expect(cancelMessage({ ...rain, title: null, isGroup: false })).toContain('que la clase del')
  })
})

import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { reminderRefusalDetail } from './i18n/reminder-rules.ts'
import { reminderAllowance } from './reminder-rules.ts'

const at = (iso: string) => new Date(iso)
const HOUR = 3_600_000

describe('reminderAllowance', () => {
  it('allows the first reminder, and one sent over a week ago does not count', () => {
    expect(reminderAllowance([], at('2026-11-23T10:15:00-03:00'))).toEqual({ allowed: true })
    expect(
      reminderAllowance(['2026-11-10T10:00:00-03:00'], at('2026-11-23T10:15:00-03:00')),
    ).toEqual({ allowed: true })
  })

  it.each([
    {
      rule: 'keeps two reminders at least two days apart',
      sent: ['2026-11-23T10:15:00-03:00'],
      asked: '2026-11-25T10:14:59-03:00',
      reason: 'too_soon',
      next: '2026-11-25T10:15:00-03:00',
    },
    {
      rule: 'allows two in any 7 days: the third waits for the older one to leave the week',
      sent: ['2026-11-23T10:15:00-03:00', '2026-11-26T18:00:00-03:00'],
      asked: '2026-11-29T12:00:00-03:00',
      reason: 'limit',
      next: '2026-11-30T10:15:00-03:00',
    },
  ])('$rule', ({ sent, asked, reason, next }) => {
    expect(reminderAllowance(sent, at(asked))).toEqual({
      allowed: false,
      reason,
      nextAllowedAt: at(next),
    })
    expect(reminderAllowance(sent, at(next))).toEqual({ allowed: true })
  })

  it('names the rule that holds longest when both refuse', () => {
    // Sent five days apart, asked the day after the second: both end on the 27th; the week is named.
    const sent = ['2026-11-20T09:00:00-03:00', '2026-11-25T09:00:00-03:00']
    expect(reminderAllowance(sent, at('2026-11-26T09:00:00-03:00'))).toEqual({
      allowed: false,
      reason: 'limit',
      nextAllowedAt: at('2026-11-27T09:00:00-03:00'),
    })
    // Six days apart: the week frees a day later, but the gap still holds until the 27th.
    const later = ['2026-11-19T09:00:00-03:00', '2026-11-25T09:00:00-03:00']
    expect(reminderAllowance(later, at('2026-11-26T09:00:00-03:00'))).toEqual({
      allowed: false,
      reason: 'too_soon',
      nextAllowedAt: at('2026-11-27T09:00:00-03:00'),
    })
  })

  it('counts a reminder logged a little after now (another clock ahead) as sent', () => {
    const now = at('2026-11-23T10:00:00-03:00')
    const ahead = new Date(now.getTime() + 5_000)
    expect(reminderAllowance([ahead], now)).toMatchObject({ allowed: false, reason: 'too_soon' })
  })

  it('never lets three through in any 7 days, nor two within two days', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 * 24 }), { maxLength: 40 }), (hours) => {
        const start = at('2026-01-05T00:00:00-03:00').getTime()
        const sent: Date[] = []
        for (const h of [...hours].sort((a, b) => a - b)) {
          const now = new Date(start + h * HOUR)
          const allowance = reminderAllowance(sent, now)
          if (allowance.allowed) sent.push(now)
          else expect(allowance.nextAllowedAt.getTime()).toBeGreaterThan(now.getTime())
        }
        for (const [i, t] of sent.entries()) {
          if (i > 0) expect(t.getTime() - sent[i - 1]!.getTime()).toBeGreaterThanOrEqual(48 * HOUR)
          const week = sent.filter((u) => u > new Date(t.getTime() - 168 * HOUR) && u <= t)
          expect(week.length).toBeLessThanOrEqual(2)
        }
      }),
    )
  })

  it('says exactly when: asking at nextAllowedAt is allowed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 14 * 24 }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 14 * 24 }),
        (hours, asked) => {
          const start = at('2026-03-02T00:00:00-03:00').getTime()
          const sent = hours.map((h) => new Date(start + h * HOUR))
          const allowance = reminderAllowance(sent, new Date(start + asked * HOUR))
          if (!allowance.allowed) {
            const later = reminderAllowance(sent, allowance.nextAllowedAt)
            expect(later.allowed).toBe(true)
          }
        },
      ),
    )
  })
})

describe('reminderRefusalDetail', () => {
  it('names the rule and the next day and hour in Santiago', () => {
    expect(reminderRefusalDetail('limit', new Date('2026-11-30T13:15:00Z'))).toBe(
      'Ya se le enviaron 2 recordatorios en los últimos 7 días (la ley permite 2 por semana); ' +
        'el próximo se puede enviar desde el lunes 30 de noviembre a las 10:15.',
    )
    expect(reminderRefusalDetail('too_soon', '2026-07-01T09:05:00-04:00')).toBe(
      'Se le envió un recordatorio hace menos de dos días (la ley pide al menos dos días entre ' +
        'uno y otro); el próximo se puede enviar desde el miércoles 1 de julio a las 09:05.',
    )
  })
})

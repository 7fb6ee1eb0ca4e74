import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  asWrittenInSantiago,
  combineDateAndTime,
  currentBillingPeriod,
  formatCalendarDay,
  formatDate,
  formatDayMonth,
  formatTime,
  formatWeekdayDay,
  isCalendarDate,
  isPeriodBeforeCurrent,
  lastTwelveMonths,
  periodBounds,
  periodInText,
  periodLabel,
  previousBillingPeriod,
  santiagoIso,
  splitDateTime,
  todayInSantiago,
} from './dates.ts'

const at = (iso: string) => new Date(iso)
const HOUR = 3_600_000
const DAY = 24 * HOUR

describe('billing periods', () => {
  it('follows the Santiago month, not UTC', () => {
    // 2026-09-01 00:00 in Santiago is 04:00 UTC (winter, UTC-4).
    expect(currentBillingPeriod(at('2026-09-01T03:59:59Z'))).toBe('2026-08')
    expect(currentBillingPeriod(at('2026-09-01T04:00:00Z'))).toBe('2026-09')
  })

  it('rolls over the new year at Santiago midnight (summer, UTC-3)', () => {
    expect(currentBillingPeriod(at('2027-01-01T02:59:59Z'))).toBe('2026-12')
    expect(currentBillingPeriod(at('2027-01-01T03:00:00Z'))).toBe('2027-01')
    expect(previousBillingPeriod(at('2027-01-01T03:00:00Z'))).toBe('2026-12')
    expect(previousBillingPeriod(at('2026-11-15T12:00:00Z'))).toBe('2026-10')
  })

  it('lists the last twelve months, current first, with capitalised Spanish labels', () => {
    const months = lastTwelveMonths(at('2027-01-15T12:00:00Z'))
    expect(months).toHaveLength(12)
    expect(months[0]).toEqual({ value: '2027-01', label: 'Enero 2027' })
    expect(months[1]).toEqual({ value: '2026-12', label: 'Diciembre 2026' })
    expect(months[2]).toEqual({ value: '2026-11', label: 'Noviembre 2026' })
    expect(months[11]).toEqual({ value: '2026-02', label: 'Febrero 2026' })
    expect(lastTwelveMonths(at('2026-09-10T12:00:00Z'))[1]?.label).toBe('Agosto 2026')
  })

  it('allows payment only for months strictly before the current one', () => {
    const now = at('2026-11-01T03:00:00Z') // 2026-11-01 00:00 in Santiago
    expect(isPeriodBeforeCurrent('2026-10', now)).toBe(true)
    expect(isPeriodBeforeCurrent('2025-12', now)).toBe(true)
    expect(isPeriodBeforeCurrent('2026-11', now)).toBe(false)
    expect(isPeriodBeforeCurrent('2026-12', now)).toBe(false)
    expect(isPeriodBeforeCurrent('2026-10', at('2026-11-01T02:59:59Z'))).toBe(false)
    expect(isPeriodBeforeCurrent('2026-1', now)).toBe(false)
    expect(isPeriodBeforeCurrent('garbage', now)).toBe(false)
  })
})

describe('periodBounds', () => {
  it('spans a month that starts in winter time and ends in summer time (September)', () => {
    const { start, end } = periodBounds('2026-09')
    expect(start.toISOString()).toBe('2026-09-01T04:00:00.000Z')
    expect(end.toISOString()).toBe('2026-10-01T03:00:00.000Z')
    expect(end.getTime() - start.getTime()).toBe(30 * DAY - HOUR)
  })

  it('spans April, an hour longer when clocks go back', () => {
    const { start, end } = periodBounds('2026-04')
    expect(start.toISOString()).toBe('2026-04-01T03:00:00.000Z')
    expect(end.toISOString()).toBe('2026-05-01T04:00:00.000Z')
    expect(end.getTime() - start.getTime()).toBe(30 * DAY + HOUR)
  })

  it('crosses the new year', () => {
    expect(periodBounds('2026-12').end.toISOString()).toBe('2027-01-01T03:00:00.000Z')
  })

  it('rejects a malformed period', () => {
    expect(() => periodBounds('2026-13')).toThrow(RangeError)
  })

  it('tiles time: each month ends where the next starts, 28 to 31 days ± 1 hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
        const period = `${y}-${String(m).padStart(2, '0')}`
        const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
        const { start, end } = periodBounds(period)
        expect(end).toEqual(periodBounds(next).start)
        expect(currentBillingPeriod(start)).toBe(period)
        expect(currentBillingPeriod(new Date(start.getTime() - 1))).not.toBe(period)
        const length = end.getTime() - start.getTime()
        expect(length).toBeGreaterThanOrEqual(28 * DAY - HOUR)
        expect(length).toBeLessThanOrEqual(31 * DAY + HOUR)
      }),
    )
  })
})

describe('formatting', () => {
  it('writes a calendar day as DD-MM-YYYY without moving it to another day', () => {
    expect(formatCalendarDay('2026-12-01')).toBe('01-12-2026')
    expect(formatCalendarDay('2000-01-01')).toBe('01-01-2000')
  })

  it('writes Spanish weekday, day and month in Santiago', () => {
    // 01:00 UTC on the 5th is still Wednesday the 4th in Santiago.
    const instant = at('2026-11-05T01:00:00Z')
    expect(formatWeekdayDay(instant)).toBe('miércoles 4')
    expect(formatDayMonth(instant)).toBe('miércoles 4 de noviembre')
    expect(formatTime(instant)).toBe('22:00')
    expect(formatDate(instant)).toBe('04-11-2026')
  })

  it('capitalises a month standing alone and writes it in lower case inside a sentence', () => {
    expect(periodLabel('2026-12')).toBe('Diciembre 2026')
    expect(periodInText('2026-12')).toBe('diciembre de 2026')
    expect(periodInText('2027-01')).toBe('enero de 2027')
  })

  it('reads strings: with offset as instants, without as Santiago wall time, days as days', () => {
    expect(formatTime('2026-07-15T18:00:00-04:00')).toBe('18:00')
    expect(formatTime('2026-07-15T22:00:00Z')).toBe('18:00')
    expect(formatTime('2026-07-15T18:05')).toBe('18:05')
    expect(formatDayMonth('2026-03-01')).toBe('domingo 1 de marzo')
    expect(formatDate('2010-05-09')).toBe('09-05-2010')
  })

  it.each([
    new Date(Number.NaN),
    Number.NaN,
    '',
    'mañana',
    '2026-02-30',
    '2026-11-04T25:00',
    '04/11/2026',
  ])('says Fecha inválida for %j', (bad) => {
    expect(formatWeekdayDay(bad)).toBe('Fecha inválida')
    expect(formatDayMonth(bad)).toBe('Fecha inválida')
    expect(formatTime(bad)).toBe('Fecha inválida')
    expect(formatDate(bad)).toBe('Fecha inválida')
  })
})

describe('todayInSantiago', () => {
  it('is the Santiago calendar day', () => {
    expect(todayInSantiago(at('2026-11-05T02:59:00Z'))).toBe('2026-11-04')
    expect(todayInSantiago(at('2026-11-05T03:00:00Z'))).toBe('2026-11-05')
    expect(todayInSantiago(at('2027-01-01T02:00:00Z'))).toBe('2026-12-31')
  })
})

describe('combineDateAndTime and splitDateTime', () => {
  it('uses the offset in force on that day', () => {
    expect(combineDateAndTime('2026-11-04', '10:00')).toBe('2026-11-04T10:00:00-03:00')
    expect(combineDateAndTime('2026-07-15', '18:30')).toBe('2026-07-15T18:30:00-04:00')
  })

  it('moves a time skipped by the September change forward an hour', () => {
    // 2026-09-06: clocks jump from 00:00 (-04) to 01:00 (-03).
    expect(combineDateAndTime('2026-09-06', '00:30')).toBe('2026-09-06T01:30:00-03:00')
    expect(combineDateAndTime('2026-09-05', '23:30')).toBe('2026-09-05T23:30:00-04:00')
  })

  it('takes the first of a time repeated by the April change', () => {
    // 2026-04-05 00:00 (-03) goes back to 2026-04-04 23:00 (-04).
    expect(combineDateAndTime('2026-04-04', '23:30')).toBe('2026-04-04T23:30:00-03:00')
    expect(splitDateTime('2026-04-05T03:30:00Z')).toEqual({ date: '2026-04-04', time: '23:30' })
    expect(combineDateAndTime('2026-04-05', '00:00')).toBe('2026-04-05T00:00:00-04:00')
  })

  it('rejects malformed input', () => {
    expect(() => combineDateAndTime('2026-02-30', '10:00')).toThrow(RangeError)
    expect(() => combineDateAndTime('2026-11-04', '7:00')).toThrow(RangeError)
    expect(splitDateTime('not a date')).toBeNull()
  })

  it('splits an instant into the Santiago day and time', () => {
    expect(splitDateTime('2027-01-01T02:30:00Z')).toEqual({ date: '2026-12-31', time: '23:30' })
    expect(splitDateTime(at('2026-07-15T22:00:00Z'))).toEqual({ date: '2026-07-15', time: '18:00' })
  })

  it('round-trips every day and every time outside the spring-forward hour', () => {
    const day = fc
      .integer({ min: 0, max: 36_000 })
      .map((n) => new Date(Date.UTC(2000, 0, 1) + n * DAY).toISOString().slice(0, 10))
    const time = fc
      .tuple(fc.integer({ min: 1, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)
    fc.assert(
      fc.property(day, time, (d, t) => {
        expect(isCalendarDate(d)).toBe(true)
        const iso = combineDateAndTime(d, t)
        expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[34]:00$/)
        expect(splitDateTime(iso)).toEqual({ date: d, time: t })
      }),
    )
  })
})

describe('santiagoIso and asWrittenInSantiago', () => {
  it('writes the same instant in the offset Santiago has at it', () => {
    expect(santiagoIso(at('2026-11-22T17:05:09.120Z'))).toBe('2026-11-22T14:05:09.120-03:00')
    expect(santiagoIso(at('2026-07-15T22:00:00Z'))).toBe('2026-07-15T18:00:00.000-04:00')
    // Around the April change: the hour 23:00–23:59 of 2026-04-04 happens twice.
    expect(santiagoIso(at('2026-04-05T02:30:00Z'))).toBe('2026-04-04T23:30:00.000-03:00')
    expect(santiagoIso(at('2026-04-05T03:30:00Z'))).toBe('2026-04-04T23:30:00.000-04:00')
  })

  it('shows what Intl shows, without Intl, for any instant written by santiagoIso', () => {
    const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
    fc.assert(
      fc.property(instant, (ms) => {
        const iso = santiagoIso(new Date(ms))
        expect(Date.parse(iso)).toBe(ms)
        const written = asWrittenInSantiago(iso)
        expect(written).not.toMatch(/[+-]\d{2}:\d{2}$/)
        expect([formatDate(written), formatTime(written)]).toEqual([formatDate(ms), formatTime(ms)])
      }),
    )
  })

  it('leaves any other offset to Intl', () => {
    expect(asWrittenInSantiago('2026-11-22T17:05:09Z')).toBe('2026-11-22T17:05:09Z')
    expect(asWrittenInSantiago('2026-11-22T17:05:09+00:00')).toBe('2026-11-22T17:05:09+00:00')
    expect(formatTime(asWrittenInSantiago('2026-11-22T17:05:09Z'))).toBe('14:05')
  })
})

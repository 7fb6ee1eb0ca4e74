import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  occursOn,
  parseRrule,
  rruleSchema,
  toRrule,
  WEEKDAY_LABELS,
  WEEKDAYS,
  weekdayOf,
  type Weekday,
} from './rrule.ts'

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)
const days = fc.uniqueArray(fc.constantFrom(...WEEKDAYS), { minLength: 1 })

describe('toRrule', () => {
  it('writes days in week order, deduplicated, with hour and minute as numbers', () => {
    expect(toRrule({ days: ['WE', 'MO', 'WE'], time: '10:00' })).toBe(
      'FREQ=WEEKLY;BYDAY=MO,WE;BYHOUR=10;BYMINUTE=0',
    )
    expect(toRrule({ days: ['SU'], time: '07:05' })).toBe(
      'FREQ=WEEKLY;BYDAY=SU;BYHOUR=7;BYMINUTE=5',
    )
  })

  it('refuses an empty day list or a malformed time', () => {
    expect(() => toRrule({ days: [], time: '10:00' })).toThrow(RangeError)
    expect(() => toRrule({ days: ['MO'], time: '24:00' })).toThrow(RangeError)
    expect(() => toRrule({ days: ['MO'], time: '9:00' })).toThrow(RangeError)
  })
})

describe('parseRrule', () => {
  it('reads the canonical form', () => {
    expect(parseRrule('FREQ=WEEKLY;BYDAY=MO,WE;BYHOUR=10;BYMINUTE=0')).toEqual({
      days: ['MO', 'WE'],
      time: '10:00',
    })
  })

  it('tolerates a prefix, any part order, lower case and unordered days', () => {
    expect(parseRrule('RRULE:byminute=30;BYDAY=FR,TU,FR;BYHOUR=9;FREQ=WEEKLY;WKST=MO')).toEqual({
      days: ['TU', 'FR'],
      time: '09:30',
    })
    expect(parseRrule('FREQ=WEEKLY;INTERVAL=1;BYDAY=SA;BYHOUR=8')).toEqual({
      days: ['SA'],
      time: '08:00',
    })
  })

  it.each([
    null,
    undefined,
    '',
    'garbage',
    'FREQ=DAILY;BYDAY=MO;BYHOUR=10;BYMINUTE=0',
    'FREQ=WEEKLY;BYHOUR=10;BYMINUTE=0',
    'FREQ=WEEKLY;BYDAY=;BYHOUR=10;BYMINUTE=0',
    'FREQ=WEEKLY;BYDAY=MO,XX;BYHOUR=10;BYMINUTE=0',
    'FREQ=WEEKLY;BYDAY=1MO;BYHOUR=10;BYMINUTE=0',
    'FREQ=WEEKLY;BYDAY=MO;BYMINUTE=0',
    'FREQ=WEEKLY;BYDAY=MO;BYHOUR=24;BYMINUTE=0',
    'FREQ=WEEKLY;BYDAY=MO;BYHOUR=10;BYMINUTE=60',
    'FREQ=WEEKLY;BYDAY=MO;BYHOUR=10,12;BYMINUTE=0',
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;BYHOUR=10',
    'FREQ=WEEKLY;COUNT=4;BYDAY=MO;BYHOUR=10',
    'FREQ=WEEKLY;FREQ=WEEKLY;BYDAY=MO;BYHOUR=10',
  ])('treats %j as no schedule', (rule) => {
    expect(parseRrule(rule)).toBeNull()
  })

  it('round-trips every schedule through toRrule', () => {
    fc.assert(
      fc.property(days, time, (d, t) => {
        const parsed = parseRrule(toRrule({ days: d, time: t }))
        expect(parsed).toEqual({ days: WEEKDAYS.filter((w) => d.includes(w)), time: t })
      }),
    )
  })
})

describe('weekdayOf and occursOn', () => {
  it.each([
    ['2026-11-04', 'WE'],
    ['2026-01-01', 'TH'],
    ['2024-02-29', 'TH'],
    ['2026-09-06', 'SU'], // the day Chile moves its clocks forward
  ] as Array<[string, Weekday]>)('%s is %s', (date, day) => {
    expect(weekdayOf(date)).toBe(day)
  })

  it('rejects impossible dates', () => {
    expect(weekdayOf('2025-02-29')).toBeNull()
    expect(weekdayOf('2026-13-01')).toBeNull()
    expect(weekdayOf('04-11-2026')).toBeNull()
  })

  it('is true only on the rule’s weekdays', () => {
    const rule = 'FREQ=WEEKLY;BYDAY=MO,WE;BYHOUR=10;BYMINUTE=0'
    expect(occursOn(rule, '2026-11-02')).toBe(true) // Monday
    expect(occursOn(rule, '2026-11-03')).toBe(false)
    expect(occursOn(rule, '2026-11-04')).toBe(true)
    expect(occursOn(null, '2026-11-04')).toBe(false)
    expect(occursOn(rule, 'not a date')).toBe(false)
  })

  it('walks through the week in order, day after day', () => {
    const dayMs = 86_400_000
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), (n) => {
        const today = new Date(Date.UTC(2000, 0, 1) + n * dayMs).toISOString().slice(0, 10)
        const tomorrow = new Date(Date.UTC(2000, 0, 1) + (n + 1) * dayMs).toISOString().slice(0, 10)
        const i = WEEKDAYS.indexOf(weekdayOf(today)!)
        expect(weekdayOf(tomorrow)).toBe(WEEKDAYS[(i + 1) % 7])
        expect(occursOn(toRrule({ days: [weekdayOf(today)!], time: '10:00' }), tomorrow)).toBe(
          false,
        )
      }),
    )
  })
})

describe('rruleSchema', () => {
  it('canonicalises what it accepts', () => {
    expect(rruleSchema.parse('RRULE:BYHOUR=9;BYDAY=WE,MO;FREQ=WEEKLY')).toBe(
      'FREQ=WEEKLY;BYDAY=MO,WE;BYHOUR=9;BYMINUTE=0',
    )
  })

  it('rejects a non-weekly rule with a Spanish message', () => {
    const r = rruleSchema.safeParse('FREQ=DAILY')
    expect(r.error?.issues[0]?.message).toBe(
      'Selecciona al menos un día y una hora para las clases.',
    )
  })
})

it('labels every weekday in Spanish', () => {
  expect(WEEKDAYS.map((d) => WEEKDAY_LABELS[d])).toEqual([
    'Lunes',
    'Martes',
    'Miércoles',
    'Jueves',
    'Viernes',
    'Sábado',
    'Domingo',
  ])
})

import { describe, expect, it } from 'vitest'
import { chileanHolidays } from './holidays.ts'
import { tabledHolidayName } from './holiday-table.ts'

describe("the app's table of Chile's public holidays", () => {
  const year = new Date().getFullYear()

  it.each([year - 1, year, year + 1, year + 6])(
    'holds the same holidays as the rules in %i',
    (y) => {
      const days: [string, string | null][] = []
      for (const [day, name] of chileanHolidays(y)) days.push([day, name])
      expect(days.length).toBeGreaterThan(14)
      expect(days.map(([day]) => [day, tabledHolidayName(day)])).toEqual(days)
    },
  )

  it('says a working day is none, and leaves the years it lacks to the rules', () => {
    expect(tabledHolidayName(`${year}-03-04`)).toBeNull()
    expect(tabledHolidayName(`${year}-09-18`)).toBe('Fiestas Patrias')
    expect(tabledHolidayName(`${year + 7}-09-18`)).toBeUndefined()
    expect(tabledHolidayName(`${year - 2}-09-18`)).toBeUndefined()
  })
})

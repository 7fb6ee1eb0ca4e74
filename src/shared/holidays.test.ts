import Holidays from 'date-holidays'
import { describe, expect, it } from 'vitest'
import { chileanHolidays, holidayName } from './holidays.ts'

describe('Chilean public holidays', () => {
  it('marks Fiestas Patrias, 18 and 19 September 2026', () => {
    expect(holidayName('2026-09-18')).toBe('Fiestas Patrias')
    expect(holidayName('2026-09-19')).toMatch(/Ejército/)
  })

  it('marks 8 December, 25 December and 1 January', () => {
    expect(holidayName('2026-12-08')).toMatch(/concepción/i)
    expect(holidayName('2026-12-25')).toBe('Navidad')
    expect(holidayName('2027-01-01')).toBe('Año Nuevo')
  })

  it('follows the moving rules: Viernes and Sábado Santo 2026 are 3 and 4 April, San Pedro y San Pablo moves to Monday 29 June', () => {
    expect(holidayName('2026-04-03')).toBe('Viernes Santo')
    expect(holidayName('2026-04-04')).toBe('Sábado Santo')
    expect(holidayName('2027-03-27')).toBe('Sábado Santo')
    expect(holidayName('2026-06-29')).toBe('San Pedro y San Pablo')
  })

  it("marks Día de los Pueblos Indígenas on the June solstice in Chile's time: 20 June 2025, 21 June 2026", () => {
    expect(holidayName('2025-06-20')).toBe('Día de los Pueblos Indígenas')
    expect(holidayName('2025-06-21')).toBeNull()
    expect(holidayName('2026-06-21')).toBe('Día de los Pueblos Indígenas')
  })

  it('leaves ordinary days and the bank-only 31 December unmarked', () => {
    expect(holidayName('2026-09-17')).toBeNull()
    expect(holidayName('2026-11-22')).toBeNull()
    expect(holidayName('2026-12-31')).toBeNull()
    expect(holidayName('nonsense')).toBeNull()
  })

  it('lists each day of a year once, all within that year', () => {
    const days = [...chileanHolidays(2026).keys()]
    expect(days.length).toBeGreaterThanOrEqual(15)
    expect(days.every((d) => d.startsWith('2026-'))).toBe(true)
  })

  it("gives the same days as the library's full data (Chile's part is cut at build time)", () => {
    const full = new Holidays('CL', { languages: ['es'], timezone: 'America/Santiago' })
    full.setHoliday('easter -1', { name: 'Sábado Santo', type: 'public' })
    for (let year = 2015; year <= 2040; year++) {
      const expected = full
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => [h.date.slice(0, 10), h.name])
      expect([...chileanHolidays(year)]).toEqual(expected)
    }
  })
})

import Holidays from 'date-holidays'
import { describe, expect, it } from 'vitest'
import { adjustToLaw, chileanHolidays, ELECTION_DAYS, holidayName } from './holidays.ts'

// Every public holiday of a year by law (Ley 2.977 and the laws that added or moved a day),
// written out by hand, so a change in the library's rules cannot slip through.
const LAW: Record<number, string[]> = {
  2024: [
    '2024-01-01 Año Nuevo',
    '2024-03-29 Viernes Santo',
    '2024-03-30 Sábado Santo',
    '2024-05-01 Día del Trabajador',
    '2024-05-21 Día de las Glorias Navales',
    '2024-06-09 Elecciones primarias',
    '2024-06-20 Día de los Pueblos Indígenas',
    '2024-06-29 San Pedro y San Pablo',
    '2024-07-16 Virgen del Carmen',
    '2024-08-15 Asunción',
    '2024-09-18 Fiestas Patrias',
    '2024-09-19 Día de las Glorias del Ejército',
    '2024-09-20 Feriado Adicional Fiestas Patrias',
    '2024-10-12 Encuentro de Dos Mundos',
    '2024-10-27 Elecciones municipales y regionales',
    '2024-10-31 Día Nacional de las Iglesias Evangélicas y Protestantes',
    '2024-11-01 Todos los Santos',
    '2024-11-24 Segunda vuelta de gobernadores regionales',
    '2024-12-08 La inmaculada concepción',
    '2024-12-25 Navidad',
  ],
  2025: [
    '2025-01-01 Año Nuevo',
    '2025-04-18 Viernes Santo',
    '2025-04-19 Sábado Santo',
    '2025-05-01 Día del Trabajador',
    '2025-05-21 Día de las Glorias Navales',
    '2025-06-20 Día de los Pueblos Indígenas',
    '2025-06-29 San Pedro y San Pablo',
    '2025-07-16 Virgen del Carmen',
    '2025-08-15 Asunción',
    '2025-09-18 Fiestas Patrias',
    '2025-09-19 Día de las Glorias del Ejército',
    '2025-10-12 Encuentro de Dos Mundos',
    '2025-10-31 Día Nacional de las Iglesias Evangélicas y Protestantes',
    '2025-11-01 Todos los Santos',
    '2025-11-16 Elecciones presidenciales y parlamentarias',
    '2025-12-08 La inmaculada concepción',
    '2025-12-14 Segunda vuelta presidencial',
    '2025-12-25 Navidad',
  ],
  2026: [
    '2026-01-01 Año Nuevo',
    '2026-04-03 Viernes Santo',
    '2026-04-04 Sábado Santo',
    '2026-05-01 Día del Trabajador',
    '2026-05-21 Día de las Glorias Navales',
    '2026-06-21 Día de los Pueblos Indígenas',
    '2026-06-29 San Pedro y San Pablo',
    '2026-07-16 Virgen del Carmen',
    '2026-08-15 Asunción',
    '2026-09-18 Fiestas Patrias',
    '2026-09-19 Día de las Glorias del Ejército',
    '2026-10-12 Encuentro de Dos Mundos',
    '2026-10-31 Día Nacional de las Iglesias Evangélicas y Protestantes',
    '2026-11-01 Todos los Santos',
    '2026-12-08 La inmaculada concepción',
    '2026-12-25 Navidad',
  ],
}

describe('Chilean public holidays', () => {
  it.each([2024, 2025, 2026])('gives exactly the holidays of %i the law names', (year) => {
    const listed = [...chileanHolidays(year)].map(([day, name]) => `${day} ${name}`)
    expect(listed).toEqual(LAW[year])
  })

  it.each(['2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28'])(
    'never marks Easter Sunday (%s), which no law makes a holiday',
    (day) => {
      expect(holidayName(day)).toBeNull()
    },
  )

  it('marks the election Sundays', () => {
    expect(holidayName('2024-06-09')).toBe('Elecciones primarias')
    expect(holidayName('2025-12-14')).toBe('Segunda vuelta presidencial')
    expect(holidayName('2024-10-26')).toBeNull() // the Saturday of the two-day vote
  })

  it('follows the moving rules in later years: San Pedro y San Pablo and Encuentro de Dos Mundos move to Monday, 17 September joins a Saturday 18', () => {
    expect(holidayName('2027-03-27')).toBe('Sábado Santo')
    expect(holidayName('2027-06-28')).toBe('San Pedro y San Pablo')
    expect(holidayName('2027-10-11')).toBe('Encuentro de Dos Mundos')
    expect(holidayName('2027-09-17')).toBe('Feriado Adicional Fiestas Patrias')
  })

  it.each(['2026-09-17', '2026-11-22', '2026-12-31', 'nonsense'])(
    'leaves ordinary days, the bank-only 31 December and nonsense unmarked: %s',
    (day) => {
      expect(holidayName(day)).toBeNull()
    },
  )

  it("gives the same days as the library's full data (Chile's part is cut at build time)", () => {
    const full = new Holidays('CL', { languages: ['es'], timezone: 'America/Santiago' })
    adjustToLaw(full)
    for (let year = 2015; year <= 2040; year++) {
      const expected = full
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => [h.date.slice(0, 10), h.name])
      const elections = Object.keys(ELECTION_DAYS).filter((d) => d.startsWith(`${year}-`))
      const listed = [...chileanHolidays(year)].filter(([day]) => !elections.includes(day))
      expect(listed).toEqual(expected)
    }
  })
})

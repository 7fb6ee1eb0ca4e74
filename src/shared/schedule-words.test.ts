import { describe, expect, it } from 'vitest'
import {
  agesInWords,
  classesInWords,
  percentInWords,
  scheduleInWords,
  slugOf,
  spotsLeft,
  tierInWords,
  uniqueSlugs,
} from './schedule-words.ts'

describe('the public schedule in words', () => {
  it('says the days in week order, then the time', () => {
    expect(scheduleInWords({ days: ['TU', 'TH'], time: '17:30' })).toBe('martes y jueves 17:30')
    expect(scheduleInWords({ days: ['SA'], time: '10:00' })).toBe('sábado 10:00')
    expect(scheduleInWords({ days: ['MO', 'WE', 'FR'], time: '18:00' })).toBe(
      'lunes, miércoles y viernes 18:00',
    )
  })

  it('says the ages; no maximum means adults too', () => {
    expect(agesInWords(7, 10)).toBe('7 a 10 años')
    expect(agesInWords(18, null)).toBe('desde 18 años')
    expect(agesInWords(null, 6)).toBe('hasta 6 años')
    expect(agesInWords(8, 8)).toBe('8 años')
    expect(agesInWords(null, null)).toBeNull()
  })

  it('says a tier as what a class then costs, rounded to the peso as billing does', () => {
    const tier = { min_classes: 8, max_classes: 11, discount_percentage: 10 }
    expect(tierInWords(tier, 10_000)).toBe('de 8 a 11 clases al mes: $9.000 por clase')
    expect(tierInWords({ ...tier, max_classes: 99 }, 10_000)).toBe(
      'desde 8 clases al mes: $9.000 por clase',
    )
    // 12,5 % of $9.999 is $1.249,875 → $1.250 off.
    expect(tierInWords({ ...tier, discount_percentage: 12.5 }, 9_999)).toBe(
      'de 8 a 11 clases al mes: $8.749 por clase',
    )
    expect(tierInWords(tier, null)).toBe('de 8 a 11 clases al mes: 10 % de descuento')
    expect(classesInWords({ ...tier, min_classes: 1, max_classes: 1 })).toBe('1 clase al mes')
    expect(percentInWords(12.5)).toBe('12,5 %')
  })

  it('tells full, few and available apart, never a number', () => {
    expect(spotsLeft(null, 40)).toBeNull()
    expect(spotsLeft(10, 10)).toBe('full')
    expect(spotsLeft(10, 12)).toBe('full')
    expect(spotsLeft(10, 8)).toBe('few')
    expect(spotsLeft(10, 7)).toBe('available')
    expect(spotsLeft(20, 16)).toBe('few')
    expect(spotsLeft(20, 15)).toBe('available')
    expect(spotsLeft(1, 0)).toBe('few')
  })

  it('makes a slug from a name, and a repeated one gets a suffix in order', () => {
    expect(slugOf('Iniciación Infantil')).toBe('iniciacion-infantil')
    expect(slugOf('  ¡Ñandú & Cía!  ')).toBe('nandu-cia')
    expect(slugOf('***')).toBe('grupo')
    expect(uniqueSlugs(['Mini Riders', 'Avanzado', 'mini riders', 'Mini-Riders'])).toEqual([
      'mini-riders',
      'avanzado',
      'mini-riders-2',
      'mini-riders-3',
    ])
  })
})

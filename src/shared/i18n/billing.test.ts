import { describe, expect, it } from 'vitest'
import {
  classLineText,
  discountLineText,
  monthName,
  spanishList,
  transportLineText,
} from './billing.ts'

describe('billing wording', () => {
  it.each([
    [[], ''],
    [['martes 3'], 'martes 3'],
    [['martes 3', 'jueves 5'], 'martes 3 y jueves 5'],
    [['martes 3', 'jueves 5', 'sábado 7'], 'martes 3, jueves 5 y sábado 7'],
  ])('joins %o as %s', (items, expected) => {
    expect(spanishList(items)).toBe(expected)
  })

  it('names the month of a period in lower case', () => {
    expect(monthName('2026-01')).toBe('enero')
    expect(monthName('2026-09')).toBe('septiembre')
    expect(monthName('2026-12')).toBe('diciembre')
  })

  it('writes class lines with the count, the price in CLP and the days', () => {
    const days = [
      { label: 'lunes 2', count: 1 },
      { label: 'miércoles 4', count: 2 },
    ]
    expect(classLineText('one_to_one', 1_234_567, days, '2026-11')).toBe(
      'Clases particulares: 3 × $1.234.567 (lunes 2 y miércoles 4 ×2 de noviembre)',
    )
    expect(classLineText('other', 25_000, [{ label: 'sábado 14', count: 1 }], '2026-11')).toBe(
      'Paseo: 1 × $25.000 (sábado 14 de noviembre)',
    )
  })

  it.each([
    [10, 8, 'Descuento 10% (8 clases)'],
    [12.5, 1, 'Descuento 12,5% (1 clase)'],
    [7.25, 2, 'Descuento 7,25% (2 clases)'],
    [100, 4, 'Descuento 100% (4 clases)'],
  ])('writes a %d% discount on %d classes as %s', (percentage, classes, expected) => {
    expect(discountLineText(percentage, classes)).toBe(expected)
  })

  it('writes transport as trips × price', () => {
    expect(transportLineText(3, 3_000)).toBe('Transporte: 3 × $3.000')
  })
})

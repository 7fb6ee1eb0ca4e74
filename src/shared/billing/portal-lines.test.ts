import { describe, expect, it } from 'vitest'
import { classLineText, discountLineText } from '../i18n/billing.ts'
import { shortName, withoutDates } from './portal-lines.ts'

describe('portal lines for a RUT alone', () => {
  it('drops the days attended and keeps count and price', () => {
    const line = classLineText(
      'group',
      12_000,
      [
        { label: 'martes 3', count: 2 },
        { label: 'sábado 14', count: 1 },
      ],
      '2026-11',
    )
    expect(line).toContain('martes 3')
    expect(withoutDates(line)).toBe('Clases grupales: 3 × $12.000')
    expect(withoutDates(discountLineText(10, 8))).toBe('Descuento 10% (8 clases)')
  })

  it('names a child by first name and last initial', () => {
    expect(shortName('Tomás Andrés', 'pérez soto')).toBe('Tomás P.')
    expect(shortName('Ana', '')).toBe('Ana')
  })
})

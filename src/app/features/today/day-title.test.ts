import { describe, expect, it } from 'vitest'
import { dayTitle } from './pages/today-page.tsx'

describe("Hoy's title", () => {
  it("is 'Hoy' only for today", () => {
    expect(dayTitle('2026-12-08', '2026-12-08')).toBe('Hoy')
  })

  it('names another day, the weekday capitalised and the month lower-case', () => {
    expect(dayTitle('2026-12-08', '2026-12-07')).toBe('Martes 8 de diciembre')
    expect(dayTitle('2026-11-21', '2026-12-08')).toBe('Sábado 21 de noviembre')
    expect(dayTitle('2027-01-01', '2026-12-31')).toBe('Viernes 1 de enero')
  })
})

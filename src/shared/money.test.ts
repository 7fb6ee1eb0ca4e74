import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatClp, formatNumber, roundPesos } from './money.ts'

describe('roundPesos', () => {
  it.each([
    [0, 0],
    [1.4, 1],
    [1.5, 2],
    [2.5, 3],
    [-1.4, -1],
    [-1.5, -2],
    [-2.5, -3],
    [-0.4, 0],
    [1234.5, 1235],
  ])('%d → %d', (n, expected) => {
    expect(roundPesos(n)).toBe(expected)
  })

  it('is odd-symmetric and within half a peso', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
        const r = roundPesos(n)
        expect(Number.isInteger(r)).toBe(true)
        expect(Math.abs(r - n)).toBeLessThanOrEqual(0.5)
        expect(roundPesos(-n)).toBe(r === 0 ? 0 : -r)
      }),
    )
  })
})

describe('formatNumber', () => {
  it.each([
    [1234.56, 2, '1.234,56'],
    [1234, 0, '1.234'],
    [999, 0, '999'],
    [1234567.891, 2, '1.234.567,89'],
    [0.5, 0, '1'],
    [2.345, 1, '2,3'],
    [75, 0, '75'],
    [3.14159, 2, '3,14'],
    [-1234.5, 1, '-1.234,5'],
    [-0.001, 2, '0,00'],
    [Number.NaN, 2, '—'],
  ])('%d with %d decimals → %s', (n, decimals, expected) => {
    expect(formatNumber(n, decimals)).toBe(expected)
  })

  it('defaults to no decimals', () => {
    expect(formatNumber(12345.6)).toBe('12.346')
  })
})

describe('formatClp', () => {
  it.each([
    [12345, '$12.345'],
    [-12345, '-$12.345'],
    [0, '$0'],
    [1000000, '$1.000.000'],
    [999.5, '$1.000'],
    [-0.4, '$0'],
    [Number.POSITIVE_INFINITY, '—'],
  ])('%d → %s', (n, expected) => {
    expect(formatClp(n)).toBe(expected)
  })

  it('reads back as the rounded amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        const text = formatClp(n)
        expect(text).toMatch(/^-?\$\d{1,3}(\.\d{3})*$/)
        expect(Number(text.replace(/[$.]/g, ''))).toBe(n)
      }),
    )
  })
})

import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { rutSchema } from './contract/common.ts'
import { cleanRut, computeRutCheckDigit, formatRut, isValidRut, maskRut } from './rut.ts'

const body = fc.integer({ min: 1_000_000, max: 99_999_999 }).map(String)
const anyBody = fc.stringMatching(/^[1-9]\d{0,7}$/)
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'K']

describe('computeRutCheckDigit', () => {
  // Sums worked by hand: 12345678 → 138, 138 % 11 = 6, 11 - 6 = 5.
  it.each([
    ['12345678', '5'],
    ['11111111', '1'],
    ['76086428', '5'],
    ['1234567', '4'],
    ['31', '0'],
    ['6', 'K'],
  ])('%s → %s', (b, dv) => {
    expect(computeRutCheckDigit(b)).toBe(dv)
  })
})

describe('cleanRut', () => {
  it('strips dots, hyphen and spaces and upper-cases k', () => {
    expect(cleanRut(' 12.345.678-5 ')).toBe('123456785')
    expect(cleanRut('6-k')).toBe('6K')
    expect(cleanRut('012.345.678-5')).toBe('123456785')
  })
})

describe('isValidRut', () => {
  it.each([
    '12.345.678-5',
    '12345678-5',
    '123456785',
    '12.345.6785',
    ' 12.345.678-5 ',
    '11.111.111-1',
    '76.086.428-5',
    '1.000.005-K',
    '1.000.005-k',
    '1000005k',
    '99.999.999-9',
  ])('accepts %j', (rut) => expect(isValidRut(rut)).toBe(true))

  it.each([
    '',
    '   ',
    '-',
    '12.345.678-4',
    '12345678',
    'abc',
    '123.456.789-0',
    '0-0',
    '12a45678-5',
    // Shapes nobody means: hyphens or dots out of place, a trailing dot, other dashes, a leading zero.
    '18-972-631-7',
    '1.2345.678-5',
    '12.345.678-5.',
    '12.345.678–5',
    '12.345.678—5',
    '12.345.678 5',
    '12 345 678-5',
    '12..345.678-5',
    '.12.345.678-5',
    '12.345.678--5',
    '012.345.678-5',
    '012345678-5',
    '12,345,678-5',
    '12.345678-5',
    '12345.678-5',
    // Bodies under a million: digits left out (6-K, 31-0, 1.234-3 and 999.999-K have right check digits).
    '6-K',
    '31-0',
    '1.234-3',
    '999.999-K',
  ])('rejects %j', (rut) => expect(isValidRut(rut)).toBe(false))

  it('accepts every body with its computed digit and no other digit', () => {
    fc.assert(
      fc.property(body, fc.constantFrom(...DIGITS), (b, dv) => {
        expect(isValidRut(`${b}-${dv}`)).toBe(dv === computeRutCheckDigit(b))
      }),
    )
  })

  it('catches any single changed body digit', () => {
    fc.assert(
      fc.property(body, fc.nat(), fc.integer({ min: 1, max: 9 }), (b, at, delta) => {
        const i = at % b.length
        const changed = b.slice(0, i) + String((Number(b[i]) + delta) % 10) + b.slice(i + 1)
        fc.pre(/^[1-9]\d{6}/.test(changed))
        expect(isValidRut(changed + computeRutCheckDigit(b))).toBe(false)
      }),
    )
  })
})

describe('formatRut', () => {
  it('adds dots and hyphen', () => {
    expect(formatRut('123456785')).toBe('12.345.678-5')
    expect(formatRut('1234567-4')).toBe('1.234.567-4')
    expect(formatRut('6k')).toBe('6-K')
    expect(formatRut('310')).toBe('31-0')
  })

  it('returns input that cannot be cleaned unchanged', () => {
    expect(formatRut('hola')).toBe('hola')
    expect(formatRut('')).toBe('')
  })

  it('round-trips through cleanRut', () => {
    fc.assert(
      fc.property(anyBody, (b) => {
        const clean = b + computeRutCheckDigit(b)
        const formatted = formatRut(clean)
        expect(formatted).toMatch(/^\d{1,3}(\.\d{3})*-[\dK]$/)
        expect(cleanRut(formatted)).toBe(clean)
        expect(formatRut(formatted)).toBe(formatted)
      }),
    )
  })
})

describe('maskRut', () => {
  it('keeps only the last three body digits and the check digit', () => {
    expect(maskRut('12.345.678-5')).toBe('**.***.678-5')
    expect(maskRut('1234567-4')).toBe('*.***.567-4')
    expect(maskRut('31-0')).toBe('31-0')
    expect(maskRut('nada')).toBeNull()
  })
})

describe('rutSchema', () => {
  it('trims, validates and outputs the display form', () => {
    expect(rutSchema.parse('  12345678-5 ')).toBe('12.345.678-5')
    expect(rutSchema.parse('1000005-k')).toBe('1.000.005-K')
  })

  it('rejects with the Spanish message', () => {
    for (const rut of ['12.345.678-9', '18-972-631-7', '6-K']) {
      const result = rutSchema.safeParse(rut)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('El RUT ingresado no es válido.')
    }
  })
})

import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  formatPhone,
  isValidPhone,
  normalizePhone,
  PHONE_PREFIX,
  phoneSchema,
  whatsappUrl,
} from './phone.ts'

const local = fc.stringMatching(/^9\d{8}$/)

describe('normalizePhone', () => {
  it.each([
    ['+56 9 1234 5678', '+56912345678'],
    ['912345678', '+56912345678'],
    ['56912345678', '+56912345678'],
    ['+56912345678', '+56912345678'],
    [' (+56) 9-1234-5678 ', '+56912345678'],
    ['0056 9 1234 5678', '+56912345678'],
  ])('%j → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected)
  })

  // What the office pastes, alone or after the '+56' the field starts with.
  it.each([
    '+56 9 8123 4567',
    '981234567',
    '9 8123 4567',
    '+56981234567',
    '56 9 8123 4567',
    '+56 9 8123-4567',
    '(+56) 9 8123 4567',
  ])('%j, alone or pasted after the prefix, is stored as +56981234567', (pasted) => {
    expect(normalizePhone(pasted)).toBe('+56981234567')
    expect(normalizePhone(PHONE_PREFIX + pasted)).toBe('+56981234567')
    expect(normalizePhone(`${PHONE_PREFIX} ${pasted}`)).toBe('+56981234567')
    expect(phoneSchema.parse(PHONE_PREFIX + pasted)).toBe('+56981234567')
  })

  it.each([['+56 9 1234 5678', '+56912345678']])('%j → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected)
  })

  it('returns what it cannot normalize unchanged', () => {
    expect(normalizePhone('+56')).toBe('+56')
    expect(normalizePhone('22 123 4567')).toBe('22 123 4567')
  })
})

describe('isValidPhone', () => {
  it.each(['+56 9 1234 5678', '912345678', '56912345678'])('accepts %j', (input) => {
    expect(isValidPhone(input)).toBe(true)
  })

  it.each([
    '',
    PHONE_PREFIX,
    '+56 2 2123 4567', // landline: local part starts with 2
    '12345678', // 8 digits
    '9123456789', // 10 digits
    '+56 9 1234 567',
    '9a2345678',
    '91234+5678',
    '+57 9 1234 5678',
    '+56+57 9 1234 5678',
    '+56+56+56 9 1234 5678',
    '+5656 56 9 1234 5678',
    '9 8123 4567 ext 2',
    'nueve ocho uno dos',
    '+56 9 8123 45678',
  ])('rejects %j', (input) => {
    expect(isValidPhone(input)).toBe(false)
  })
})

describe('formatPhone', () => {
  it('groups as +56 9 XXXX XXXX', () => {
    expect(formatPhone('912345678')).toBe('+56 9 1234 5678')
    expect(formatPhone('+56987654321')).toBe('+56 9 8765 4321')
    expect(formatPhone('nada')).toBe('nada')
  })

  it('format and normalize undo each other for every mobile number', () => {
    fc.assert(
      fc.property(local, (l) => {
        const normalized = normalizePhone(l)
        expect(normalized).toBe(`+56${l}`)
        expect(normalizePhone(formatPhone(normalized))).toBe(normalized)
        expect(normalizePhone(normalized)).toBe(normalized)
      }),
    )
  })
})

describe('phoneSchema', () => {
  it('outputs the normalized number', () => {
    expect(phoneSchema.parse(' 9 1234 5678 ')).toBe('+56912345678')
  })

  it.each(['+56 8 1234 5678', 'hola', '+56+56 8 1234 5678', '+56'])(
    'rejects %j with the Spanish message',
    (input) => {
      const result = phoneSchema.safeParse(input)
      expect(result.error?.issues[0]?.message).toBe(
        'El número de teléfono debe comenzar con 9 y tener 9 dígitos.',
      )
    },
  )
})

describe('whatsappUrl', () => {
  it('opens a WhatsApp chat with the digits and the typed message', () => {
    expect(whatsappUrl('+56 9 8765 4321', '¿Hola?')).toBe(
      'https://wa.me/56987654321?text=%C2%BFHola%3F',
    )
  })
})

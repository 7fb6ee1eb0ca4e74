import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  formatPhone,
  isMobilePhone,
  isValidPhone,
  normalizePhone,
  parsePhone,
  PHONE_PREFIX,
  phoneProblem,
  phoneSchema,
  whatsappUrl,
} from './phone.ts'
import { waMeUrl } from './phone-number.ts'

// Real shapes: a Santiago landline (2 2345 6789), a Valparaíso one (32 212 3456), mobiles in
// blocks Chile has assigned (9 8…, 9 6…), and '9 1234 5678', in a block nobody has.
const SANTIAGO = '+56 2 2345 6789'
const VALPARAISO = '+56 32 212 3456'
const MOBILE = '+56 9 8123 4567'
const UNASSIGNED = '+56 9 1234 5678'

const MOBILE_MESSAGE = 'El número de teléfono debe comenzar con 9 y tener 9 dígitos.'
const ANY_MESSAGE =
  'Ingresa un celular (9 dígitos, comienza con 9) o un teléfono fijo con su código de área, por ejemplo +56 2 2345 6789.'
const UNASSIGNED_MESSAGE = 'Ese número no está asignado en Chile: revisa los dígitos.'

// Mobiles in the 98 block (all assigned), and Santiago landlines in the 22 block.
const mobile = fc.stringMatching(/^98\d{7}$/)
const landline = fc.stringMatching(/^22\d{7}$/)

describe('parsePhone', () => {
  it('reads a Santiago landline, a regional landline and a mobile', () => {
    expect(parsePhone(SANTIAGO)).toEqual({
      e164: '+56223456789',
      kind: 'landline',
      display: '+56 2 2345 6789',
    })
    expect(parsePhone('(32) 212 3456')).toEqual({
      e164: '+56322123456',
      kind: 'landline',
      display: VALPARAISO,
    })
    expect(parsePhone('981234567')).toEqual({
      e164: '+56981234567',
      kind: 'mobile',
      display: MOBILE,
    })
  })

  it('refuses numbers Chile has not assigned, and other countries', () => {
    expect(parsePhone(UNASSIGNED)).toBeNull()
    expect(parsePhone('+56 2 1234 5678')).toBeNull()
    expect(parsePhone('+54 9 11 2345 6789')).toBeNull()
  })
})

describe('normalizePhone', () => {
  // What the office pastes, alone or after the '+56' the field starts with.
  it.each([
    '+56 9 8123 4567',
    '981234567',
    '9 8123 4567',
    '+56981234567',
    '56 9 8123 4567',
    '0056 9 8123 4567',
    '+56 9 8123-4567',
    '(+56) 9 8123 4567',
    ' (+56) 9-8123-4567 ',
  ])('%j, alone or pasted after the prefix, is stored as +56981234567', (pasted) => {
    expect(normalizePhone(pasted)).toBe('+56981234567')
    expect(normalizePhone(PHONE_PREFIX + pasted)).toBe('+56981234567')
    expect(normalizePhone(`${PHONE_PREFIX} ${pasted}`)).toBe('+56981234567')
    expect(phoneSchema('mobile').parse(PHONE_PREFIX + pasted)).toBe('+56981234567')
  })

  it.each(['+56 2 2345 6789', '2 2345 6789', '223456789', '+56 (2) 2345-6789', '56 2 2345 6789'])(
    'stores the landline %j as +56223456789',
    (typed) => {
      expect(normalizePhone(typed)).toBe('+56223456789')
      expect(phoneSchema('any').parse(typed)).toBe('+56223456789')
    },
  )

  it('returns what it cannot normalize unchanged', () => {
    expect(normalizePhone('+56')).toBe('+56')
    expect(normalizePhone('2 123 4567')).toBe('2 123 4567')
    expect(normalizePhone(UNASSIGNED)).toBe(UNASSIGNED)
  })
})

describe('isValidPhone', () => {
  it('takes a landline where landlines are allowed, and not where only a mobile will do', () => {
    for (const landlineNumber of [SANTIAGO, VALPARAISO, '2 2345 6789']) {
      expect(isValidPhone(landlineNumber, 'any')).toBe(true)
      expect(isValidPhone(landlineNumber, 'mobile')).toBe(false)
    }
    expect(isValidPhone(MOBILE, 'any')).toBe(true)
    expect(isValidPhone(MOBILE, 'mobile')).toBe(true)
  })

  it.each([
    '',
    PHONE_PREFIX,
    UNASSIGNED,
    '+56 9 0123 4567',
    '+56 2 1234 5678',
    '12345678', // 8 digits
    '9123456789', // 10 digits
    '+56 9 8123 456',
    '9a8123456',
    '98123+4567',
    '+57 9 8123 4567',
    '+56+57 9 8123 4567',
    '+56+56+56 9 8123 4567',
    '+5656 56 9 8123 4567',
    '9 8123 4567 ext 2',
    'nueve ocho uno dos',
    '+56 9 8123 45678',
  ])('refuses %j in any field', (input) => {
    expect(isValidPhone(input, 'any')).toBe(false)
    expect(isValidPhone(input, 'mobile')).toBe(false)
  })

  it('takes every number in an assigned mobile block and Santiago landline block', () => {
    fc.assert(
      fc.property(mobile, landline, (m, l) => {
        expect(isValidPhone(m, 'mobile')).toBe(true)
        expect(isValidPhone(l, 'any')).toBe(true)
        expect(isValidPhone(l, 'mobile')).toBe(false)
      }),
    )
  })
})

describe('phoneProblem', () => {
  it('says why, in Spanish', () => {
    expect(phoneProblem(SANTIAGO, 'mobile')).toBe('phoneInvalid')
    expect(phoneProblem(UNASSIGNED, 'mobile')).toBe('phoneUnassigned')
    expect(phoneProblem(UNASSIGNED, 'any')).toBe('phoneUnassigned')
    expect(phoneProblem('hola', 'any')).toBe('phoneInvalidAny')
    expect(phoneProblem('hola', 'mobile')).toBe('phoneInvalid')
    expect(phoneProblem(SANTIAGO, 'any')).toBeNull()
  })
})

describe('formatPhone', () => {
  it('groups a mobile as +56 9 XXXX XXXX and a landline by its area code', () => {
    expect(formatPhone('981234567')).toBe(MOBILE)
    expect(formatPhone('+56987654321')).toBe('+56 9 8765 4321')
    expect(formatPhone('+56223456789')).toBe(SANTIAGO)
    expect(formatPhone('+56322123456')).toBe(VALPARAISO)
    expect(formatPhone('nada')).toBe('nada')
  })

  it('format and normalize undo each other for every mobile and landline', () => {
    fc.assert(
      fc.property(fc.oneof(mobile, landline), (local) => {
        const normalized = normalizePhone(local)
        expect(normalized).toBe(`+56${local}`)
        expect(normalizePhone(formatPhone(normalized))).toBe(normalized)
        expect(normalizePhone(normalized)).toBe(normalized)
      }),
    )
  })
})

describe('phoneSchema', () => {
  it('outputs the normalized number', () => {
    expect(phoneSchema('mobile').parse(' 9 8123 4567 ')).toBe('+56981234567')
    expect(phoneSchema('any').parse(' 2 2345 6789 ')).toBe('+56223456789')
  })

  it.each([
    ['mobile', SANTIAGO, MOBILE_MESSAGE],
    ['mobile', '+56 8 1234 5678', MOBILE_MESSAGE],
    ['mobile', 'hola', MOBILE_MESSAGE],
    ['mobile', '+56', MOBILE_MESSAGE],
    ['mobile', UNASSIGNED, UNASSIGNED_MESSAGE],
    ['any', UNASSIGNED, UNASSIGNED_MESSAGE],
    ['any', '+56+56 8 1234', ANY_MESSAGE],
    ['any', 'hola', ANY_MESSAGE],
  ] as const)('a %s field refuses %j with the Spanish message', (rule, input, message) => {
    const result = phoneSchema(rule).safeParse(input)
    expect(result.error?.issues[0]?.message).toBe(message)
  })

  it('asks for a number when a required one is empty', () => {
    const result = phoneSchema('any', 'Ingresa un teléfono.').safeParse('  ')
    expect(result.error?.issues[0]?.message).toBe('Ingresa un teléfono.')
  })
})

describe('whatsappUrl', () => {
  it('opens a WhatsApp chat with a mobile, with the message typed in', () => {
    expect(whatsappUrl('+56 9 8765 4321', '¿Hola?')).toBe(
      'https://wa.me/56987654321?text=%C2%BFHola%3F',
    )
    expect(isMobilePhone(MOBILE)).toBe(true)
  })

  it('has none for a landline or a number that does not exist', () => {
    expect(whatsappUrl(SANTIAGO, 'Hola')).toBeNull()
    expect(whatsappUrl('+56223456789')).toBeNull()
    expect(whatsappUrl(UNASSIGNED)).toBeNull()
    expect(isMobilePhone(SANTIAGO)).toBe(false)
  })

  it("links the school's own configured number without checking it", () => {
    expect(waMeUrl('+56 9 8123 4567', 'Hola')).toBe('https://wa.me/56981234567?text=Hola')
    expect(waMeUrl('9 8123 4567')).toBe('https://wa.me/56981234567')
  })
})

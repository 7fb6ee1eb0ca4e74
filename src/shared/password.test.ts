import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  checkPassword,
  isStrongPassword,
  newPasswordPairSchema,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  PASSWORD_SPECIALS,
} from './password.ts'

const failing = (pw: string) =>
  checkPassword(pw)
    .filter((c) => !c.ok)
    .map((c) => c.id)

describe('checkPassword', () => {
  it('lists the five rules in order with Spanish labels', () => {
    expect(checkPassword('')).toEqual([
      { id: 'length', label: 'Al menos 8 caracteres', ok: false },
      { id: 'upper', label: 'Una letra mayúscula', ok: false },
      { id: 'lower', label: 'Una letra minúscula', ok: false },
      { id: 'digit', label: 'Un número', ok: false },
      { id: 'special', label: 'Un carácter especial (!@#$%^&*)', ok: false },
    ])
  })

  it.each([
    ['Demo1234!', []],
    ['Demo123!', []],
    ['Demo12!', ['length']],
    ['demo1234!', ['upper']],
    ['DEMO1234!', ['lower']],
    ['Demostra!', ['digit']],
    ['Demo12345', ['special']],
    ['Demo1234?', ['special']], // '?' is not in the allowed set
    ['Ñandú123*', []],
  ])('%j fails %j', (pw, ids) => {
    expect(failing(pw)).toEqual(ids)
  })
})

describe('isStrongPassword', () => {
  it('is true exactly when every rule passes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (pw) => {
        expect(isStrongPassword(pw)).toBe(PASSWORD_RULES.every((r) => r.test(pw)))
      }),
    )
  })

  it('accepts any password built from one of each class, padded to the minimum', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PASSWORD_SPECIALS),
        fc.string({ unit: fc.constantFrom('a', 'B', '7'), maxLength: 12 }),
        (special, filler) => {
          const pw = `Aa1${special}${filler}`.padEnd(PASSWORD_MIN_LENGTH, 'x')
          expect(isStrongPassword(pw)).toBe(true)
        },
      ),
    )
  })
})

describe('newPasswordPairSchema', () => {
  it('accepts a strong matching pair', () => {
    expect(
      newPasswordPairSchema.safeParse({ new_password: 'Demo1234!', confirm_password: 'Demo1234!' })
        .success,
    ).toBe(true)
  })

  it('reports a weak password', () => {
    const r = newPasswordPairSchema.safeParse({ new_password: 'abc', confirm_password: 'abc' })
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'La nueva contraseña no cumple con todos los requisitos.',
    ])
  })

  it('reports a mismatch on the confirmation field', () => {
    const r = newPasswordPairSchema.safeParse({
      new_password: 'Demo1234!',
      confirm_password: 'Demo1234?',
    })
    expect(r.error?.issues).toMatchObject([
      { message: 'Las contraseñas no coinciden.', path: ['confirm_password'] },
    ])
  })
})

// Staff password strength: the rules behind the live checklist and the server's check.
import { z } from 'zod'
import { validationMessages as m } from './i18n/validation.ts'

export const PASSWORD_SPECIALS = '!@#$%^&*'
export const PASSWORD_MIN_LENGTH = 8

export type PasswordRuleId = 'length' | 'upper' | 'lower' | 'digit' | 'special'

export interface PasswordRule {
  readonly id: PasswordRuleId
  readonly label: string
  readonly test: (pw: string) => boolean
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  // Counted in code points so an accented letter or emoji counts once.
  { id: 'length', label: m.passwordLength, test: (pw) => [...pw].length >= PASSWORD_MIN_LENGTH },
  // Unicode classes so 'Ñ' and 'á' count as letters of their case.
  { id: 'upper', label: m.passwordUpper, test: (pw) => /\p{Lu}/u.test(pw) },
  { id: 'lower', label: m.passwordLower, test: (pw) => /\p{Ll}/u.test(pw) },
  { id: 'digit', label: m.passwordDigit, test: (pw) => /\d/.test(pw) },
  { id: 'special', label: m.passwordSpecial, test: (pw) => /[!@#$%^&*]/.test(pw) },
]

export interface PasswordCheck {
  id: PasswordRuleId
  label: string
  ok: boolean
}

/** Every rule with whether `pw` meets it, in display order. */
export function checkPassword(pw: string): PasswordCheck[] {
  return PASSWORD_RULES.map(({ id, label, test }) => ({ id, label, ok: test(pw) }))
}

export function isStrongPassword(pw: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(pw))
}

export const strongPasswordSchema = z
  .string()
  .max(256)
  .refine(isStrongPassword, { error: m.passwordWeak })

/** New password plus its confirmation, as the change form and the server both check them. */
export const newPasswordPairSchema = z
  .object({ new_password: strongPasswordSchema, confirm_password: z.string().max(256) })
  .refine((v) => v.new_password === v.confirm_password, {
    error: m.passwordMismatch,
    path: ['confirm_password'],
  })

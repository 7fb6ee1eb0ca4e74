// Chilean phone numbers, checked against the numbering plan libphonenumber carries: stored as
// '+56XXXXXXXXX', shown '+56 9 8123 4567' (mobile) or '+56 2 2345 6789' (Santiago landline).
// Mobiles start with 9; any other valid number is a landline, which has no WhatsApp. Guardians and
// emergency contacts may give either; students and staff give a mobile (product spec).
import { z } from 'zod'
import parsePhoneNumber from 'libphonenumber-js/core'
// NOTE: the 'mobile' data is the smallest that knows which numbers Chile has assigned ('min' takes
// any nine digits). For Chile its mobile ranges are also the landline ones (numbers move between
// the two), so it validates both; phone.test.ts would catch a release where that stops.
import metadata from 'libphonenumber-js/mobile/metadata'
import { validationMessages, type ValidationMessageKey } from './i18n/validation.ts'
import { PHONE_PREFIX } from './phone-number.ts'

export { PHONE_PREFIX } from './phone-number.ts'

/** Which numbers a field takes: only mobiles, or landlines too. */
export type PhoneRule = 'mobile' | 'any'
export type PhoneKind = 'mobile' | 'landline'

// Separators people type; anything else (letters, a '+' in the middle) makes the input invalid.
const ALLOWED = /^\(?\+?[\d\s().-]*$/

/** The 9-digit national number ('981234567', '223456789') of what people type, or null. */
function nationalDigits(input: string): string | null {
  const trimmed = withoutDoubledPrefix(input.trim())
  if (!ALLOWED.test(trimmed)) return null
  const digits = trimmed.replace(/\D/g, '')
  // NOTE: two country codes are accepted ('+56' typed, then '56 9 8123 4567' pasted after it).
  return /^(?:(?:0056|56){1,2})?(\d{9})$/.exec(digits)?.[1] ?? null
}

/** '+56+56 9 8123 4567' (a full number pasted after the field's '+56') → '+56 9 8123 4567'. */
function withoutDoubledPrefix(input: string): string {
  const pasted = /^\+56\s*(\(?\+.*)$/.exec(input)
  return pasted?.[1] ?? input
}

interface ChileanPhone {
  /** '+56981234567' */
  e164: string
  kind: PhoneKind
  /** '+56 9 8123 4567', '+56 2 2345 6789', '+56 32 212 3456' */
  display: string
}

/** The number people typed, if it is one Chile has assigned; null otherwise. */
export function parsePhone(input: string): ChileanPhone | null {
  const national = nationalDigits(input)
  if (national === null) return null
  const parsed = parsePhoneNumber(PHONE_PREFIX + national, metadata)
  if (!parsed?.isValid() || parsed.country !== 'CL') return null
  return {
    e164: parsed.number,
    kind: national.startsWith('9') ? 'mobile' : 'landline',
    display: parsed.formatInternational(),
  }
}

/** Why a field with `rule` refuses `input` (a message key), or null when it takes it. */
export function phoneProblem(input: string, rule: PhoneRule): ValidationMessageKey | null {
  const phone = parsePhone(input)
  if (phone && (rule === 'any' || phone.kind === 'mobile')) return null
  const national = nationalDigits(input)
  // Nine digits in a range Chile has not assigned: a typo, or a made-up number.
  if (national !== null && (rule === 'any' || national.startsWith('9'))) return 'phoneUnassigned'
  return rule === 'mobile' ? 'phoneInvalid' : 'phoneInvalidAny'
}

/** True when a field with `rule` (landlines too, unless 'mobile') takes `input`. */
export function isValidPhone(input: string, rule: PhoneRule = 'any'): boolean {
  return phoneProblem(input, rule) === null
}

/** True for a Chilean mobile number: the only ones with a WhatsApp button. */
export function isMobilePhone(input: string): boolean {
  return parsePhone(input)?.kind === 'mobile'
}

/**
 * Whatever people paste ('+56 9 8123 4567', '981234567', '56 2 2345 6789', also after the field's
 * '+56') → '+56981234567'; anything that is not a valid number comes back as is.
 */
export function normalizePhone(input: string): string {
  return parsePhone(input)?.e164 ?? input
}

/** '+56981234567' → '+56 9 8123 4567'; input that is not a valid number comes back as is. */
export function formatPhone(input: string): string {
  return parsePhone(input)?.display ?? input
}

/**
 * 'https://wa.me/56981234567?text=…': a WhatsApp chat with a Chilean mobile with `text` typed in;
 * null for a landline or anything else, which cannot have one.
 */
export function whatsappUrl(phone: string, text?: string): string | null {
  const mobile = parsePhone(phone)
  if (mobile?.kind !== 'mobile') return null
  return `https://wa.me/${mobile.e164.slice(1)}${text ? `?text=${encodeURIComponent(text)}` : ''}`
}

/** A form's phone, checked by `rule` and stored as '+56XXXXXXXXX'. */
export function phoneSchema(rule: PhoneRule, required?: string) {
  const base = required
    ? z.string({ error: required }).trim().min(1, { error: required })
    : z.string().trim()
  return base
    .superRefine((value, ctx) => {
      const problem = phoneProblem(value, rule)
      if (problem) ctx.addIssue({ code: 'custom', message: validationMessages[problem] })
    })
    .transform(normalizePhone)
}

// Chilean mobile numbers: the stored form is '+569XXXXXXXX', the displayed one '+56 9 1234 5678'.
// No zod here, so the public pages can link to WhatsApp without it; phone.ts adds the form schema.

export const PHONE_PREFIX = '+56'

// Separators people type; anything else (letters, a '+' in the middle) makes the input invalid.
const ALLOWED = /^\(?\+?[\d\s().-]*$/

/** The 9-digit local part ('912345678') or null when the input is not a Chilean mobile number. */
function localPart(input: string): string | null {
  const trimmed = withoutDoubledPrefix(input.trim())
  if (!ALLOWED.test(trimmed)) return null
  const digits = trimmed.replace(/\D/g, '')
  // NOTE: two country codes are accepted ('+56' typed, then '56 9 8123 4567' pasted after it).
  const local = /^(?:(?:0056|56){1,2})?(9\d{8})$/.exec(digits)?.[1]
  return local ?? null
}

/** '+56+56 9 8123 4567' (a full number pasted after the field's '+56') → '+56 9 8123 4567'. */
function withoutDoubledPrefix(input: string): string {
  const pasted = /^\+56\s*(\(?\+.*)$/.exec(input)
  return pasted?.[1] ?? input
}

/**
 * Whatever people paste ('+56 9 8123 4567', '981234567', '9 8123 4567', '+56981234567',
 * '56 9 8123 4567', also after the field's '+56') → '+56981234567'; anything else comes back as is.
 */
export function normalizePhone(input: string): string {
  const local = localPart(input)
  return local === null ? input : PHONE_PREFIX + local
}

/** True when the local part starts with 9 and has 9 digits (with or without the +56 prefix). */
export function isValidPhone(input: string): boolean {
  return localPart(input) !== null
}

/** '+56912345678' → '+56 9 1234 5678'; input that is not a valid number comes back as is. */
export function formatPhone(input: string): string {
  const local = localPart(input)
  if (local === null) return input
  return `${PHONE_PREFIX} ${local[0]} ${local.slice(1, 5)} ${local.slice(5)}`
}

/**
 * 'https://wa.me/56912345678?text=…': a WhatsApp chat with `phone` (a stored Chilean mobile, or
 * any number, by its digits) with `text` typed in.
 */
export function whatsappUrl(phone: string, text?: string): string {
  const digits = normalizePhone(phone).replace(/\D/g, '')
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`
}

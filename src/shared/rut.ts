// Chilean RUT (tax id): the shapes people write, the mod-11 check digit, display format and masking.
// The canonical stored and displayed form is '12.345.678-5'.
const SEPARATORS = /[\s.\-‐‑‒–—]/g
const CLEAN_SHAPE = /^(\d{1,8})([\dK])$/

/**
 * How a RUT is written: the body with its dots at every thousand or with none, then an optional
 * ASCII hyphen and the check digit ('12.345.678-5', '12345678-5', '123456785', '12.345.678-k').
 * Any other separator, a dot out of place, a leading zero or a trailing character is a typo.
 */
const WRITTEN = /^(?:([1-9]\d{0,2}(?:\.\d{3})+)|([1-9]\d*))-?([\dkK])$/

/**
 * The smallest and largest body of a real RUT. People's RUNs are given in order since the 1940s and
 * the oldest living holders have bodies above 1.000.000; companies' RUTs start at 50.000.000. Nine
 * digits is no RUT at all. A body under a million is nearly always digits left out.
 */
export const RUT_BODY_MIN = 1_000_000
export const RUT_BODY_MAX = 99_999_999

/** Strips dots, hyphens and spaces and upper-cases the check digit: ' 12.345.678-k ' → '12345678K'. */
export function cleanRut(input: string): string {
  // Leading zeros do not change the check digit, so dropping them gives one form per RUT.
  return input
    .replace(SEPARATORS, '')
    .toUpperCase()
    .replace(/^0+(?=\d\d)/, '')
}

/** Mod 11 with weights 2..7 cycling from the rightmost digit of the body. */
export function computeRutCheckDigit(body: string): string {
  let sum = 0
  let weight = 2
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * weight
    weight = weight === 7 ? 2 : weight + 1
  }
  const result = 11 - (sum % 11)
  if (result === 11) return '0'
  if (result === 10) return 'K'
  return String(result)
}

function splitClean(input: string): { body: string; dv: string } | null {
  const match = CLEAN_SHAPE.exec(cleanRut(input))
  if (!match) return null
  return { body: match[1]!, dv: match[2]! }
}

/**
 * True for a RUT written as people write it (see WRITTEN; spaces around are ignored) whose body is
 * within RUT_BODY_MIN..RUT_BODY_MAX and whose check digit matches.
 */
export function isValidRut(input: string): boolean {
  const match = WRITTEN.exec(input.trim())
  if (!match) return false
  const body = (match[1] ?? match[2]!).replaceAll('.', '')
  const value = Number(body)
  if (value < RUT_BODY_MIN || value > RUT_BODY_MAX) return false
  return computeRutCheckDigit(body) === match[3]!.toUpperCase()
}

/** Dots every three characters from the right; works on masked bodies too. */
function groupThousands(body: string): string {
  return body.replace(/(?<=.)(?=(.{3})+$)/g, '.')
}

/** '123456785' → '12.345.678-5'. Only the shape is checked; input that is not RUT-shaped comes back as is. */
export function formatRut(input: string): string {
  const parts = splitClean(input)
  if (!parts) return input
  return `${groupThousands(parts.body)}-${parts.dv}`
}

/**
 * Hides all but the last three digits of the body, for pages anyone holding the payer's RUT can
 * open: '12.345.678-5' → '**.***.678-5'. Input that is not RUT-shaped gives null.
 */
export function maskRut(input: string): string | null {
  const parts = splitClean(input)
  if (!parts) return null
  const hidden = parts.body.slice(0, -3).replace(/\d/g, '*')
  return `${groupThousands(hidden + parts.body.slice(-3))}-${parts.dv}`
}

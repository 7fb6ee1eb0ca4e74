// Chilean pesos and numbers in the es-CL style ('$12.345', '1.234,56').
// Written by hand rather than with Intl: ICU versions disagree on es-CL negatives ('$-12.345') and
// on grouping four-digit numbers, and the server and every browser must print the same text.

/** Shown in place of a number that is NaN or infinite. */
export const NOT_A_NUMBER = '—'

/** Rounds to whole pesos, halves away from zero: 2.5 → 3, -2.5 → -3. Never returns -0. */
export function roundPesos(n: number): number {
  const rounded = Math.sign(n) * Math.round(Math.abs(n))
  return rounded === 0 ? 0 : rounded
}

/** '1234567' → '1.234.567' (digits only). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, '.')
}

/**
 * es-CL number: '.' between thousands, ',' before decimals, exactly `decimals` decimals, halves
 * rounded away from zero. 1234.56 → '1.234,56'; NaN or ±Infinity → '—'.
 */
export function formatNumber(n: number, decimals = 0): string {
  if (!Number.isFinite(n)) return NOT_A_NUMBER
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`Invalid decimals: ${decimals}`)
  }
  // toFixed rounds the exact binary value and, on a tie, takes the larger magnitude.
  const fixed = Math.abs(n).toFixed(decimals)
  const [whole = '0', fraction] = fixed.split('.')
  const text = groupThousands(whole) + (fraction ? `,${fraction}` : '')
  const isZero = /^[0.]+$/.test(fixed)
  return n < 0 && !isZero ? `-${text}` : text
}

/** Whole CLP with the sign before the symbol: 12345 → '$12.345', -12345 → '-$12.345'. */
export function formatClp(n: number): string {
  if (!Number.isFinite(n)) return NOT_A_NUMBER
  const pesos = roundPesos(n)
  const text = `$${formatNumber(Math.abs(pesos), 0)}`
  return pesos < 0 ? `-${text}` : text
}

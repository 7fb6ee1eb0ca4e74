// What an amount field shows and what it sends: Chileans write '10.000' and '1.500,5', the form
// keeps '10000' and '1500.5' (what Number() reads and the API takes).
import { groupThousands } from '#shared/money.ts'

/**
 * Typed or pasted text → the plain amount: '$10.000' → '10000', '1.500,5' → '1500.5', '' → ''.
 * '.' groups thousands and ',' starts the decimals; anything else (letters, spaces, '$') is dropped.
 * `typed`: the text is the field's own text with one key typed or deleted.
 */
export function amountFromText(text: string, { typed = false } = {}): string {
  let kept = text.replace(/[^\d.,]/g, '')
  // NOTE: in pasted text a single '.' before one or two final digits ('10.5') is a decimal point;
  // read as thousands it would silently turn 10,5 into 105. A key typed or deleted in the field
  // only moves digits around its own dots ('100.000' minus a 0 is '100.00', i.e. 10.000).
  const decimalDot = typed ? null : /^(\d*)\.(\d{1,2})$/.exec(kept)
  if (decimalDot) kept = `${decimalDot[1]},${decimalDot[2]}`
  const [whole = '', ...rest] = kept.split(',')
  const digits = whole.replace(/\./g, '').replace(/^0+(?=\d)/, '')
  if (rest.length === 0) return digits
  return `${digits || '0'}.${rest.join('').replace(/\./g, '')}`
}

/** The plain amount → what the field shows: '10000' → '10.000', '1500.5' → '1.500,5'. */
export function amountText(amount: string): string {
  const [whole = '', decimals] = amount.split('.')
  const grouped = groupThousands(whole)
  return decimals === undefined ? grouped : `${grouped},${decimals}`
}

/** True when `after` is `before` with one character typed or deleted anywhere. */
export function isOneKeyEdit(before: string, after: string): boolean {
  const [long, short] = before.length > after.length ? [before, after] : [after, before]
  if (long.length !== short.length + 1) return false
  let i = 0
  while (i < short.length && long[i] === short[i]) i++
  return long.slice(i + 1) === short.slice(i)
}

/** How many digits and commas come before `caret`: what the caret must stay after once regrouped. */
export function markedBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/[^\d,]/g, '').length
}

/** The position in `shown` just after its `count`-th digit or comma. */
export function caretAfter(shown: string, count: number): number {
  if (count <= 0) return 0
  let seen = 0
  for (let i = 0; i < shown.length; i++) {
    if (/[\d,]/.test(shown[i]!) && ++seen === count) return i + 1
  }
  return shown.length
}

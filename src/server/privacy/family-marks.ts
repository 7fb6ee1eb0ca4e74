// What identifies a family in text: each person's names, RUT (any way it is written), phone (with
// or without +56, spaces, dashes) and e-mail, as regular expressions with what replaces them.
// `strong` marks (a full name, a RUT, a phone, an e-mail) identify the family wherever they
// appear; `weak` marks (a first name or a last name alone) only in rows known to be the family's.
import { cleanRut } from '#shared/rut.ts'
import { REDACTED } from '#shared/anonymized.ts'

export interface MarkedPerson {
  name: string
  last_name: string
  rut: string | null
  email: string | null
  phone: string | null
  /** What the name and last name become. */
  replacement: { name: string; last_name: string }
}

export interface Mark {
  pattern: RegExp
  replacement: string
}

export interface FamilyMarks {
  strong: Mark[]
  weak: Mark[]
  /** Lower-case fragments without spaces, dots, dashes, '+' or brackets: the SQL pre-filter. */
  keys: string[]
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const LETTER_BEFORE = '(?<![\\p{L}\\p{N}])'
const LETTER_AFTER = '(?![\\p{L}\\p{N}])'
/** Words too common to stand for a person on their own ('de' in 'Pérez de la Fuente'). */
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'san', 'santa', 'van', 'von'])

/** The separators the SQL pre-filter drops, so '12.345.678-5' and '123456785' both match. */
export const KEY_SEPARATORS = ' .-+()'
export const normalizedKey = (text: string) =>
  [...text.toLowerCase()].filter((c) => !KEY_SEPARATORS.includes(c)).join('')

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean)

function namePattern(text: string): RegExp {
  const body = words(text).map(escape).join('\\s+')
  return new RegExp(`${LETTER_BEFORE}${body}${LETTER_AFTER}`, 'giu')
}

/** '12345678' → 12\.?345\.?678, then an optional check digit after an optional dash. */
function rutPattern(rut: string): { pattern: RegExp; key: string } | null {
  const clean = cleanRut(rut)
  const match = /^(\d{6,8})([\dK])$/.exec(clean)
  if (!match) return null
  const [, body, dv] = match as unknown as [string, string, string]
  const groups: string[] = []
  for (let end = body.length; end > 0; end -= 3)
    groups.unshift(body.slice(Math.max(0, end - 3), end))
  const pattern = `(?<![\\d.])${groups.join('\\.?')}(?:\\s*-?\\s*${dv === 'K' ? '[kK]' : dv})?(?!\\d)`
  return { pattern: new RegExp(pattern, 'g'), key: body }
}

/**
 * '+56912345678' → the eight last digits, with +56 and the digit before them (a mobile's 9, a
 * landline's area code) optional, and any separators between.
 */
function phonePattern(phone: string): { pattern: RegExp; key: string } | null {
  const digits = phone.replace(/\D/g, '')
  if (digits.length < 8) return null
  const last8 = digits.slice(-8)
  const sep = '[\\s.\\-]*'
  const pattern = `(?<!\\d)(?:\\+?\\s*\\(?\\s*56\\s*\\)?${sep})?(?:\\d${sep})?${[...last8].join(sep)}(?!\\d)`
  return { pattern: new RegExp(pattern, 'g'), key: last8 }
}

/**
 * The marks of `people`, leaving out what they share with `kept` (people who stay: a sibling's
 * last name, a guardian's phone a child was given): scrubbing it would erase those who stay.
 */
export function familyMarks(
  people: readonly MarkedPerson[],
  kept: readonly Omit<MarkedPerson, 'replacement'>[] = [],
): FamilyMarks {
  const keptKeys = new Set<string>()
  const keptWords = new Set<string>()
  for (const person of kept) {
    for (const word of words(`${person.name} ${person.last_name}`))
      keptWords.add(word.toLowerCase())
    if (person.email) keptKeys.add(normalizedKey(person.email.trim()))
    if (person.rut) keptKeys.add(normalizedKey(cleanRut(person.rut).slice(0, -1)))
    if (person.phone) keptKeys.add(person.phone.replace(/\D/g, '').slice(-8))
  }
  const isKeptWord = (text: string) => words(text).every((w) => keptWords.has(w.toLowerCase()))
  const strong: Mark[] = []
  const weak: Mark[] = []
  const keys = new Set<string>()
  const fullNames: { text: string; replacement: string }[] = []
  const singleWords: { text: string; replacement: string }[] = []

  for (const person of people) {
    const replacement = `${person.replacement.name} ${person.replacement.last_name}`.trim()
    const full = `${person.name} ${person.last_name}`.trim()
    if (words(full).length > 1) fullNames.push({ text: full, replacement })
    for (const [part, becomes] of [
      [person.name, person.replacement.name],
      [person.last_name, person.replacement.last_name],
    ] as const) {
      if (words(part).length === 0) continue
      singleWords.push({ text: part, replacement: becomes })
      for (const word of words(part)) {
        if (word.length >= 3 && !PARTICLES.has(word.toLowerCase())) {
          singleWords.push({ text: word, replacement: becomes })
        }
      }
    }
    if (person.email?.includes('@') && !keptKeys.has(normalizedKey(person.email.trim()))) {
      strong.push({ pattern: new RegExp(escape(person.email.trim()), 'gi'), replacement: REDACTED })
      keys.add(normalizedKey(person.email.trim()))
    }
    const rut = person.rut ? rutPattern(person.rut) : null
    if (rut && !keptKeys.has(rut.key)) {
      strong.push({ pattern: rut.pattern, replacement: REDACTED })
      keys.add(rut.key)
    }
    const phone = person.phone ? phonePattern(person.phone) : null
    if (phone && !keptKeys.has(phone.key)) {
      strong.push({ pattern: phone.pattern, replacement: REDACTED })
      keys.add(phone.key)
    }
  }
  // Longest first, so 'Ana María Pérez' goes whole before 'Ana' alone.
  fullNames.sort((a, b) => b.text.length - a.text.length)
  singleWords.sort((a, b) => b.text.length - a.text.length)
  for (const { text, replacement } of fullNames) {
    strong.push({ pattern: namePattern(text), replacement })
    keys.add(normalizedKey(text))
  }
  for (const { text, replacement } of singleWords) {
    if (isKeptWord(text)) continue
    weak.push({ pattern: namePattern(text), replacement })
  }
  return { strong, weak, keys: [...keys].filter((key) => key.length >= 6) }
}

/** A text with every mark replaced; the same text when none is found. */
export function scrubText(text: string, marks: readonly Mark[]): string {
  let result = text
  for (const { pattern, replacement } of marks) {
    pattern.lastIndex = 0
    result = result.replace(pattern, replacement)
  }
  return result
}

/** Every string inside a JSON value scrubbed (keys are field names and stay). */
export function scrubJson(value: unknown, marks: readonly Mark[]): unknown {
  if (typeof value === 'string') return scrubText(value, marks)
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, marks))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, scrubJson(item, marks)]),
    )
  }
  return value
}

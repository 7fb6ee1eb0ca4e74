// Accent- and case-insensitive matching of people: the SQL folding (portable `translate`, since
// `unaccent` is an extension neither PGlite nor every PostgreSQL server has loaded) and the
// `?search=` condition over name, last name, e-mail and RUT (with or without dots and hyphen).
import { and, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { users } from '#server/db/schema.ts'

const ACCENTED = 'áàâäãåéèêëíìîïóòôöõúùûüñçýÿÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝ'
const PLAIN = 'aaaaaaeeeeiiiiooooouuuuncyyAAAAAAEEEEIIIIOOOOOUUUUNCY'
// NOTE: combining marks (text typed in decomposed form) have no counterpart in PLAIN, so
// `translate` deletes them.
const COMBINING = '\u0300\u0301\u0302\u0303\u0308\u030a\u0327'

/** The SQL twin of `foldText`: lower case without accents. */
export const foldSql = (value: SQLWrapper) =>
  sql`lower(translate(${value}, ${ACCENTED + COMBINING}, ${PLAIN}))`

/** 'José ÑUÑOA' → 'jose nunoa'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
const RUT_SEPARATORS = /[.\-‐‑‒–—]/g

/** A token of a RUT spelling ('12.345.678', '5-k') reduced to its digits and check digit. */
function rutFragment(token: string): string | null {
  const cleaned = token.replace(RUT_SEPARATORS, '')
  return /^[\dk]+$/.test(cleaned) && /\d/.test(cleaned) ? cleaned : null
}

const haystack = foldSql(
  sql`${users.name} || ' ' || ${users.last_name} || ' ' || coalesce(${users.email}, '')`,
)
const rutDigits = sql`lower(regexp_replace(coalesce(${users.rut}, ''), '[.-]', '', 'g'))`

/**
 * Every word of the search must appear in the person's name, last name or e-mail, or in the
 * RUT; so 'jose perez' finds 'José Pérez' and '12345678' finds '12.345.678-5'.
 */
export function searchCondition(search: string | undefined): SQL | undefined {
  const tokens = foldText(search ?? '')
    .split(/\s+/)
    .filter(Boolean)
  if (tokens.length === 0) return undefined
  return and(
    ...tokens.map((token) => {
      const inText = sql`${haystack} like ${`%${escapeLike(token)}%`}`
      const rut = rutFragment(token)
      return rut ? or(inText, sql`${rutDigits} like ${`%${rut}%`}`) : inText
    }),
  )
}

/** People sorted by last name, then name, ignoring accents and case. */
export const byFullName = [foldSql(users.last_name), foldSql(users.name), users.id] as const

const SQL_FOLD = new Map<string, string>()
for (const [i, char] of [...(ACCENTED + COMBINING)].entries()) {
  if (!SQL_FOLD.has(char)) SQL_FOLD.set(char, PLAIN[i] ?? '')
}
const FOLDED_CHAR = new RegExp(`[${[...SQL_FOLD.keys()].join('')}]`, 'gu')

/** Exactly what `foldSql` computes, in JS: the same `translate` table, then lower case. */
export function foldLikeSql(text: string): string {
  return text.replace(FOLDED_CHAR, (char) => SQL_FOLD.get(char) ?? '').toLowerCase()
}

const SURROGATE = /[\uD800-\uDFFF]/

/** Code point order, as the "C" collation compares text; UTF-16 units differ beyond U+FFFF. */
function compareText(a: string, b: string): number {
  if (a === b) return 0
  if (!SURROGATE.test(a) && !SURROGATE.test(b)) return a < b ? -1 : 1
  const x = [...a].map((c) => c.codePointAt(0)!)
  const y = [...b].map((c) => c.codePointAt(0)!)
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!
  return x.length - y.length
}

/**
 * `byFullName` done in JS, for lists read in full: on PGlite the `translate` calls of the SQL
 * sort cost more than the rest of the roster query. Both databases compare text with the "C"
 * collation (the migrations never choose another), i.e. by code point, as `compareText` does.
 */
export function sortByFullName<T extends { id: string; name: string; last_name: string }>(
  people: T[],
): T[] {
  const keyed = people.map((person) => ({
    person,
    last: foldLikeSql(person.last_name),
    first: foldLikeSql(person.name),
  }))
  keyed.sort(
    (a, b) =>
      compareText(a.last, b.last) ||
      compareText(a.first, b.first) ||
      compareText(a.person.id, b.person.id),
  )
  return keyed.map((entry) => entry.person)
}

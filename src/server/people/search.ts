// Accent- and case-insensitive matching of people: the SQL folding (portable `translate`, since
// `unaccent` is an extension neither PGlite nor every PostgreSQL server has loaded) and the
// `?search=` condition over name, last name, e-mail and RUT (with or without dots and hyphen), or
// over the names alone for whoever may not read those identifiers.
import { and, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { users } from '#server/db/schema.ts'
import { searchWords } from '#shared/search.ts'

const ACCENTED = 'áàâäãåéèêëíìîïóòôöõúùûüñçýÿÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝ'
const PLAIN = 'aaaaaaeeeeiiiiooooouuuuncyyAAAAAAEEEEIIIIOOOOOUUUUNCY'
// NOTE: combining marks (text typed in decomposed form) have no counterpart in PLAIN, so
// `translate` deletes them.
const COMBINING = '\u0300\u0301\u0302\u0303\u0308\u030a\u0327'

/** The SQL twin of `foldText` (src/shared/search.ts): lower case without accents. */
const foldSql = (value: SQLWrapper) =>
  sql`lower(translate(${value}, ${ACCENTED + COMBINING}, ${PLAIN}))`

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
const RUT_SEPARATORS = /[.\-‐‑‒–—]/g

/** A token of a RUT spelling ('12.345.678', '5-k') reduced to its digits and check digit. */
function rutFragment(token: string): string | null {
  const cleaned = token.replace(RUT_SEPARATORS, '')
  return /^[\dk]+$/.test(cleaned) && /\d/.test(cleaned) ? cleaned : null
}

const names = foldSql(sql`${users.name} || ' ' || ${users.last_name}`)
const namesAndEmail = foldSql(
  sql`${users.name} || ' ' || ${users.last_name} || ' ' || coalesce(${users.email}, '')`,
)
const rutDigits = sql`lower(regexp_replace(coalesce(${users.rut}, ''), '[.-]', '', 'g'))`

/**
 * Every word of the search must appear in the person's name, last name or e-mail, or in the
 * RUT; so 'jose perez' finds 'José Pérez' and '12345678' finds '12.345.678-5'. Without
 * `identifiers`, only in the name and last name: a search must not tell whether a RUT or an
 * e-mail the caller may not read belongs to someone.
 */
export function searchCondition(
  search: string | undefined,
  { identifiers }: { identifiers: boolean },
): SQL | undefined {
  const tokens = searchWords(search ?? '')
  if (tokens.length === 0) return undefined
  const haystack = identifiers ? namesAndEmail : names
  return and(
    ...tokens.map((token) => {
      const inText = sql`${haystack} like ${`%${escapeLike(token)}%`}`
      const rut = identifiers ? rutFragment(token) : null
      return rut ? or(inText, sql`${rutDigits} like ${`%${rut}%`}`) : inText
    }),
  )
}

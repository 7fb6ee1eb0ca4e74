// A list of ids as ONE parameter (a PostgreSQL uuid[]), whatever its length: one statement text
// for any number of ids (prepared once, planned with the array), where `in ($1, $2, …)` makes a
// new text for every length and thousands of parameters for a long list.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'

/** The ids as a uuid[] value. They must be uuids (ids read from the database, or validated). */
export const uuidArray = (ids: Iterable<string>): SQL => sql`${`{${[...ids].join(',')}}`}::uuid[]`

/** `column` is one of `ids` (none matches an empty list). */
export const isAnyOf = (column: SQLWrapper, ids: Iterable<string>): SQL =>
  sql`${column} = any(${uuidArray(ids)})`

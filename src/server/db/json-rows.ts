// Reads many rows as ONE json_agg text value. On PGlite the driver decodes every field of every
// row in JS, which made that decoding most of the cost of the big lists; one text value and a
// JSON.parse cost a fraction of it. Several lists can share one statement (one round trip).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { queryRows, type Db } from './client.ts'

export type JsonColumns<T> = { [K in keyof T]: SQLWrapper }

/**
 * SQL for `(select <columns> <from>)` as a JSON array of rows, '[]' when there are none.
 * NOTE: each row is a positional json_build_array, about twice as quick to build in the
 * database as json_agg of a whole row; `readJsonList` puts the names back.
 */
export function jsonList<T>(columns: JsonColumns<T>, from: SQL, orderBy?: SQL): SQL {
  const values = sql.join(
    Object.values<SQLWrapper>(columns).map((column) => sql`${column}`),
    sql`, `,
  )
  const order = orderBy ? sql` order by ${orderBy}` : sql``
  return sql`(select coalesce(json_agg(json_build_array(${values})${order}), '[]') ${from})`
}

/**
 * The objects of a parsed `jsonList`. Values are plain JSON: timestamps are text (not Date) and
 * numerics are numbers.
 */
export function readJsonList<T>(columns: JsonColumns<T>, cells: unknown[][]): T[] {
  const names = Object.keys(columns)
  return cells.map((row) => {
    const item: Record<string, unknown> = {}
    for (let i = 0; i < names.length; i++) item[names[i]!] = row[i]
    return item as T
  })
}

/** Several `jsonList`s read in one statement, parsed, in order. */
export async function jsonLists(db: Db, lists: SQL[]): Promise<unknown[][][]> {
  const [row] = await queryRows<{ lists: string }>(
    db,
    sql`select json_build_array(${sql.join(lists, sql`, `)})::text as lists`,
  )
  return JSON.parse(row!.lists) as unknown[][][]
}

/** `select <columns> <from> [order by]` as objects keyed like `columns`, in one text value. */
export async function jsonRows<T>(
  db: Db,
  columns: JsonColumns<T>,
  from: SQL,
  orderBy?: SQL,
): Promise<T[]> {
  const [cells] = await jsonLists(db, [jsonList(columns, from, orderBy)])
  return readJsonList(columns, cells!)
}

// Scrubs a family's marks out of rows, whatever the table: every text and jsonb column of the
// Drizzle schema is read, scrubbed in memory and written back when it changed. The row is found by
// its `ctid` (PostgreSQL's address of the row version), so tables with composite keys need nothing
// of their own, and a table added to the schema is scrubbed without being listed anywhere.
import { is, sql, type SQL } from 'drizzle-orm'
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core'
import { queryRows, type Db } from '#server/db/client.ts'
import * as schema from '#server/db/schema.ts'
import { KEY_SEPARATORS, scrubJson, scrubText, type Mark } from './family-marks.ts'

const isJson = (column: PgColumn) => column.getSQLType() === 'jsonb'
const isText = (column: PgColumn) => column.getSQLType() === 'text'

/** Every table of the schema with its text and jsonb columns (the ones a name can hide in). */
export function textColumnsOfSchema(): { table: PgTable; name: string; columns: PgColumn[] }[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table)
      return {
        table,
        name: config.name,
        columns: config.columns.filter((c) => isText(c) || isJson(c)),
      }
    })
    .filter((entry) => entry.columns.length > 0)
}

/** One column as lower-case text without the separators a RUT or phone is written with. */
const flattened = (column: PgColumn) =>
  sql`translate(lower(${sql.identifier(column.name)}::text), ${KEY_SEPARATORS}, '')`

/** Rows of which some column holds one of `keys` (cheap; the regular expressions decide). */
export function holdsAnyKey(columns: readonly PgColumn[], keys: readonly string[]): SQL {
  const tests = columns.flatMap((column) =>
    keys.map((key) => sql`strpos(${flattened(column)}, ${key}) > 0`),
  )
  return tests.length === 0 ? sql`false` : sql.join(tests, sql` or `)
}

/**
 * Scrubs `marks` out of the text and jsonb columns of the rows of `table` that `where` selects.
 * Answers how many rows changed.
 */
export async function scrubRows(
  tx: Db,
  entry: { name: string; columns: readonly PgColumn[] },
  where: SQL,
  marks: readonly Mark[],
): Promise<number> {
  const { name, columns } = entry
  const rows = await queryRows<Record<string, unknown> & { row_address: string }>(
    tx,
    sql`select ctid::text as row_address, ${sql.join(
      columns.map((c) => sql.identifier(c.name)),
      sql`, `,
    )} from ${sql.identifier(name)} where ${where}`,
  )
  let changed = 0
  for (const row of rows) {
    const sets: SQL[] = []
    for (const column of columns) {
      const value = row[column.name]
      if (value === null || value === undefined) continue
      if (isJson(column)) {
        const parsed: unknown = value
        const scrubbed = scrubJson(parsed, marks)
        if (JSON.stringify(scrubbed) !== JSON.stringify(parsed)) {
          sets.push(sql`${sql.identifier(column.name)} = ${JSON.stringify(scrubbed)}::jsonb`)
        }
      } else if (typeof value === 'string') {
        const scrubbed = scrubText(value, marks)
        if (scrubbed !== value) sets.push(sql`${sql.identifier(column.name)} = ${scrubbed}`)
      }
    }
    if (sets.length === 0) continue
    await tx.execute(
      sql`update ${sql.identifier(name)} set ${sql.join(sets, sql`, `)} where ctid = ${row.row_address}::tid`,
    )
    changed += 1
  }
  return changed
}

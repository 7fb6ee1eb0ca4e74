// The export must carry every table holding a person's rows: each table with a column that
// references `users` is either exported (and each such column said to name the family or a
// staff member) or excluded with a reason. A new table or column naming a person fails here
// until someone decides what the family gets of it.
import { is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { EXPORT_COVERAGE } from '#server/privacy/privacy-export-coverage.ts'

/** 'table.column' of every column with a foreign key to users. */
function personColumns(): string[] {
  const found: string[] = []
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue
    const config = getTableConfig(value)
    for (const key of config.foreignKeys) {
      const reference = key.reference()
      if (getTableConfig(reference.foreignTable).name !== 'users') continue
      for (const column of reference.columns) found.push(`${config.name}.${column.name}`)
    }
  }
  return found.sort()
}

describe('what the family export covers', () => {
  it('finds the person columns of the schema (the check itself works)', () => {
    const columns = personColumns()
    expect(columns).toContain('invoices.payer_id')
    expect(columns).toContain('users.supporter_id')
    expect(columns.length).toBeGreaterThan(20)
  })

  it('decides about every table with a column naming a person', () => {
    const { exported, excluded } = EXPORT_COVERAGE
    const tables = [...new Set(personColumns().map((c) => c.split('.')[0]!))]
    const undecided = tables.filter((t) => !(t in exported) && !(t in excluded))
    const twice = Object.keys(exported).filter((t) => t in excluded)
    const stale = [...Object.keys(exported), ...Object.keys(excluded)].filter(
      (t) => !tables.includes(t),
    )
    expect({ undecided, twice, stale }).toEqual({ undecided: [], twice: [], stale: [] })
    for (const reason of Object.values(excluded)) expect(reason.length).toBeGreaterThan(20)
  })

  it('says for each person column of an exported table whether it names the family or staff', () => {
    const declared = Object.entries(EXPORT_COVERAGE.exported).flatMap(([table, { columns }]) =>
      Object.keys(columns).map((column) => `${table}.${column}`),
    )
    const ofExported = personColumns().filter((c) => c.split('.')[0]! in EXPORT_COVERAGE.exported)
    expect(declared.sort()).toEqual(ofExported)
  })
})

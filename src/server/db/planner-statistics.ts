// Keeps the query planner's statistics up to date from the server itself: PGlite has no
// autovacuum, and a PostgreSQL server may run without it or lag behind a table just filled.
// Without statistics the planner guesses that the fence's `school_id = app_school()` keeps 0.5 %
// of a table's rows (every row is the one school's), prefers indexes that lead with school_id and
// nests loops over them: a teacher's first pull of a school of 2,000 riders took 15-27 s where,
// analysed, it takes a quarter of a second. A table is analysed by autovacuum's own rule.
import { sql } from 'drizzle-orm'
import { queryRows, type Db } from './client.ts'

/** Autovacuum's defaults: analysed once more rows changed than 50 plus a tenth of the table. */
const BASE_THRESHOLD = 50
const SCALE_FACTOR = 0.1

/**
 * Analyses the tables whose rows changed enough since their last analysis (that the connection's
 * role may analyse: their owner's), on `owner`, the unfenced database; returns their names.
 * NOTE: the counts are the database's activity statistics, which a backend reports up to a
 * second after its transaction ends.
 */
export async function analyzeChangedTables(owner: Db): Promise<string[]> {
  const due = await queryRows<{ name: string }>(
    owner,
    sql`select s.relname as name from pg_stat_user_tables s
      join pg_class c on c.oid = s.relid
      where s.schemaname = 'public' and pg_has_role(c.relowner, 'USAGE')
        and s.n_mod_since_analyze > ${BASE_THRESHOLD} + ${SCALE_FACTOR} * greatest(c.reltuples, 0)
      order by s.relname`,
  )
  for (const { name } of due) await owner.execute(sql`analyze ${sql.identifier(name)}`)
  return due.map((table) => table.name)
}

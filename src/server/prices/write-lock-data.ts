// Serialises the writers of one price table inside their transaction, so a save reads the exact
// "before" it audits and two concurrent tier saves cannot both pass the overlap check.
import { sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '#server/db/client.ts'

/**
 * SHARE ROW EXCLUSIVE conflicts with itself and with every other write, but not with plain
 * reads: GET answers and billing runs are never held up. Released at commit or rollback.
 */
export async function lockForWrite(tx: Db, table: PgTable): Promise<void> {
  await tx.execute(sql`lock table ${table} in share row exclusive mode`)
}

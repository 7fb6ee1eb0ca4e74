// The health check's one question to the database: does it answer?
import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'

/** Resolves once the database has answered a trivial query; throws when it cannot. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}

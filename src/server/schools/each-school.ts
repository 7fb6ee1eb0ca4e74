// A background job's work done for every school the deployment serves: one school after the
// other, each in its own context (and so its own transactions), a failure in one logged without
// keeping the others from their turn.
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#server/db/client.ts'
import { inSchool } from '#server/db/school-context.ts'
import { schools } from '#server/db/schema.ts'
import { eq } from 'drizzle-orm'

/** The schools that are served now (a suspended school's jobs wait until it is active again). */
export async function activeSchools(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.status, 'active'))
    .orderBy(schools.id)
  return rows.map((row) => row.id)
}

export async function forEachSchool(
  db: Db,
  log: FastifyBaseLogger,
  work: (schoolId: string) => Promise<unknown>,
): Promise<void> {
  for (const schoolId of await activeSchools(db)) {
    await inSchool(schoolId, () => work(schoolId)).catch((error: unknown) =>
      log.error({ err: error, schoolId }, 'job failed for a school'),
    )
  }
}

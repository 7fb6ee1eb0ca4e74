// Runs a background job once across every instance on the database: each run has a key (the
// billed month, the reconciliation slot) and a row in `job_runs`; the instance whose insert makes
// the row runs the job, the others skip it. A failed run gives its row back so the next check
// retries, and a run left unfinished longer than `staleAfterMs` (its instance died) can be taken.
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { jobRuns } from '#server/db/schema.ts'

export interface RunOnceOptions {
  job: string
  key: string
  staleAfterMs: number
  /** Finished runs of this job older than this are deleted (keys that never come back). */
  forgetAfterMs?: number
}

async function claim(db: Db, { job, key, staleAfterMs }: RunOnceOptions): Promise<boolean> {
  const stale = new Date(Date.now() - staleAfterMs)
  const rows = await db
    .insert(jobRuns)
    .values({ job, run_key: key })
    .onConflictDoUpdate({
      target: [jobRuns.school_id, jobRuns.job, jobRuns.run_key],
      set: { started_at: sql`now()`, finished_at: null },
      setWhere: and(isNull(jobRuns.finished_at), lt(jobRuns.started_at, stale)),
    })
    .returning({ job: jobRuns.job })
  return rows.length > 0
}

/** Runs `task` unless another run with this key happened or is under way; `ran` says which. */
export async function runOnce<T>(
  db: Db,
  options: RunOnceOptions,
  task: () => Promise<T>,
): Promise<{ ran: false } | { ran: true; result: T }> {
  if (!(await claim(db, options))) return { ran: false }
  const run = and(eq(jobRuns.job, options.job), eq(jobRuns.run_key, options.key))
  let result: T
  try {
    result = await task()
  } catch (error) {
    await db.delete(jobRuns).where(run)
    throw error
  }
  await db.update(jobRuns).set({ finished_at: new Date() }).where(run)
  if (options.forgetAfterMs !== undefined) {
    const before = new Date(Date.now() - options.forgetAfterMs)
    await db
      .delete(jobRuns)
      .where(and(eq(jobRuns.job, options.job), lt(jobRuns.finished_at, before)))
  }
  return { ran: true, result }
}

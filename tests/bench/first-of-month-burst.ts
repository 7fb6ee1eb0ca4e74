// The burst "first of the month" of the many-schools bench: every school's billing run as the job
// runs it (one school after the other), then a thousand guardians of every school paying through
// the portal and Khipu at the busiest hour's concurrency; payments are counted school by school.
import { sql } from 'drizzle-orm'
import { previousBillingPeriod } from '#shared/dates.ts'
import type { App } from '#server/app.ts'
import { queryRows, type DbHandle } from '#server/db/client.ts'
import { DEFAULT_SCHOOL_ID, inSchool } from '#server/db/school-context.ts'
import { generateInvoices } from '#server/invoices/generate-invoices.ts'
import { runBillingJob } from '#server/jobs/start-jobs.ts'
import { forEachSchool } from '#server/schools/each-school.ts'
import { burstInChild, type GuardianOutcome, type GuardianSpec } from './burst-client.ts'
import type { BenchSchool } from './many-schools-seed.ts'

export const GUARDIANS_PAYING = 1_000
/** Guardians paying at once: the peak of a first of the month's busiest hour. */
export const GUARDIAN_CONCURRENCY = 50

const guardianIp = (index: number) => `100.64.${index >> 8}.${index & 255}`

export interface BillingBurst {
  period: string
  totalMs: number
  perSchoolMs: number[]
  created: number
  /** The large school's run within it (the job: its claim, the run, its end). */
  largeMs: number
  largeRerunMs: number
  failures: string[]
}

/** Every school's billing run, one after the other as the job does (forEachSchool), timed each. */
export async function billEverySchool(app: App, database: DbHandle): Promise<BillingBurst> {
  const db = database.db
  const timed = new Map<string, number>()
  let created = 0
  const started = performance.now()
  const failures: string[] = []
  await forEachSchool(db, app.log, async (schoolId) => {
    const at = performance.now()
    try {
      const run = await runBillingJob(db, app.log)
      timed.set(schoolId, performance.now() - at)
      if (run.ran) created += run.result?.created ?? 0
    } catch (error) {
      // The job logs it and goes on with the next school; the bench says so too.
      failures.push((error as Error).message)
      throw error
    }
  })
  const totalMs = performance.now() - started
  const rerunStarted = performance.now()
  await inSchool(DEFAULT_SCHOOL_ID, () => generateInvoices(db, previousBillingPeriod()))
  return {
    period: previousBillingPeriod(),
    totalMs,
    perSchoolMs: [...timed.values()],
    created,
    largeMs: timed.get(DEFAULT_SCHOOL_ID) ?? 0,
    largeRerunMs: performance.now() - rerunStarted,
    failures,
  }
}

/** Guardians with a pending invoice of `period`, taken school by school in turn: `count`. */
export async function payingGuardians(
  database: DbHandle,
  schools: BenchSchool[],
  period: string,
  count: number,
): Promise<GuardianSpec[]> {
  const perSchool = await Promise.all(
    schools.map(async (school) => {
      const rows = await queryRows<{ rut: string }>(
        database.schoolDb(school.id),
        sql`select distinct u.rut from invoices i join users u on u.id = i.payer_id
             where i.billing_period = ${period} and i.status = 'pending' and u.rut is not null
             order by u.rut`,
      )
      return rows.map((row) => ({ host: school.host, rut: row.rut }))
    }),
  )
  const chosen: Omit<GuardianSpec, 'ip'>[] = []
  for (let round = 0; chosen.length < count; round++) {
    const before = chosen.length
    for (const list of perSchool)
      if (list[round] && chosen.length < count) chosen.push(list[round]!)
    if (chosen.length === before) break
  }
  return chosen.map((g, i) => ({ ...g, ip: guardianIp(i + 1) }))
}

export interface PaymentsFigures {
  guardians: number
  concurrency: number
  wallMs: number
  outcomes: GuardianOutcome[]
  /** Counted in each school's fence: Khipu payments completed, invoices of the period paid. */
  completedPayments: number
  paidInvoices: number
}

export async function guardiansPay(
  url: string,
  database: DbHandle,
  schools: BenchSchool[],
  guardians: GuardianSpec[],
  period: string,
): Promise<PaymentsFigures> {
  const result = await burstInChild({
    kind: 'guardians',
    url,
    concurrency: GUARDIAN_CONCURRENCY,
    guardians,
  })
  let completedPayments = 0
  let paidInvoices = 0
  for (const school of schools) {
    const [row] = await queryRows<{ payments: number; invoices: number }>(
      database.schoolDb(school.id),
      sql`select
        (select count(*)::int from khipu_payments where status = 'completed') as payments,
        (select count(*)::int from invoices
          where billing_period = ${period} and status = 'paid') as invoices`,
    )
    completedPayments += row!.payments
    paidInvoices += row!.invoices
  }
  return {
    guardians: guardians.length,
    concurrency: GUARDIAN_CONCURRENCY,
    wallMs: result.wallMs,
    outcomes: result.guardians,
    completedPayments,
    paidInvoices,
  }
}

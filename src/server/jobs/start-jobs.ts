// The background jobs of a running server: the monthly billing run, the payment reconciliation
// (only when a Khipu answers), sending the queued boletas (only with a provider), e-mailing each
// issued boleta to its payer (only with SMTP), the daily retention run (Ley 21.719), lapsing
// waiting-list offers past their deadline, the
// clean-up of ended sign-in throttling windows and the planner's statistics. Started by
// server.ts only (tests start them explicitly), stopped on shutdown. Billing and reconciliation
// run once across instances on one database (job-runs.ts). Each job but the clean-up of the
// platform's counters and the statistics runs for every school in turn (schools/each-school.ts).
import type { FastifyBaseLogger } from 'fastify'
import { previousBillingPeriod, todayInSantiago } from '#shared/dates.ts'
import type { Db } from '#server/db/client.ts'
import { analyzeChangedTables } from '#server/db/planner-statistics.ts'
import { deleteExpiredCounters, THROTTLE_WINDOW_S } from '#server/plugins/login-throttle.ts'
import type { KhipuClient } from '#server/khipu/client.ts'
import type { KhipuRuntime } from '#server/khipu/runtime.ts'
import { drainDueBoletas } from '#server/boletas/boleta-sending-data.ts'
import { mailIssuedBoletas } from '#server/boletas/boleta-mail-data.ts'
import type { Config } from '#server/config.ts'
import type { Mailer } from '#server/mailer.ts'
import type { BoletaRuntime } from '#server/dte/runtime.ts'
import { applyRetention } from '#server/privacy/retention-data.ts'
import { lapseOffers } from '#server/enquiries/waitlist-data.ts'
import { BILLING_CHECK_EVERY_MS, billPreviousMonth } from './billing-scheduler.ts'
import { runOnce } from './job-runs.ts'
import { periodic } from './periodic.ts'
import { forEachSchool } from '#server/schools/each-school.ts'
import { RECONCILE_EVERY_MS, reconcilePayments } from './reconcile-payments.ts'
import { inSchoolWithSettings, type SchoolSettingsStore } from '#server/schools/school-settings.ts'

export interface Jobs {
  stop(): Promise<void>
}

/** The billing check of one instance: bills last month unless any instance already did. */
export const runBillingJob = (db: Db, log: FastifyBaseLogger, now = new Date()) =>
  runOnce(
    db,
    { job: 'billing', key: previousBillingPeriod(now), staleAfterMs: BILLING_CHECK_EVERY_MS },
    () => billPreviousMonth(db, log, now),
  )

/** The reconciliation of one instance: once per five-minute slot across instances. */
export const runReconcileJob = (
  db: Db,
  client: KhipuClient,
  log: FastifyBaseLogger,
  now = new Date(),
) =>
  runOnce(
    db,
    {
      job: 'reconcile-payments',
      key: String(Math.floor(now.getTime() / RECONCILE_EVERY_MS)),
      staleAfterMs: RECONCILE_EVERY_MS,
      forgetAfterMs: 24 * 60 * 60 * 1000,
    },
    () => reconcilePayments(db, client, log, now),
  )

/** How often an instance checks whether today's retention run happened (once a day across all). */
export const RETENTION_CHECK_EVERY_MS = 60 * 60 * 1000

/** The retention run of one instance: once per Santiago day across instances. */
export const runRetentionJob = (
  db: Db,
  settings: Config['retention'],
  log: FastifyBaseLogger,
  now = new Date(),
) =>
  runOnce(
    db,
    {
      job: 'retention',
      key: todayInSantiago(now),
      staleAfterMs: RETENTION_CHECK_EVERY_MS,
      forgetAfterMs: 60 * 24 * 60 * 60 * 1000,
    },
    async () => {
      const result = await applyRetention(db, settings, now)
      log.info({ retention: result }, 'retention applied')
      return result
    },
  )

/** How often waiting-list offers past their deadline are marked lapsed. */
export const LAPSE_OFFERS_EVERY_MS = 10 * 60 * 1000

/** Lapsing offers, once per ten-minute slot across instances. */
export const runLapseOffersJob = (db: Db, log: FastifyBaseLogger, now = new Date()) =>
  runOnce(
    db,
    {
      job: 'lapse-offers',
      key: String(Math.floor(now.getTime() / LAPSE_OFFERS_EVERY_MS)),
      staleAfterMs: LAPSE_OFFERS_EVERY_MS,
      forgetAfterMs: 24 * 60 * 60 * 1000,
    },
    async () => {
      const lapsed = await lapseOffers(db, now)
      if (lapsed > 0) log.info({ lapsed }, 'waiting-list offers lapsed')
      return lapsed
    },
  )

/**
 * How often queued boletas are looked at (each row waits its own backoff): often enough that a
 * guardian's receipt shows the folio moments after paying; one indexed read when nothing is due.
 */
export const SEND_BOLETAS_EVERY_MS = 5 * 1000
/** How often issued boletas are e-mailed: a refused send is tried again a minute later. */
export const MAIL_BOLETAS_EVERY_MS = 60 * 1000
/** How often the tables' statistics are looked at (one small read when none is due). */
export const STATISTICS_EVERY_MS = 60 * 1000

export function startJobs(options: {
  db: Db
  /** The database unfenced, as the tables' owner: for the planner's statistics. */
  owner: Db
  khipu: KhipuRuntime
  boletas: BoletaRuntime
  /** The schools' mailer: a school without SMTP gets no boleta e-mails. */
  mailer: Mailer
  /** The schools' settings, loaded for each school before its work. */
  settings: SchoolSettingsStore
  config: Config
  log: FastifyBaseLogger
}): Jobs {
  const { db, khipu, boletas, mailer, settings, log } = options
  /** `work` for every school, with the school's own settings (its Khipu, its boleta provider). */
  const each = (work: (schoolId: string) => Promise<unknown>) =>
    forEachSchool(db, log, (schoolId) =>
      inSchoolWithSettings(settings, schoolId, () => work(schoolId)),
    )
  const jobs = [
    periodic('billing', BILLING_CHECK_EVERY_MS, () => each(() => runBillingJob(db, log)), log),
    periodic(
      'retention',
      RETENTION_CHECK_EVERY_MS,
      () => each(() => runRetentionJob(db, options.config.retention, log)),
      log,
    ),
    periodic(
      'lapse-offers',
      LAPSE_OFFERS_EVERY_MS,
      () => each(() => runLapseOffersJob(db, log)),
      log,
    ),
    periodic(
      'planner-statistics',
      STATISTICS_EVERY_MS,
      async () => {
        const analyzed = await analyzeChangedTables(options.owner)
        if (analyzed.length > 0) log.info({ analyzed }, 'table statistics refreshed')
      },
      log,
    ),
    periodic(
      'login-throttle-cleanup',
      THROTTLE_WINDOW_S * 1000,
      async () => void (await deleteExpiredCounters(db)),
      log,
    ),
    // NOTE: each school's own Khipu and provider decide whether it has anything to do.
    periodic(
      'reconcile-payments',
      RECONCILE_EVERY_MS,
      () =>
        each(async () => {
          if (khipu.mode !== 'unavailable') await runReconcileJob(db, khipu.client, log)
        }),
      log,
    ),
    // NOTE: no runOnce slot: each row is claimed once across instances (SKIP LOCKED and a lease).
    periodic(
      'send-boletas',
      SEND_BOLETAS_EVERY_MS,
      () =>
        each(async (schoolId) => {
          const provider = boletas.provider
          if (!provider) return
          const sent = await drainDueBoletas(db, provider)
          if (sent.issued + sent.retrying + sent.rejected > 0)
            log.info({ boletas: sent, schoolId }, 'boletas sent')
        }),
      log,
    ),
  ]
  jobs.push(
    periodic(
      'mail-boletas',
      MAIL_BOLETAS_EVERY_MS,
      () =>
        each(async (schoolId) => {
          if (!boletas.provider || !mailer.available()) return
          const sent = await mailIssuedBoletas(db, mailer, options.config)
          if (sent.mailed + sent.failed > 0)
            log.info({ boletaMail: sent, schoolId }, 'boletas e-mailed')
        }),
      log,
    ),
  )
  for (const job of jobs) void job.runNow()
  return { stop: async () => void (await Promise.all(jobs.map((job) => job.stop()))) }
}

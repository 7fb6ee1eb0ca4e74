// The background jobs of a running server: the monthly billing run, the payment
// reconciliation and the clean-up of ended sign-in throttling windows. Started by server.ts only (tests start them explicitly), stopped on shutdown.
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#server/db/client.ts'
import { deleteExpiredCounters, THROTTLE_WINDOW_S } from '#server/auth/login-throttle.ts'
import type { KhipuClient } from '#server/khipu/client.ts'
import { BILLING_CHECK_EVERY_MS, billPreviousMonth } from './billing-scheduler.ts'
import { periodic } from './periodic.ts'
import { RECONCILE_EVERY_MS, reconcilePayments } from './reconcile-payments.ts'

export interface Jobs {
  stop(): Promise<void>
}

export function startJobs(options: { db: Db; khipu: KhipuClient; log: FastifyBaseLogger }): Jobs {
  const { db, khipu, log } = options
  const jobs = [
    periodic(
      'billing',
      BILLING_CHECK_EVERY_MS,
      async () => void (await billPreviousMonth(db, log)),
      log,
    ),
    periodic(
      'reconcile-payments',
      RECONCILE_EVERY_MS,
      async () => void (await reconcilePayments(db, khipu, log)),
      log,
    ),
    periodic(
      'login-throttle-cleanup',
      THROTTLE_WINDOW_S * 1000,
      async () => void (await deleteExpiredCounters(db)),
      log,
    ),
  ]
  for (const job of jobs) void job.runNow()
  return { stop: async () => void (await Promise.all(jobs.map((job) => job.stop()))) }
}

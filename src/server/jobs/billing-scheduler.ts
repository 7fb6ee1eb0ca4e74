// Generates the previous month's invoices without anyone asking: checked at start-up and every
// hour, so it runs early on the 1st (America/Santiago). A period that already had a run (the
// audit log's 'invoices_generate', automatic or by an admin) is left alone.
import type { FastifyBaseLogger } from 'fastify'
import { previousBillingPeriod } from '#shared/dates.ts'
import { generateInvoices } from '#server/invoices/generate-invoices.ts'
import type { Db } from '#server/db/client.ts'

export const BILLING_CHECK_EVERY_MS = 60 * 60 * 1000

/** Generates last month's invoices unless that month already had a run; returns what it did. */
export async function billPreviousMonth(db: Db, log: FastifyBaseLogger, now = new Date()) {
  const period = previousBillingPeriod(now)
  const summary = await generateInvoices(db, period, { onlyIfNotGenerated: true })
  if (summary) {
    const { changes: _changes, ...counts } = summary
    log.info(counts, 'monthly invoices generated')
  }
  return summary
}

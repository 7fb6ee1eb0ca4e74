import { afterEach, describe, expect, it, vi } from 'vitest'
import { and, count, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { loadConfig } from '#server/config.ts'
import type { DbHandle } from '#server/db/client.ts'
import { auditLog, invoices, paymentAttempts } from '#server/db/schema.ts'
import { GENERATE_ACTION } from '#server/invoices/generate-invoices.ts'
import { runBillingJob, runReconcileJob } from '#server/jobs/start-jobs.ts'
import type { KhipuClient } from '#server/khipu/client.ts'
import { khipuRuntime } from '#server/khipu/runtime.ts'
import { prepareServer, type Prepared } from '#server/startup.ts'
import { openSharedTestDatabase, firstSchoolDb } from '../helpers/test-app.ts'
import { bearer, login } from '../helpers/fixtures.ts'
import {
  dayOf,
  lastMonth,
  seedAttempt,
  seedFamily,
  seedInvoice,
  seedPrices,
  seedSession,
} from '../payments/billing-fixtures.ts'

const silent = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger

/** Two instances of the server on one database (two connection pools on PostgreSQL). */
let handles: DbHandle[] = []
let apps: Prepared[] = []
afterEach(async () => {
  await Promise.all(apps.map(({ app }) => app.close()))
  await handles[0]?.close()
  handles = []
  apps = []
})

async function twoInstances(env: Record<string, string>) {
  handles = await openSharedTestDatabase(2, { newDeployment: true })
  // Started together on a new database, as an orchestrator starts replicas.
  apps = await Promise.all(
    handles.map((database) =>
      prepareServer({
        config: loadConfig({
          DATA_DIR: '/nonexistent/data',
          CLIENT_DIR: '/nonexistent/client',
          LOG_LEVEL: 'silent',
          ...env,
        }),
        database,
      }),
    ),
  )
  return apps
}

describe('several instances on one database', () => {
  it('share the generated JWT secret: a token from one is accepted by the other', async () => {
    const [a, b] = await twoInstances({
      NODE_ENV: 'production',
      SUPERADMIN_EMAIL: 'jefa@escuela.cl',
      SUPERADMIN_PASSWORD: 'Montana2026!',
    })
    expect([a!.seeded.kind, b!.seeded.kind].sort()).toEqual(['none', 'superadmin'])
    const session = await login(a!.app, 'jefa@escuela.cl', 'Montana2026!')
    expect(session.status).toBe(200)
    const me = await b!.app.inject({ url: '/api/me', headers: bearer(session.token) })
    expect(me.statusCode).toBe(200)
    expect(me.json().email).toBe('jefa@escuela.cl')
  })

  it("share the Khipu simulator's generated webhook secret", async () => {
    const [a, b] = await twoInstances({ DEMO: '0' })
    const secretOf = (p: Prepared) => khipuRuntime(p.config, p.app.server).webhookSecret
    expect(secretOf(a!)).toBeTruthy()
    expect(secretOf(a!)).toBe(secretOf(b!))
  })

  it('bill the previous month once, however many instances check at the same time', async () => {
    await twoInstances({ DEMO: '0' })
    const db = firstSchoolDb(handles[0]!)
    await seedPrices(db)
    const { students } = await seedFamily(db, 2)
    await seedSession(db, dayOf(lastMonth(), 10), students)

    const runs = await Promise.all(handles.map((h) => runBillingJob(firstSchoolDb(h), silent)))
    expect(runs.filter((run) => run.ran)).toHaveLength(1)
    const [generated] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, GENERATE_ACTION))
    expect(generated!.n).toBe(1)
    const [billed] = await db.select({ n: count() }).from(invoices)
    expect(billed!.n).toBe(2)
    // The hourly checks that follow do not run it again either.
    const later = await Promise.all(handles.map((h) => runBillingJob(firstSchoolDb(h), silent)))
    expect(later.some((run) => run.ran)).toBe(false)
  })

  it('reconcile pending payments with Khipu once per round, not once per instance', async () => {
    await twoInstances({ DEMO: '0' })
    const db = firstSchoolDb(handles[0]!)
    const { guardian, students } = await seedFamily(db)
    const invoice = await seedInvoice(db, { student_id: students[0]!.id, payer_id: guardian.id })
    await seedAttempt(db, {
      invoice_id: invoice.id,
      amount: invoice.total_amount,
      currency: 'CLP',
      khipu_payment_id: 'khipu-payment-1',
      created_at: new Date(Date.now() - 3 * 60_000),
    })
    const getPayment = vi.fn<KhipuClient['getPayment']>(async (paymentId) => ({
      payment_id: paymentId,
      status: 'pending',
      amount: invoice.total_amount,
      currency: 'CLP',
    }))
    const khipu: KhipuClient = {
      getPayment,
      createPayment: vi.fn(),
      deletePayment: vi.fn(),
      refundPayment: vi.fn(),
    }
    const now = new Date()
    const runs = await Promise.all(
      handles.map((h) => runReconcileJob(firstSchoolDb(h), khipu, silent, now)),
    )
    expect(runs.filter((run) => run.ran)).toHaveLength(1)
    expect(getPayment).toHaveBeenCalledTimes(1)
    const [pending] = await db
      .select({ n: count() })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.invoice_id, invoice.id), eq(paymentAttempts.status, 'pending')))
    expect(pending!.n).toBe(1)
  })
})

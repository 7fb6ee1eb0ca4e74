// DESIGN §10 API budgets on a large school, once per database: seeds it, serves the real app on
// a local port and measures roster, group detail, session detail and session creation under 50
// concurrent connections (autocannon in a child process), the billing run and the sync pull.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { and, eq, sql } from 'drizzle-orm'
import { previousBillingPeriod, todayInSantiago } from '#shared/dates.ts'
import { buildApp } from '#server/app.ts'
import { drainDueBoletas } from '#server/boletas/boleta-sending-data.ts'
import { invoices } from '#server/db/schema.ts'
import { boletaRuntime } from '#server/dte/runtime.ts'
import { recordManualPayment } from '#server/invoices/manual-payments-data.ts'
import { generateInvoices } from '#server/invoices/generate-invoices.ts'
import { testConfig } from '../server/helpers/test-app.ts'
import { LARGE_SCHOOL_ADMIN, seedLargeSchool } from '../server/helpers/large-school.ts'
import type { BenchDatabase } from './bench-database.ts'
import type { LoadFigure, LoadSpec } from './load-client.ts'

export interface LargeSchoolFigures {
  database: string
  seedMs: number
  seededRows: number
  load: { name: string; figure: LoadFigure }[]
  /** The same endpoints with LIGHT_CONNECTIONS: what one request costs when it need not queue. */
  lightLoad: { name: string; figure: LoadFigure }[]
  billing: { period: string; firstMs: number; rerunMs: number; created: number } | null
  /** The billed month's cobros paid by hand, then their boletas sent through the simulator. */
  boletas: { issued: number; ms: number; heapMb: number; rssMb: number } | null
  sync: { initialMs: number; rawBytes: number; gzipBytes: number; noChangeBytes: number } | null
  /** Bytes on the wire of the 2,000-student list, as each kind of client receives it. */
  roster: { plainBytes: number; gzipBytes: number; brBytes: number }
}

const LOAD_CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url))
const CONNECTIONS = 50
/** A school's staff at its busiest: a few admins and teachers at once. */
export const LIGHT_CONNECTIONS = 5
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
/** The same load, not measured, before each measured one: the code compiled, the caches full. */
const WARM_UP_SECONDS = 3

function loadInChild(spec: LoadSpec): Promise<LoadFigure> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', LOAD_CLIENT, JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1)
      if (code !== 0 || !line) reject(new Error(`load client exited with ${code}`))
      else resolve(JSON.parse(line) as LoadFigure)
    })
  })
}

async function loginToken(url: string) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LARGE_SCHOOL_ADMIN),
  })
  const body = (await response.json()) as { access_token?: string }
  if (!response.ok || !body.access_token) throw new Error(`bench login: ${response.status}`)
  return body.access_token
}

async function timeSync(url: string, token: string) {
  const headers = { authorization: `Bearer ${token}` }
  const started = performance.now()
  const initial = await fetch(`${url}/api/sync`, { headers })
  const text = await initial.text()
  const initialMs = performance.now() - started
  if (initial.status === 404) return null
  if (!initial.ok) throw new Error(`sync: ${initial.status} ${text.slice(0, 200)}`)
  const { cursor } = JSON.parse(text) as { cursor: string }
  const again = await fetch(`${url}/api/sync?cursor=${encodeURIComponent(cursor)}`, { headers })
  return {
    initialMs,
    rawBytes: Buffer.byteLength(text),
    // fetch() hides the Content-Encoding it negotiated; this is close to what the browser gets.
    gzipBytes: gzipSync(text).length,
    noChangeBytes: Buffer.byteLength(await again.text()),
  }
}

async function rosterBytes(app: Awaited<ReturnType<typeof buildApp>>, token: string) {
  const size = async (acceptEncoding: string | undefined) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` }
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding
    const response = await app.inject({ url: '/api/students', headers })
    if (response.statusCode !== 200) throw new Error(`roster: ${response.statusCode}`)
    return response.rawPayload.length
  }
  return {
    plainBytes: await size(undefined),
    gzipBytes: await size('gzip'),
    brBytes: await size('br'),
  }
}

/**
 * Pays every pending cobro of the billed month by hand (each queues its boleta, not timed), then
 * times the job's run that issues them all through the OpenFactura simulator over HTTP, and the
 * heap and resident memory the process grew by meanwhile (peak, sampled every 50 ms).
 */
async function timeBoletas(
  app: Awaited<ReturnType<typeof buildApp>>,
  period: string,
  adminId: string,
) {
  const db = app.db
  const pending = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.billing_period, period), eq(invoices.status, 'pending')))
  for (const invoice of pending) {
    await db.transaction((tx) =>
      recordManualPayment(
        tx,
        invoice.id,
        { amount: invoice.total_amount, method: 'cash', paid_on: todayInSantiago() },
        adminId,
      ),
    )
  }
  const provider = boletaRuntime(app.config, app.server).provider!
  global.gc?.()
  const before = process.memoryUsage()
  let peak = { heap: before.heapUsed, rss: before.rss }
  const sampler = setInterval(() => {
    const now = process.memoryUsage()
    peak = { heap: Math.max(peak.heap, now.heapUsed), rss: Math.max(peak.rss, now.rss) }
  }, 50)
  const started = performance.now()
  const sent = await drainDueBoletas(db, provider)
  const ms = performance.now() - started
  clearInterval(sampler)
  const mb = (bytes: number) => bytes / 1024 / 1024
  return {
    issued: sent.issued,
    ms,
    heapMb: mb(peak.heap - before.heapUsed),
    rssMb: mb(peak.rss - before.rss),
  }
}

async function timeBilling(db: Parameters<typeof generateInvoices>[0]) {
  const period = previousBillingPeriod()
  let started = performance.now()
  const first = await generateInvoices(db, period)
  const firstMs = performance.now() - started
  started = performance.now()
  await generateInvoices(db, period)
  const rerunMs = performance.now() - started
  const created = first?.created ?? 0
  return { period, firstMs, rerunMs, created }
}

/**
 * DESIGN §10's hot endpoints of a school, each loaded in turn with `connections` (CONNECTIONS
 * unless given) for SECONDS after WARM_UP_SECONDS unmeasured: the roster, a group, a class,
 * creating a class; on `host` when given.
 */
export async function loadHotEndpoints(
  url: string,
  token: string,
  school: { groupIds: string[]; sessionIds: string[] },
  host?: string,
  connections = CONNECTIONS,
): Promise<LargeSchoolFigures['load']> {
  const scenarios: { name: string; path: string; kind: LoadSpec['kind'] }[] = [
    { name: 'GET /api/students (roster)', path: '/api/students', kind: 'get' },
    { name: 'GET /api/groups/{id}', path: `/api/groups/${school.groupIds[0]}`, kind: 'get' },
    {
      name: 'GET /api/class_sessions/{id}',
      path: `/api/class_sessions/${school.sessionIds.at(-1)}`,
      kind: 'get',
    },
    { name: 'POST /api/class_sessions', path: '/api/class_sessions', kind: 'create-session' },
  ]
  const load: LargeSchoolFigures['load'] = []
  for (const scenario of scenarios) {
    const spec = {
      url,
      ...(host ? { host } : {}),
      token,
      path: scenario.path,
      kind: scenario.kind,
      connections,
      seconds: SECONDS,
    }
    // NOTE: whichever server was measured first paid for compiling the code both run, which
    // read as the school among many being 15-30 % faster than alone.
    await loadInChild({ ...spec, seconds: WARM_UP_SECONDS })
    load.push({ name: scenario.name, figure: await loadInChild(spec) })
  }
  return load
}

export async function benchLargeSchool(target: BenchDatabase): Promise<LargeSchoolFigures> {
  const database = await target.open()
  try {
    const seeding = performance.now()
    const school = await seedLargeSchool(database.db)
    // As autovacuum would within a minute of so many rows: the plans below are the ones a school
    // that has been running gets, not those of a table with no statistics yet.
    await database.owner.execute(sql`analyze`)
    const seedMs = performance.now() - seeding
    const config = testConfig({ rateLimitPerMinute: 100_000_000 })
    const app = await buildApp({ config, db: database.db, logger: false })
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const token = await loginToken(url)
      const roster = await rosterBytes(app, token)
      const load = await loadHotEndpoints(url, token, school)
      const lightLoad = await loadHotEndpoints(url, token, school, undefined, LIGHT_CONNECTIONS)
      // NOTE: the load client stops with requests still in the server; their classes, committed
      // after the first pull took its horizon, would be the next pull's (rightly) and not 'no change'.
      await new Promise((settled) => setTimeout(settled, 2000))
      const sync = await timeSync(url, token)
      const billing = await timeBilling(database.db)
      const boletas = await timeBoletas(app, billing.period, school.adminId)
      return {
        database: target.label,
        seedMs,
        seededRows: school.rows,
        load,
        lightLoad,
        billing,
        boletas,
        sync,
        roster,
      }
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
  }
}

// `kill -9` of a real server process between the provider's answer and our save: the provider
// (the OpenFactura simulator, run here as an outside service) has issued the boleta and holds its
// answer while the server is killed. The queued row stays unsent and leased; once the lease has
// passed, the next server sends it again with the same idempotency key and saves the provider's
// first document: the same folio, one document at the provider. On the embedded database and, when
// TEST_DATABASE_URL names a server, on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayInSantiago } from '#shared/dates.ts'
import type { Boleta } from '#shared/contract/boletas.ts'
import { openDatabase, type DbHandle } from '#server/db/client.ts'
import { firstSchoolDb, freshTestDatabase } from '../helpers/test-app.ts'
import { boletas } from '#server/db/schema.ts'
import { ISSUE_PATH } from '#server/dte/openfactura-wire.ts'
import { BOLETA_SIMULATOR_PREFIX, openFacturaSimulator } from '#server/dte/simulator.ts'
import { createBoletaSimulatorStore } from '#server/dte/simulator-store.ts'
import { DEMO_PASSWORD } from '#server/seed/demo.ts'
import { DEMO_STAFF } from '#server/seed/demo-people.ts'
import { openFreshDatabase, type FreshDatabase } from '../helpers/fresh-database.ts'
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts'

const ADMIN = DEMO_STAFF.find((staff) => staff.role === 'admin')!.email

const ISSUER_ENV = {
  BOLETA_PROVIDER: 'openfactura',
  SCHOOL_RUT: '76.543.210-3',
  SCHOOL_BUSINESS_NAME: 'Escuela de Prueba SpA',
  SCHOOL_ACTIVITY: 'Enseñanza deportiva',
  SCHOOL_ADDRESS: 'Camino Real 1',
  SCHOOL_COMMUNE: 'Santiago',
  SCHOOL_ACTIVITY_CODE: '854100',
  LOG_LEVEL: 'warn',
}

/** The provider, outside the server: it can be told to issue and then hold its answer. */
async function outsideProvider() {
  const store = createBoletaSimulatorStore()
  const app = Fastify({ forceCloseConnections: true })
  let holding = true
  let issued: () => void = () => {}
  const answerHeld = new Promise<void>((resolve) => (issued = resolve))
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  app.addHook('onSend', async (request, _reply, payload) => {
    if (holding && request.method === 'POST' && request.url.endsWith(ISSUE_PATH)) {
      issued()
      await released
    }
    return payload
  })
  await app.register(openFacturaSimulator(store), { prefix: BOLETA_SIMULATOR_PREFIX })
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    store,
    url: `${base}${BOLETA_SIMULATOR_PREFIX}`,
    answerHeld,
    /** From now on every answer goes out at once. */
    answerAgain: () => {
      holding = false
      release()
    },
    close: async () => {
      release()
      await app.close()
    },
  }
}

interface Database {
  env: Record<string, string>
  open(): Promise<DbHandle>
  remove(): Promise<void>
}

async function embedded(): Promise<Database> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bike-school-kill-'))
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  }
}

async function postgres(adminUrl: string): Promise<Database> {
  const fresh: FreshDatabase = await freshTestDatabase(adminUrl)
  return {
    env: { DATABASE_URL: fresh.url, DEMO: '1' },
    open: async () => openFreshDatabase(fresh, 1),
    remove: () => fresh.drop(),
  }
}

async function signIn(url: string) {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
  })
  expect(login.status).toBe(200)
  const { access_token: token } = (await login.json()) as { access_token: string }
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        origin: url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    expect(answer.ok, `${method} ${path}: ${answer.status} ${await answer.clone().text()}`).toBe(
      true,
    )
    return (await answer.json()) as T
  }
}

const DATABASES: [string, () => Promise<Database>][] = [
  ['PGlite', embedded],
  ...(process.env.TEST_DATABASE_URL
    ? [
        ['PostgreSQL', () => postgres(process.env.TEST_DATABASE_URL!)] as [
          string,
          () => Promise<Database>,
        ],
      ]
    : []),
]

describe.each(DATABASES)('kill -9 while the provider answers (%s)', (_name, create) => {
  let database: Database
  let provider: Awaited<ReturnType<typeof outsideProvider>>
  let server: ServerProcess | undefined

  beforeAll(async () => {
    database = await create()
    provider = await outsideProvider()
  })
  afterAll(async () => {
    await server?.kill('SIGTERM')
    await provider.close()
    await database.remove()
  })

  const start = () =>
    startServerProcess({
      ...ISSUER_ENV,
      ...database.env,
      OPENFACTURA_API_KEY: provider.store.apiKey,
      OPENFACTURA_URL: provider.url,
    })

  it('issues the boleta once: the same folio after the restart, one document at the provider', async () => {
    server = await start()
    const api = await signIn(server.url)
    const [invoice] = await api<{ id: string; total_amount: number }[]>('GET', '/invoices/get-all')
    expect(invoice).toBeDefined()
    const payment = await api<{ id: string }>('POST', `/invoices/${invoice!.id}/manual-payments`, {
      amount: invoice!.total_amount,
      paid_on: todayInSantiago(),
      method: 'cash',
    })

    // The job sends it within seconds; the provider issues it and holds the answer: kill -9.
    await provider.answerHeld
    const [first] = provider.store.all()
    expect(first).toBeDefined()
    await server.kill('SIGKILL')
    server = undefined

    // Nothing was saved: the row is still queued, without folio, leased for five minutes.
    let rowId = ''
    const handle = await database.open()
    try {
      const [row] = await firstSchoolDb(handle)
        .select()
        .from(boletas)
        .where(eq(boletas.manual_payment_id, payment.id))
      expect(row).toMatchObject({ status: 'queued', folio: null, attempts: 1 })
      expect(row!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000)
      rowId = row!.id
      // Five minutes pass: the lease ends.
      await firstSchoolDb(handle)
        .update(boletas)
        .set({ next_attempt_at: new Date(Date.now() - 1000) })
        .where(eq(boletas.id, row!.id))
    } finally {
      await handle.close()
    }

    provider.answerAgain()
    server = await start()
    const again = await signIn(server.url)
    const month = todayInSantiago().slice(0, 7)
    let listed: Boleta | undefined
    for (let waited = 0; waited < 30_000 && listed?.state !== 'emitida'; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      const rows = await again<Boleta[]>('GET', `/boletas?month=${month}`)
      listed = rows.find((row) => row.id === rowId)
    }
    expect(listed, server.output()).toMatchObject({ state: 'emitida', folio: first!.folio })
    expect(provider.store.all()).toHaveLength(1)
    expect(provider.store.all()[0]!.idempotencyKey).toBe(rowId)
  }, 180_000)
})

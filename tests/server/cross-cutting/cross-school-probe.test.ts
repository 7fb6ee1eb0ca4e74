// Two schools on one deployment, each on its own host, both seeded as the demo school: every
// registered /api route, asked on school A's host by everyone A has (no session, teacher, admin,
// superadmin) with school B's ids and B's guardian's RUT in its path, answers no id or RUT of B,
// and after all of it, with a push naming B's class and children, B's rows are as they were.
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { InjectOptions, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanRut, computeRutCheckDigit, formatRut } from '#shared/rut.ts'
import { buildApp, type App } from '#server/app.ts'
import { queryRows, type Db, type DbHandle } from '#server/db/client.ts'
import { DEFAULT_SCHOOL_ID, inSchool } from '#server/db/school-context.ts'
import {
  boletas,
  dataRequests,
  enquiries,
  groups,
  invoices,
  khipuPayments,
  manualPayments,
  paymentAttempts,
  paymentIssues,
  reminders,
  schoolDomains,
  schoolHolidays,
  schools,
  users,
} from '#server/db/schema.ts'
import { DEMO_PASSWORD } from '#server/seed/demo.ts'
import { DEMO_GUARDIAN_RUT } from '#server/seed/demo-people.ts'
import { bootstrap } from '#server/seed/bootstrap.ts'
import { concretePath, type RegisteredRoute } from '../helpers/route-table.ts'
import { openTestDatabase, testConfig } from '../helpers/test-app.ts'

const SCHOOL_A = DEFAULT_SCHOOL_ID
const SCHOOL_B = '00000000-0000-4000-8000-0000000000b2'
const HOST_A = 'escuela-a.test'
const HOST_B = 'escuela-b.test'
/** B's own guardian, under a RUT that A does not hold. */
const B_GUARDIAN_BODY = '33444555'
const B_GUARDIAN_RUT = formatRut(`${B_GUARDIAN_BODY}${computeRutCheckDigit(B_GUARDIAN_BODY)}`)

const STAFF_LOGINS = {
  teacher: 'profesor@demo.cl',
  admin: 'admin@demo.cl',
  superadmin: 'superadmin@demo.cl',
} as const

let database: DbHandle
let clientDir: string
let app: App
const routes: RegisteredRoute[] = []
/** Every id of a row of B, and every RUT of B that A does not also hold. */
let secretsOfB: string[] = []
/** One id of each of B's tables: what the probe puts in the paths. */
const sampleIdsOfB: string[] = []
const tokens: Record<string, string> = {}

const ownerRows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.owner, query)

/** The tables holding an `id` column and a school. */
async function tablesWithIds(): Promise<string[]> {
  const rows = await ownerRows<{ table: string }>(sql`
    select c.table_name as table from information_schema.columns c
     where c.table_schema = 'public' and c.column_name = 'id'
       and exists (select 1 from information_schema.columns s where s.table_schema = 'public'
                    and s.table_name = c.table_name and s.column_name = 'school_id')
     order by 1`)
  return rows.map((row) => row.table)
}

/** A row of B in each table the demo school leaves empty: payments, boletas, requests… */
async function seedWhatTheDemoLacks(db: Db) {
  const [guardian] = await db.select().from(users).where(eq(users.rut, B_GUARDIAN_RUT))
  const [admin] = await db.select().from(users).where(eq(users.role, 'admin')).limit(1)
  const [invoice] = await db.select().from(invoices).where(eq(invoices.payer_id, guardian!.id))
  const [payment] = await db
    .insert(khipuPayments)
    .values({ amount: invoice!.total_amount, khipu_payment_id: 'khipu-de-b' })
    .returning()
  await db
    .insert(paymentAttempts)
    .values({ invoice_id: invoice!.id, payment_id: payment!.id, amount: invoice!.total_amount })
  await db.insert(paymentIssues).values({
    payment_id: payment!.id,
    kind: 'refund_due',
    reason: 'Pagado dos veces',
    amount: 1000,
  })
  const [manual] = await db
    .insert(manualPayments)
    .values({
      invoice_id: invoice!.id,
      amount: invoice!.total_amount,
      paid_on: '2026-11-02',
      method: 'transfer',
      recorded_by: admin!.id,
    })
    .returning()
  await db.insert(boletas).values({
    type: 41,
    manual_payment_id: manual!.id,
    receiver_rut: B_GUARDIAN_RUT,
    receiver_name: 'Apoderada de B',
    items: [],
    total: invoice!.total_amount,
    issue_date: '2026-11-02',
  })
  await db
    .insert(dataRequests)
    .values({ guardian_id: guardian!.id, kind: 'access', due_on: '2026-12-02' })
  await db.insert(reminders).values({ guardian_id: guardian!.id, channel: 'email' })
  await db.insert(enquiries).values({
    name: 'Familia de B',
    phone: '+56911112222',
    child_age: 9,
    level: 'beginner',
  })
  await db.insert(schoolHolidays).values({ day: '2026-12-08', name: 'Feriado de B' })
}

/** A digest of every row B holds, table by table, read as the owner. */
async function snapshotOfB(): Promise<Record<string, string>> {
  const tables = await ownerRows<{ table: string }>(sql`
    select table_name as table from information_schema.columns
     where table_schema = 'public' and column_name = 'school_id' and table_name <> 'school_domains'
     order by 1`)
  const digest: Record<string, string> = {}
  for (const { table } of tables) {
    const rows = await ownerRows<{ row: string }>(
      sql`select t::text as row from ${sql.identifier(table)} t where t.school_id = ${SCHOOL_B} order by 1`,
    )
    digest[table] = createHash('sha256')
      .update(rows.map((r) => r.row).join('\n'))
      .digest('hex')
  }
  return digest
}

/** Signs in on a school's host (from `remoteAddress`, as the throttle counts). */
function signIn(host: string, email: string, password = DEMO_PASSWORD, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { host },
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  })
}

const accessToken = (response: { json(): unknown }) =>
  (response.json() as { access_token: string }).access_token

async function tokenOnA(email: string): Promise<string> {
  const response = await signIn(HOST_A, email)
  expect(response.statusCode, email).toBe(200)
  return accessToken(response)
}

beforeAll(async () => {
  database = await openTestDatabase({ singleSchool: true })
  await database.owner.insert(schools).values({ id: SCHOOL_B, name: 'Escuela B' })
  await database.owner.insert(schoolDomains).values([
    { host: HOST_A, school_id: SCHOOL_A },
    { host: HOST_B, school_id: SCHOOL_B },
  ])
  clientDir = mkdtempSync(join(tmpdir(), 'bs-two-schools-'))
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html lang="es-CL"><head><title>Build</title></head><body></body></html>',
  )
  const config = testConfig({ demo: true, clientDir })
  for (const school of [SCHOOL_A, SCHOOL_B]) {
    await inSchool(school, () => bootstrap(database.db, config))
  }
  await database.owner.execute(
    sql`update users set rut = ${B_GUARDIAN_RUT} where school_id = ${SCHOOL_B} and rut = ${DEMO_GUARDIAN_RUT}`,
  )
  await seedWhatTheDemoLacks(database.schoolDb(SCHOOL_B))

  const ids: string[] = []
  for (const table of await tablesWithIds()) {
    const rows = await ownerRows<{ id: string }>(
      sql`select id::text as id from ${sql.identifier(table)} where school_id = ${SCHOOL_B} order by id limit 1000`,
    )
    ids.push(...rows.map((row) => row.id))
    if (rows[0]) sampleIdsOfB.push(rows[0].id)
  }
  const ruts = await ownerRows<{ rut: string }>(sql`
    select b.rut from users b where b.school_id = ${SCHOOL_B} and b.rut is not null
       and not exists (select 1 from users a where a.school_id = ${SCHOOL_A} and a.rut = b.rut)`)
  const rutForms = ruts.flatMap(({ rut }) => [rut, cleanRut(rut)])
  secretsOfB = [...ids, ...rutForms]
  expect(ids.length).toBeGreaterThan(100)
  expect(rutForms).toContain(B_GUARDIAN_RUT)

  const seen: RouteOptions[] = []
  app = await buildApp({ config, db: database.db, onRoute: (route) => seen.push(route) })
  await app.ready()
  for (const route of seen) {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue
      routes.push({
        method,
        url: route.url,
        public: route.config?.public === true,
      } as RegisteredRoute)
    }
  }
  for (const [role, email] of Object.entries(STAFF_LOGINS)) tokens[role] = await tokenOnA(email)
}, 180_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
  rmSync(clientDir, { recursive: true, force: true })
})

/** The ids and RUTs of B an answer carries. */
function leaked(payload: string): string[] {
  return secretsOfB.filter((secret) => payload.includes(secret))
}

describe('school A’s host', () => {
  it('answers no row of B on any route, to anyone, whatever B id or RUT the path names', async () => {
    const before = await snapshotOfB()
    const identities: [string, Record<string, string>][] = [
      ['anonymous', {}],
      ...Object.entries(tokens).map(
        ([role, token]) =>
          [role, { authorization: `Bearer ${token}` }] as [string, Record<string, string>],
      ),
    ]
    const findings: string[] = []
    let asked = 0
    // Logging out would end the sessions the probe asks with (it names nothing of a school).
    for (const route of routes.filter((r) => r.url !== '/api/logout')) {
      const values = route.url.includes(':rut')
        ? [B_GUARDIAN_RUT]
        : route.url.includes(':')
          ? sampleIdsOfB
          : [undefined]
      for (const value of values) {
        const url = value === undefined ? route.url : concretePath(route.url, value)
        for (const [who, headers] of identities) {
          const request: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url,
            headers: { host: HOST_A, ...headers },
          }
          if (!['GET', 'DELETE'].includes(route.method)) request.payload = {}
          const response = await app.inject(request)
          asked += 1
          for (const secret of leaked(response.payload)) {
            findings.push(
              `${who} ${route.method} ${url} → ${response.statusCode} carries ${secret}`,
            )
          }
        }
      }
    }
    expect(asked).toBeGreaterThan(1000)
    expect(findings).toEqual([])
    // Every session asked as itself to the end.
    for (const [role, token] of Object.entries(tokens)) {
      const me = await app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { host: HOST_A, authorization: `Bearer ${token}` },
      })
      expect(me.statusCode, role).toBe(200)
    }
    expect(await snapshotOfB()).toEqual(before)
  }, 600_000)

  it('gives A’s staff a pull with none of B’s rows', async () => {
    for (const [role, token] of Object.entries(tokens)) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/sync',
        headers: { host: HOST_A, authorization: `Bearer ${token}` },
      })
      expect(response.statusCode, role).toBe(200)
      expect(leaked(response.payload), role).toEqual([])
      expect(response.payload.length, role).toBeGreaterThan(1000)
    }
  })

  it('takes no change a push makes to B’s class or children', async () => {
    const before = await snapshotOfB()
    const [session] = await ownerRows<{ id: string }>(
      sql`select id from class_sessions where school_id = ${SCHOOL_B} and group_id is not null limit 1`,
    )
    const children = await ownerRows<{ id: string }>(
      sql`select id from users where school_id = ${SCHOOL_B} and role = 'student' limit 2`,
    )
    for (const role of ['teacher', 'admin'] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/sync/push',
        headers: { host: HOST_A, authorization: `Bearer ${tokens[role]}` },
        payload: {
          deviceId: `probe-${role}`,
          mutations: [
            {
              seq: 1,
              name: 'session.addStudents',
              args: {
                session_id: session!.id,
                students: children.map((child) => ({ student_id: child.id })),
              },
            },
            {
              seq: 2,
              name: 'session.setTransport',
              args: { session_id: session!.id, student_id: children[0]!.id, used_transport: true },
            },
          ],
        },
      })
      expect(response.statusCode, role).toBe(200)
      expect(leaked(response.payload), role).toEqual([])
    }
    expect(await snapshotOfB()).toEqual(before)
  })
})

describe('a change of school A', () => {
  it('may not name B’s children in A’s own class', async () => {
    const [session] = await ownerRows<{ id: string }>(
      sql`select id from class_sessions where school_id = ${SCHOOL_A} and group_id is not null limit 1`,
    )
    const [child] = await ownerRows<{ id: string }>(
      sql`select id from users where school_id = ${SCHOOL_B} and role = 'student' limit 1`,
    )
    const response = await app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { host: HOST_A, authorization: `Bearer ${tokens.admin}` },
      payload: {
        deviceId: 'probe-mixed',
        mutations: [
          {
            seq: 1,
            name: 'session.addStudents',
            args: { session_id: session!.id, students: [{ student_id: child!.id }] },
          },
        ],
      },
    })
    expect(response.statusCode).toBe(200)
    const marks = await ownerRows<{ n: number }>(
      sql`select count(*)::int as n from session_students where student_id = ${child!.id} and school_id = ${SCHOOL_A}`,
    )
    expect(marks).toEqual([{ n: 0 }])
  })
})

describe('a session of school A', () => {
  it('opens nothing on B’s host, with the same address, e-mail and password', async () => {
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { host: HOST_B, authorization: `Bearer ${tokens.admin}` },
    })
    expect(me.statusCode).toBe(401)
    const onB = await signIn(HOST_B, STAFF_LOGINS.admin)
    expect(onB.statusCode).toBe(200)
    const meOnB = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: {
        host: HOST_B,
        authorization: `Bearer ${accessToken(onB)}`,
      },
    })
    const meOnA = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { host: HOST_A, authorization: `Bearer ${tokens.admin}` },
    })
    expect((meOnB.json() as { id: string }).id).not.toBe((meOnA.json() as { id: string }).id)
  })
})

describe('what a school’s host keeps apart', () => {
  it('paints each school’s public pages with its own groups', async () => {
    await database
      .schoolDb(SCHOOL_B)
      .update(groups)
      .set({ name: 'Mini Riders de B' })
      .where(eq(groups.name, 'Mini Riders'))
    const page = async (host: string) =>
      (await app.inject({ method: 'GET', url: '/schedule', headers: { host } })).body
    const onA = await page(HOST_A)
    const onB = await page(HOST_B)
    expect(onA).toContain('Mini Riders')
    expect(onA).not.toContain('Mini Riders de B')
    expect(onB).toContain('Mini Riders de B')
  })

  it('sends B’s families links on B’s host', async () => {
    const adminOnB = await signIn(HOST_B, STAFF_LOGINS.admin)
    const [guardian] = await ownerRows<{ id: string }>(
      sql`select id from users where school_id = ${SCHOOL_B} and rut = ${B_GUARDIAN_RUT}`,
    )
    const sent = await app.inject({
      method: 'POST',
      url: '/api/reminders/consents/send',
      headers: {
        host: HOST_B,
        authorization: `Bearer ${accessToken(adminOnB)}`,
      },
      payload: { guardian_id: guardian!.id, channel: 'whatsapp' },
    })
    expect(sent.statusCode).toBe(200)
    const text = decodeURIComponent(sent.payload)
    expect(text).toContain(`https://${HOST_B}/`)
    expect(text).not.toContain(HOST_A)
  })

  it('counts wrong passwords per school: an e-mail locked in B still signs in to A', async () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      await signIn(HOST_B, STAFF_LOGINS.teacher, 'no-es-la-clave', `10.1.0.${attempt}`)
    }
    const lockedOnB = await signIn(HOST_B, STAFF_LOGINS.teacher, DEMO_PASSWORD, '10.2.0.1')
    expect(lockedOnB.statusCode).toBe(429)
    const onA = await signIn(HOST_A, STAFF_LOGINS.teacher, DEMO_PASSWORD, '10.2.0.2')
    expect(onA.statusCode).toBe(200)
  })
})

describe('a host', () => {
  it('that is no school’s gets 404, on a page and on the API', async () => {
    const page = await app.inject({ method: 'GET', url: '/', headers: { host: 'otra.test' } })
    expect(page.statusCode).toBe(404)
    expect(page.payload).toContain('Esta dirección no corresponde a ninguna escuela.')
    const api = await app.inject({
      method: 'GET',
      url: '/api/public/site',
      headers: { host: 'otra.test' },
    })
    expect(api.statusCode).toBe(404)
    expect(api.json()).toEqual({
      code: 'SCHOOL_NOT_FOUND',
      detail: 'Esta dirección no corresponde a ninguna escuela.',
    })
  })

  it('of a suspended school gets 503 until it is active again', async () => {
    await database.owner.execute(
      sql`update schools set status = 'suspended' where id = ${SCHOOL_B}`,
    )
    app.schoolHosts.forget()
    const suspended = await app.inject({
      method: 'GET',
      url: '/api/public/site',
      headers: { host: HOST_B },
    })
    expect(suspended.statusCode).toBe(503)
    await database.owner.execute(sql`update schools set status = 'active' where id = ${SCHOOL_B}`)
    app.schoolHosts.forget()
    const active = await app.inject({
      method: 'GET',
      url: '/api/public/site',
      headers: { host: HOST_B },
    })
    expect(active.statusCode).toBe(200)
  })
})

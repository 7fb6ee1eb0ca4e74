// The API as a client generated from its OpenAPI document sees it: every documented operation is
// called on the demo school as an anonymous caller, a teacher and an admin (and, where the
// document allows it without a bearer token, as a recognised guardian), with path ids taken from
// the seed and values its schemas accept, plus one invalid body and one reused Idempotency-Key per
// write. Each answer's status must be documented for the operation, with its content type,
// required headers and body schema.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { previousBillingPeriod, todayInSantiago } from '#shared/dates.ts'
import { PORTAL_PROOF_COOKIE } from '#server/credentials/personal-link.ts'
import { DEMO_PASSWORD, seedDemoSchool } from '#server/seed/demo.ts'
import { DEMO_CHILD_BIRTH_DATE, DEMO_GUARDIAN_RUT } from '#server/seed/demo-people.ts'
import {
  classSessions,
  discountTiers,
  groups,
  invoices,
  paymentAttempts,
  users,
} from '#server/db/schema.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'
import { bearer, login } from './helpers/fixtures.ts'
import { atBank, startOn, wholeInvoice } from './payments/payment-app.ts'
import {
  createBodyChecker,
  disagreement,
  operationsOf,
  sampleOf,
  type DocumentedOperation,
  type Hint,
  type OpenApiDocument,
} from './helpers/openapi-conformance.ts'

type Caller = 'anonymous' | 'teacher' | 'admin' | 'guardian'

let ctx: TestContext
let clientDir: string
let document: OpenApiDocument
const headersOf: Record<Caller, Record<string, string>> = {
  anonymous: {},
  teacher: {},
  admin: {},
  guardian: {},
}
/** Real ids of the seed, by the kind of record a path segment or a property names. */
const ids: Record<string, string> = {}

async function idOf(query: Promise<{ id: string }[]>) {
  const [row] = await query
  if (!row) throw new Error('the demo school lacks a record the test needs')
  return row.id
}

const userId = (email: string) =>
  idOf(ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))
const userOfRole = (role: 'student') =>
  idOf(ctx.db.select({ id: users.id }).from(users).where(eq(users.role, role)).limit(1))

/** The demo guardian pays one pending invoice through the built-in Khipu simulator. */
async function payOneInvoice(guardianId: string): Promise<string> {
  const [invoice] = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.payer_id, guardianId), eq(invoices.status, 'pending')))
    .limit(1)
  if (!invoice) throw new Error('the demo guardian owes nothing')
  ids.invoice = invoice.id
  const started = await startOn(ctx.app, wholeInvoice(invoice, DEMO_GUARDIAN_RUT), '10.9.0.1')
  if (started.statusCode !== 200) throw new Error(`no payment: ${started.body}`)
  const url = started.json<{ simplified_transfer_url: string }>().simplified_transfer_url
  const paid = await atBank(ctx.app, url)
  if (paid.statusCode !== 303) throw new Error(`the simulator did not pay: ${paid.statusCode}`)
  const [attempt] = await ctx.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.invoice_id, invoice.id))
  return attempt!.payment_id
}

beforeAll(async () => {
  // A built client, so the PWA's fallback route is registered as in production.
  clientDir = mkdtempSync(join(tmpdir(), 'conformance-client-'))
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head></head></html>')
  ctx = await createTestApp({ clientDir })
  await seedDemoSchool(ctx.db)
  // Khipu's simulator is reached over real HTTP, as Khipu would be.
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  document = (await ctx.app.inject({ url: '/api/docs/json' })).json()

  for (const [caller, email] of [
    ['teacher', 'profesor@demo.cl'],
    ['admin', 'admin@demo.cl'],
  ] as const) {
    const session = await login(ctx.app, email, DEMO_PASSWORD)
    headersOf[caller] = bearer(session.token)
  }
  const recognised = await ctx.app.inject({
    method: 'POST',
    url: '/api/portal/recognize',
    payload: { rut: DEMO_GUARDIAN_RUT, birth_date: DEMO_CHILD_BIRTH_DATE },
    remoteAddress: '10.9.0.2',
  })
  const proof = recognised.cookies.find((cookie) => cookie.name === PORTAL_PROOF_COOKIE)
  if (!proof) throw new Error('the demo guardian was not recognised')
  headersOf.guardian = { cookie: `${PORTAL_PROOF_COOKIE}=${proof.value}` }

  const guardianId = await idOf(
    ctx.db.select({ id: users.id }).from(users).where(eq(users.rut, DEMO_GUARDIAN_RUT)),
  )
  Object.assign(ids, {
    admins: await userId('admin@demo.cl'),
    // The other teacher: deactivating the signed-in one would end the teacher's session.
    teachers: await userId('profesora@demo.cl'),
    users: await userId('profesora@demo.cl'),
    students: await userOfRole('student'),
    supporters: guardianId,
    groups: await idOf(ctx.db.select({ id: groups.id }).from(groups).limit(1)),
    class_sessions: await idOf(
      ctx.db.select({ id: classSessions.id }).from(classSessions).limit(1),
    ),
    discount_tiers: await idOf(
      ctx.db.select({ id: discountTiers.id }).from(discountTiers).limit(1),
    ),
    receipts: await payOneInvoice(guardianId),
  })
  ids.invoices = ids.invoice!
})
afterAll(async () => {
  await ctx?.close()
  rmSync(clientDir, { recursive: true, force: true })
})

/** The seed's id for a path parameter: by its name (`studentId`) or the segment before it. */
function pathValue(path: string, name: string): string {
  if (name === 'rut') return encodeURIComponent(DEMO_GUARDIAN_RUT)
  const named = /^(.*)Id$/.exec(name)?.[1]
  if (named) return ids[`${named === 'session' ? 'class_session' : named}s`] ?? crypto.randomUUID()
  const segment = path.split(`/{${name}}`)[0]!.split('/').pop()!
  return ids[segment] ?? crypto.randomUUID()
}

/** Request values the schemas allow, made real where a name says what they are. */
const hint: Hint = (name, schema) => {
  if (schema.type !== 'string' && !(schema.type === 'array' && /_ids$/.test(name))) {
    return name === 'billing_period' ? previousBillingPeriod() : undefined
  }
  const kind = /^(.*?)_ids?$/.exec(name)?.[1]
  if (kind) {
    const id = ids[`${kind === 'session' ? 'class_session' : kind}s`] ?? ids[kind]
    if (id) return schema.type === 'array' ? [id] : id
  }
  if (name === 'email') return `cliente.${crypto.randomUUID().slice(0, 8)}@ejemplo.cl`
  if (name === 'phone') return '+56912345678'
  if (name === 'birth_date') return DEMO_CHILD_BIRTH_DATE
  if (/_(date|on)$/.test(name)) return todayInSantiago()
  if (/_at$/.test(name)) return new Date().toISOString()
  if (name === 'rut' || name === 'payer_rut') return DEMO_GUARDIAN_RUT
  if (name === 'billing_period') return previousBillingPeriod()
  if (name === 'idempotency-key') return crypto.randomUUID()
  return undefined
}

/** Whether every way in the document gives to the operation takes a staff bearer token. */
function staffOnly({ security = document.security ?? [] }: DocumentedOperation['operation']) {
  return security.length > 0 && security.every((entry) => 'bearerAuth' in entry)
}

interface Call {
  caller: Caller
  label: string
  url: string
  headers: Record<string, string>
  payload?: string
}

function callsFor({ method, path, operation }: DocumentedOperation): Call[] {
  const parameters = operation.parameters ?? []
  const url = path.replace(/\{([^}]+)\}/g, (_all, name: string) => pathValue(path, name))
  const query = new URLSearchParams()
  const headers: Record<string, string> = {}
  for (const parameter of parameters) {
    if (!parameter.required && parameter.in !== 'header') continue
    const value = sampleOf(parameter.schema, hint, parameter.name.toLowerCase())
    if (value === undefined) continue
    if (parameter.in === 'query') query.set(parameter.name, String(value))
    if (parameter.in === 'header') headers[parameter.name.toLowerCase()] = String(value)
  }
  const target = query.size ? `${url}?${query}` : url
  const json = operation.requestBody?.content['application/json']?.schema
  if (json) headers['content-type'] = 'application/json'
  const payload = json ? JSON.stringify(sampleOf(json, hint)) : undefined
  const callers: Caller[] = ['anonymous', 'teacher', 'admin']
  if (!staffOnly(operation)) callers.push('guardian')
  const calls: Call[] = callers.map((caller) => ({
    caller,
    label: caller,
    url: target,
    headers: { ...headers, ...headersOf[caller] },
    payload,
  }))
  if (json) {
    calls.push({
      caller: 'admin',
      label: 'admin, invalid body',
      url: target,
      headers: { ...headers, ...headersOf.admin },
      payload: JSON.stringify({ unknown_field: [] }),
    })
  }
  if (method !== 'get') {
    // Any client may send an Idempotency-Key with a write; the same key again for another
    // request (here the same path with a trailing slash, which the router ignores) must be
    // answered as documented too.
    const key = { 'idempotency-key': crypto.randomUUID() }
    const admin = calls.find((call) => call.label === 'admin')!
    Object.assign(admin.headers, key)
    const [path, search] = target.split('?')
    calls.push({
      ...admin,
      label: 'admin, same Idempotency-Key for another request',
      url: `${path}/${search ? `?${search}` : ''}`,
    })
  }
  return calls
}

/** Reads first, then writes, deletions after them and the end of the session last. */
const ORDER = ['get', 'post', 'put', 'patch', 'delete']
const rank = ({ method, path }: DocumentedOperation) =>
  (path.endsWith('/logout') ? 10 : 0) + ORDER.indexOf(method)

describe('the API as its OpenAPI document describes it', () => {
  it('describes the API only, not the web app the same server hands out', async () => {
    const pages = await ctx.app.inject({ url: '/alumnos' })
    expect(pages.headers['content-type']).toMatch(/^text\/html/)
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([])
  })

  it('answers every documented operation, for every caller, as documented', async () => {
    const operations = operationsOf(document).sort((a, b) => rank(a) - rank(b))
    expect(operations.length).toBeGreaterThan(50)
    const checkBody = createBodyChecker(document)
    const failures: string[] = []
    let calls = 0
    for (const operation of operations) {
      for (const call of callsFor(operation)) {
        calls += 1
        const answer = await ctx.app.inject({
          method: operation.method.toUpperCase() as 'GET',
          url: call.url,
          headers: call.headers,
          payload: call.payload,
        })
        const problem = disagreement(operation.operation, answer, checkBody)
        const name = `${operation.method.toUpperCase()} ${operation.path} (${call.label})`
        if (problem) failures.push(`${name}: ${problem}`)
      }
    }
    expect(calls).toBeGreaterThan(3 * operations.length)
    expect(failures).toEqual([])
  })

  it('documents a throttled answer with the Retry-After a client waits for', async () => {
    const recognize = operationsOf(document).find(
      ({ method, path }) => method === 'post' && path.endsWith('/portal/recognize'),
    )!
    const payload = { rut: DEMO_GUARDIAN_RUT, birth_date: '2001-01-01' }
    let answer
    for (let attempt = 0; attempt < 10; attempt += 1) {
      answer = await ctx.app.inject({
        method: 'POST',
        url: recognize.path,
        payload,
        remoteAddress: '10.9.0.3',
      })
      if (answer.statusCode === 429) break
    }
    expect(answer?.statusCode).toBe(429)
    const documented = recognize.operation.responses['429']?.headers ?? {}
    expect(documented['Retry-After']).toMatchObject({ required: true })
    expect(Number(answer!.headers['retry-after'])).toBeGreaterThan(0)
    expect(disagreement(recognize.operation, answer!, createBodyChecker(document))).toBeNull()
  })
})

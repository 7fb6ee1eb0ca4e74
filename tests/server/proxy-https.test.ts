// Behind a reverse proxy that terminates HTTPS and forwards `Host: 127.0.0.1:3000` (nginx's
// default), the cookies still carry Secure and the answers HSTS: whether the user is on HTTPS is
// read from PUBLIC_URL and the trusted X-Forwarded-Proto, never from Host.
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import type { DbHandle } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'
import { TEST_PASSWORD, seedUser } from './helpers/fixtures.ts'
import { openTestDatabase, firstSchoolDb } from './helpers/test-app.ts'
import { seedFamily } from './payments/billing-fixtures.ts'

let database: DbHandle
let app: App | undefined
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())
afterEach(async () => {
  await app?.close()
  app = undefined
})

/** A server with this environment on the file's database. */
async function start(env: Record<string, string>) {
  const config = loadConfig({
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    DATA_DIR: '/nonexistent/data',
    CLIENT_DIR: '/nonexistent/client',
    LOG_LEVEL: 'silent',
    DEMO: '0',
    ...env,
  })
  app = await buildApp({ config, db: database.db })
  await app.ready()
  return { app, db: firstSchoolDb(database) }
}

const PROXY = { NODE_ENV: 'production', TRUST_PROXY: '1', PUBLIC_URL: 'https://pagos.example.cl' }
/** What nginx sends by default with `proxy_pass http://127.0.0.1:3000` behind TLS. */
const FROM_PROXY = { host: '127.0.0.1:3000', 'x-forwarded-proto': 'https' }

let client = 0

/** The three cookies the server sets (sign-in's two, the portal's proof) and a plain answer. */
async function cookiesAndHsts(
  { app, db }: { app: App; db: DbHandle['db'] },
  headers: Record<string, string>,
) {
  // NOTE: each test from its own address: the route limits are counted in the shared database.
  const remoteAddress = `127.0.0.${++client}`
  const staff = await seedUser(db, { role: 'admin' })
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers,
    remoteAddress,
    payload: { email: staff.email, password: TEST_PASSWORD },
  })
  expect(login.statusCode).toBe(200)
  const { guardian, students } = await seedFamily(db)
  await db.update(users).set({ birth_date: '2015-03-14' }).where(eq(users.id, students[0]!.id))
  const recognized = await app.inject({
    method: 'POST',
    url: '/api/portal/recognize',
    headers,
    remoteAddress,
    payload: { rut: guardian.rut, birth_date: '2015-03-14' },
  })
  expect(recognized.json()).toEqual({ recognized: true })
  const health = await app.inject({ url: '/api/health', headers, remoteAddress })
  const secure = Object.fromEntries(
    [...login.cookies, ...recognized.cookies].map((c) => [c.name, c.secure === true]),
  )
  return { secure, hsts: health.headers['strict-transport-security'] }
}

describe('behind a TLS-terminating proxy that forwards Host: 127.0.0.1', () => {
  it('marks bs_refresh, bs_device and bs_portal Secure and sends HSTS', async () => {
    const seen = await cookiesAndHsts(await start(PROXY), FROM_PROXY)
    expect(seen.secure).toEqual({ bs_refresh: true, bs_device: true, bs_portal: true })
    expect(seen.hsts).toBe('max-age=31536000; includeSubDomains')
  })

  it('knows HTTPS from the trusted X-Forwarded-Proto alone when PUBLIC_URL is not set', async () => {
    const { PUBLIC_URL: _unset, ...withoutPublicUrl } = PROXY
    const seen = await cookiesAndHsts(await start(withoutPublicUrl), FROM_PROXY)
    expect(seen.secure).toEqual({ bs_refresh: true, bs_device: true, bs_portal: true })
    expect(seen.hsts).toMatch(/max-age=31536000/)
  })
})

describe('without TRUST_PROXY', () => {
  it('a forged X-Forwarded-Proto changes nothing: plain HTTP stays without Secure and HSTS', async () => {
    const server = await start({ NODE_ENV: 'production' })
    const seen = await cookiesAndHsts(server, FROM_PROXY)
    expect(seen.secure).toEqual({ bs_refresh: false, bs_device: false, bs_portal: false })
    expect(seen.hsts).toBeUndefined()
  })

  it('nor does a Host that is not localhost: Host never decides', async () => {
    const server = await start({ NODE_ENV: 'production' })
    const seen = await cookiesAndHsts(server, { host: 'escuela.example.cl' })
    expect(seen.secure).toEqual({ bs_refresh: false, bs_device: false, bs_portal: false })
    expect(seen.hsts).toBeUndefined()
  })

  it('an https PUBLIC_URL makes every cookie Secure and sends HSTS, even to Host: localhost', async () => {
    const server = await start({ NODE_ENV: 'production', PUBLIC_URL: 'https://pagos.example.cl' })
    const seen = await cookiesAndHsts(server, { host: 'localhost:3000' })
    expect(seen.secure).toEqual({ bs_refresh: true, bs_device: true, bs_portal: true })
    expect(seen.hsts).toMatch(/max-age=31536000/)
  })
})

describe('local development over http://localhost without PUBLIC_URL', () => {
  it('keeps working: no Secure (the browser would drop the cookies) and no HSTS', async () => {
    const seen = await cookiesAndHsts(await start({}), { host: 'localhost:3000' })
    expect(seen.secure).toEqual({ bs_refresh: false, bs_device: false, bs_portal: false })
    expect(seen.hsts).toBeUndefined()
  })
})

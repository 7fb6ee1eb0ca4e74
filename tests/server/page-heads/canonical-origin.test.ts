// A production server names its public pages' absolute address (canonical, og:url, the sitemap)
// from what it knows of itself, the school's own host or PUBLIC_URL, never from the request's
// Host, which the client writes and caches keep: without either it names none, and says so once
// at start.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { schoolDomains, schools } from '#server/db/schema.ts'
import { prepareServer } from '#server/startup.ts'
import {
  capturedLog,
  createTestApp,
  openTestDatabase,
  type TestContext,
} from '../helpers/test-app.ts'

const INDEX =
  '<!doctype html><html lang="es-CL"><head><meta charset="UTF-8" /><title>Build</title></head>' +
  '<body><div id="root"></div></body></html>'
const ATTACKER = 'atacante.example'
const SCHOOL_B = '00000000-0000-4000-8000-0000000000b4'
const HOST_B = 'escuela-b.example.cl'

let clientDir: string
beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'bs-canonical-'))
  writeFileSync(join(clientDir, 'index.html'), INDEX)
})
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

const get = (ctx: TestContext, url: string, host: string) =>
  ctx.app.inject({ url, headers: { host } })

describe('in production without PUBLIC_URL, a school without a host of its own', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp({ clientDir, nodeEnv: 'production' }, { singleSchool: true })
  })
  afterAll(() => ctx.close())

  it('names no canonical address and no og:url, and nothing of the request’s Host', async () => {
    const page = await get(ctx, '/plans', ATTACKER)
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toContain(ATTACKER)
    expect(page.body).not.toContain('rel="canonical"')
    expect(page.body).not.toContain('og:url')
    expect(page.body).toContain('<title>')
  })

  it('answers robots.txt without a sitemap, and no sitemap', async () => {
    const robots = await get(ctx, '/robots.txt', ATTACKER)
    expect(robots.statusCode).toBe(200)
    expect(robots.body).not.toContain(ATTACKER)
    expect(robots.body).not.toContain('Sitemap:')
    expect((await get(ctx, '/sitemap.xml', ATTACKER)).statusCode).toBe(404)
  })
})

describe('in production without PUBLIC_URL, a school with a host of its own', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp({ clientDir, nodeEnv: 'production' }, { singleSchool: true })
    await ctx.owner.insert(schools).values({ id: SCHOOL_B, name: 'Escuela B' })
    await ctx.owner.insert(schoolDomains).values([
      { host: HOST_B, school_id: SCHOOL_B },
      { host: 'localhost', school_id: '00000000-0000-4000-8000-000000000001' },
    ])
  })
  afterAll(() => ctx.close())

  it('takes the address from the school’s host, whatever port or case the request says', async () => {
    const page = await get(ctx, '/plans', `ESCUELA-B.example.cl:6666`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`<link rel="canonical" href="https://${HOST_B}/plans">`)
    expect(page.body).toContain(`<meta property="og:url" content="https://${HOST_B}/plans">`)
    expect(page.body).not.toContain('6666')
    const sitemap = await get(ctx, '/sitemap.xml', `${HOST_B}:6666`)
    expect(sitemap.body).toContain(`<loc>https://${HOST_B}/plans</loc>`)
    expect(sitemap.body).not.toContain('6666')
  })
})

describe('starting in production without PUBLIC_URL or a host', () => {
  it('warns once that the public pages name no address of their own', async () => {
    const database = await openTestDatabase({ singleSchool: true })
    const { lines, stream } = capturedLog()
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: '/nonexistent/data',
      CLIENT_DIR: clientDir,
    })
    const started = await prepareServer({ config, database, logger: { level: 'warn', stream } })
    try {
      const warnings = lines.filter((line) => line.includes('og:url'))
      expect(warnings).toHaveLength(1)
    } finally {
      await started.app.close()
      await database.close()
    }
  })
})

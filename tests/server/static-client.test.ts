import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
let clientDir: string
const INDEX = '<!doctype html><title>Escuela</title><div id="root"></div>'
const MAP = '{"version":3,"sources":["../src/app/main.tsx"],"sourcesContent":["secret"]}'

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'bs-client-'))
  mkdirSync(join(clientDir, 'assets'))
  writeFileSync(join(clientDir, 'index.html'), INDEX)
  writeFileSync(join(clientDir, 'assets', 'main-3f9a1c.js'), 'console.log(1)')
  writeFileSync(join(clientDir, 'assets', 'main-3f9a1c.js.map'), MAP)
  writeFileSync(join(clientDir, 'sw.js'), 'self.skipWaiting()')
  ctx = await createTestApp({ clientDir })
})
afterAll(async () => {
  await ctx.close()
  rmSync(clientDir, { recursive: true, force: true })
})

describe('built PWA', () => {
  it.each(['/students', '/students/abc/details', '/'])(
    'serves index.html for %s, revalidated',
    async (url) => {
      const response = await ctx.app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.body).toMatch(/^<!doctype html><div id="root"><\/div><title>[^<]+<\/title>/)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.headers['cache-control']).toBe('no-cache')
    },
  )

  it('serves hashed assets as immutable for a year', async () => {
    const response = await ctx.app.inject({ url: '/assets/main-3f9a1c.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers 404, not the page, for a build file that is not there (an old tab after a deploy)', async () => {
    for (const url of ['/assets/main-0ld.js', '/assets/main-0ld.css?v=2']) {
      const response = await ctx.app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).not.toMatch(/text\/html/)
    }
  })

  it('serves other files (the service worker) revalidated', async () => {
    const response = await ctx.app.inject({ url: '/sw.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('serves source maps outside production (developers debugging the build)', async () => {
    const response = await ctx.app.inject({ url: '/assets/main-3f9a1c.js.map' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(MAP)
  })

  it('does not count the build files against the rate limit (a service worker fetches them all)', async () => {
    const limited = await createTestApp({ clientDir, rateLimitPerMinute: 5 })
    try {
      for (let i = 0; i < 12; i++) {
        const script = await limited.app.inject({ url: '/assets/main-3f9a1c.js' })
        expect(script.statusCode, `file request ${i + 1}`).toBe(200)
      }
      const pages = []
      for (let i = 0; i < 6; i++) pages.push((await limited.app.inject({ url: '/' })).statusCode)
      expect(pages).toEqual([200, 200, 200, 200, 200, 429])
    } finally {
      await limited.close()
    }
  })

  it('does not serve source maps in production', async () => {
    const production = await createTestApp({ clientDir, nodeEnv: 'production' })
    try {
      for (const url of ['/assets/main-3f9a1c.js.map', '/assets/main-3f9a1c.js.map?v=1']) {
        const response = await production.app.inject({ url })
        expect(response.statusCode, url).toBe(404)
        expect(response.body).not.toContain('sourcesContent')
      }
      const script = await production.app.inject({ url: '/assets/main-3f9a1c.js' })
      expect(script.statusCode).toBe(200)
    } finally {
      await production.close()
    }
  })

  it('still answers unknown /api paths with a JSON 404', async () => {
    const response = await ctx.app.inject({ url: '/api/students-nope' })
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('NOT_FOUND')
  })

  it('does not fall back for non-GET requests', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/students' })
    expect(response.statusCode).toBe(404)
  })
})

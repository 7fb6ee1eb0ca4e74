import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
let clientDir: string
const INDEX = '<!doctype html><title>Escuela</title><div id="root"></div>'

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'bs-client-'))
  mkdirSync(join(clientDir, 'assets'))
  writeFileSync(join(clientDir, 'index.html'), INDEX)
  writeFileSync(join(clientDir, 'assets', 'main-3f9a1c.js'), 'console.log(1)')
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
      expect(response.body).toBe(INDEX)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.headers['cache-control']).toBe('no-cache')
    },
  )

  it('serves hashed assets as immutable for a year', async () => {
    const response = await ctx.app.inject({ url: '/assets/main-3f9a1c.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('serves other files (the service worker) revalidated', async () => {
    const response = await ctx.app.inject({ url: '/sw.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
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

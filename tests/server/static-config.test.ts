// The built index.html as served: the school's configured identity and the optional analytics
// script written into <head> (escaped); the build's text files sent as the brotli or gzip copy
// the build wrote beside them, whichever the browser accepts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '#server/app.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Escuela</title>' +
  '<script type="module" src="/assets/index-1a2b3c.js"></script></head><body>' +
  `<noscript>${'Esta aplicación necesita JavaScript. '.repeat(30)}</noscript></body></html>`
const BIG_JS = `console.log(${JSON.stringify('ruedas '.repeat(2000))})`
const SW = `self.addEventListener('install', () => ${JSON.stringify('precache '.repeat(300))})`
// What the build writes beside each text file (vite.config.ts): its best brotli and gzip.
const BIG_JS_BR = brotliCompressSync(BIG_JS, {
  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
})
const BIG_JS_GZ = gzipSync(BIG_JS, { level: 9 })

const dirs: string[] = []
function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bs-client-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), INDEX)
  writeFileSync(join(dir, 'assets', 'index-1a2b3c.js'), BIG_JS)
  writeFileSync(join(dir, 'assets', 'index-1a2b3c.js.br'), BIG_JS_BR)
  writeFileSync(join(dir, 'assets', 'index-1a2b3c.js.gz'), BIG_JS_GZ)
  // The service worker is written after the build's compression step: it has no copies.
  writeFileSync(join(dir, 'sw.js'), SW)
  dirs.push(dir)
  return dir
}

let configured: TestContext
let plain: TestContext

beforeAll(async () => {
  configured = await createTestApp({
    clientDir: clientDir(),
    school: {
      name: 'Escuela "Cóndor" & <Amigos>',
      phone: '+56 9 8765 4321',
      email: 'hola@condor.cl',
    },
    analytics: { script_url: 'https://stats.example.cl/script.js', site_id: 'escuela' },
  })
  plain = await createTestApp({ clientDir: clientDir() })
})
afterAll(async () => {
  await configured.close()
  await plain.close()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('index.html with the configuration', () => {
  it.each(['/', '/payments/12.345.678-5', '/index.html'])(
    'carries the school and the analytics script at %s, before the app script',
    async (url) => {
      const body = (await configured.app.inject({ url })).body
      expect(body).toContain(
        '<meta name="school:name" content="Escuela &#34;Cóndor&#34; &#38; &#60;Amigos&#62;" />',
      )
      expect(body).toContain('<meta name="school:phone" content="+56 9 8765 4321" />')
      expect(body).toContain('<meta name="school:email" content="hola@condor.cl" />')
      const analytics =
        '<script defer src="https://stats.example.cl/script.js" data-site="escuela"></script>'
      expect(body.indexOf(analytics)).toBeGreaterThan(body.indexOf('<meta charset'))
      expect(body.indexOf(analytics)).toBeLessThan(body.indexOf('<script type="module"'))
    },
  )

  it('allows the analytics origin in the CSP only when configured', async () => {
    const withIt = await configured.app.inject({ url: '/' })
    expect(withIt.headers['content-security-policy']).toContain('https://stats.example.cl')
    const without = await plain.app.inject({ url: '/' })
    expect(without.headers['content-security-policy']).not.toContain('stats.example.cl')
  })

  it('loads no analytics script and only the default school name when nothing is configured', async () => {
    const body = (await plain.app.inject({ url: '/' })).body
    expect(body).not.toContain('<script defer')
    expect(body).toContain('<meta name="school:name" content="Escuela de prueba" />')
    expect(body).not.toContain('school:phone')
  })
})

describe('compressed text files', () => {
  const url = '/assets/index-1a2b3c.js'
  /** `path` from `app`, asked for by a browser that offers `acceptEncoding` (none: no header). */
  const fetchAccepting = (app: App, path: string, acceptEncoding?: string) =>
    app.inject({
      url: path,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    })
  const script = (acceptEncoding?: string) => fetchAccepting(plain.app, url, acceptEncoding)

  it("sends the build's brotli copy to a browser that accepts brotli", async () => {
    const response = await script('gzip, deflate, br')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/^text\/javascript/)
    expect(response.headers['vary']).toMatch(/accept-encoding/i)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // The file the build compressed at its highest level, not a copy compressed per request.
    expect(response.rawPayload.equals(BIG_JS_BR)).toBe(true)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_JS)
  })

  it("sends the build's gzip copy to a browser that accepts gzip but not brotli", async () => {
    const response = await script('gzip, deflate')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['content-type']).toMatch(/^text\/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.rawPayload.equals(BIG_JS_GZ)).toBe(true)
    expect(gunzipSync(response.rawPayload).toString()).toBe(BIG_JS)
  })

  it.each([undefined, 'identity'])(
    'sends the file itself when the browser accepts neither (accept-encoding: %s)',
    async (acceptEncoding) => {
      const response = await script(acceptEncoding)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(response.headers['content-type']).toMatch(/^text\/javascript/)
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(response.body).toBe(BIG_JS)
    },
  )

  it('compresses a file the build left without copies (the service worker) as it is sent', async () => {
    const response = await fetchAccepting(plain.app, '/sw.js', 'gzip')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(gunzipSync(response.rawPayload).toString()).toBe(SW)
  })

  it("sends a client route's index.html compressed, with the school's tags", async () => {
    const response = await fetchAccepting(configured.app, '/students', 'br')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    const html = brotliDecompressSync(response.rawPayload).toString()
    expect(html).toContain('<meta name="school:email" content="hola@condor.cl" />')
    expect(html).toBe((await configured.app.inject({ url: '/students' })).body)
  })

  it('answers 304 to a revalidation with the same ETag', async () => {
    const first = await plain.app.inject({ url: '/' })
    const etag = String(first.headers.etag)
    const again = await plain.app.inject({ url: '/', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('answers 304 to a revalidation of a build file with the same ETag', async () => {
    const first = await script('br')
    const again = await plain.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
  })
})

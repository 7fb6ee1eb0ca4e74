// The built index.html as served: the school's configured identity and the optional analytics
// script written into <head> (escaped), and text files sent gzipped with validators.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Escuela</title>' +
  '<script type="module" src="/assets/index-1a2b3c.js"></script></head><body></body></html>'
const BIG_JS = `console.log(${JSON.stringify('ruedas '.repeat(2000))})`

const dirs: string[] = []
function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bs-client-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), INDEX)
  writeFileSync(join(dir, 'assets', 'index-1a2b3c.js'), BIG_JS)
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
  it('sends an asset gzipped to a browser that accepts it, and plain otherwise', async () => {
    const url = '/assets/index-1a2b3c.js'
    const zipped = await plain.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } })
    expect(zipped.statusCode).toBe(200)
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers['content-type']).toMatch(/^text\/javascript/)
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(zipped.rawPayload.length).toBeLessThan(BIG_JS.length / 10)
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(BIG_JS)

    const identity = await plain.app.inject({ url })
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body).toBe(BIG_JS)
  })

  it('answers 304 to a revalidation with the same ETag', async () => {
    const first = await plain.app.inject({ url: '/' })
    const etag = String(first.headers.etag)
    const again = await plain.app.inject({ url: '/plans', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })
})

// The guardian's pages' HTML preloads the portal's chunk, its imports and its CSS (read from the
// build's manifest), so a phone fetches them with the entry script; other pages' HTML does not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>'
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_money-1.js': { file: 'assets/money-1.js' },
  '_portal-1.js': {
    file: 'assets/portal-1.js',
    name: 'portal',
    imports: ['_runtime-1.js', 'index.html', '_money-1.js'],
    css: ['assets/portal-1.css'],
  },
  'src/app/features/prices/pages/prices-page.tsx': { file: 'assets/prices-page-1.js' },
}

let ctx: TestContext
let clientDir: string
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'bs-client-'))
  mkdirSync(join(clientDir, 'assets'))
  mkdirSync(join(clientDir, '.vite'))
  writeFileSync(join(clientDir, 'index.html'), INDEX)
  writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  ctx = await createTestApp({ clientDir })
})
afterAll(async () => {
  await ctx.close()
  rmSync(clientDir, { recursive: true, force: true })
})

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => m[1])

describe("the guardian's pages' HTML", () => {
  it.each(['/payments', '/payments/12.345.678-5', '/payments/l/abc.def', '/payments-return/x'])(
    'preloads the portal chunk, its imports and its CSS at %s',
    async (url) => {
      const response = await ctx.app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(preloads(response.body).sort()).toEqual([
        '/assets/money-1.js',
        '/assets/portal-1.css',
        '/assets/portal-1.js',
        '/assets/runtime-1.js',
      ])
      expect(response.body.indexOf('rel="modulepreload"')).toBeGreaterThan(
        response.body.indexOf('<script type="module"'),
      )
    },
  )

  it.each(['/', '/paymentsx', '/today', '/students/1'])('preloads nothing at %s', async (url) => {
    expect(preloads((await ctx.app.inject({ url })).body)).toEqual([])
  })

  it('does not serve the build manifest', async () => {
    const response = await ctx.app.inject({ url: '/.vite/manifest.json' })
    expect(response.body).not.toContain('portal-1.js')
    expect(response.headers['content-type']).toMatch(/text\/html/)
  })
})

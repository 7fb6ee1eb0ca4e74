// What a link preview or a search engine reads in the HTML the server sends, without running any
// script: each public page's own title, description, preview image and schema.org data; the
// guardian's and the staff's pages kept out of search; robots.txt and the sitemap.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'

const INDEX =
  '<!doctype html><html lang="es-CL"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="de la build" /><title>De la build</title></head>' +
  '<body><div id="root"></div></body></html>'

let ctx: TestContext
let clientDir: string

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'bs-heads-'))
  writeFileSync(join(clientDir, 'index.html'), INDEX)
  ctx = await createTestApp({
    clientDir,
    publicUrl: 'https://escuela.example.cl',
    school: {
      name: 'Cóndor </script><script>alert(1)</script>',
      phone: '+56 9 8765 4321',
      email: 'hola@condor.cl',
      whatsapp: undefined,
    },
  })
})
afterAll(async () => {
  await ctx.close()
  rmSync(clientDir, { recursive: true, force: true })
})

/** The `content` of each `<meta property|name="key">` of a page, in order. */
function metaOf(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`, 'g')
  return [...html.matchAll(pattern)].map((match) => match[1]!)
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  const pattern = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g
  return [...html.matchAll(pattern)].map((match) => JSON.parse(match[1]!))
}

describe('the HTML of a public page', () => {
  it('/plans names itself for previews: title, description and an absolute image', async () => {
    const response = await ctx.app.inject({ url: '/plans' })
    expect(response.statusCode).toBe(200)
    const html = response.body
    const school = 'Cóndor &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;'
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain(`<title>Planes de entrenamiento | ${school}</title>`)
    expect(metaOf(html, 'og:title')).toEqual([`Planes de entrenamiento | ${school}`])
    expect(metaOf(html, 'description')).toHaveLength(1)
    // The school's own words for the page: its Planes intro.
    expect(metaOf(html, 'og:description')[0]).toMatch(/^Nuestros planes acompañan a cada ciclista/)
    expect(metaOf(html, 'og:image')).toEqual(['https://escuela.example.cl/og-image.png'])
    expect(metaOf(html, 'og:url')).toEqual(['https://escuela.example.cl/plans'])
    expect(html).toContain('<link rel="canonical" href="https://escuela.example.cl/plans">')
    expect(metaOf(html, 'robots')).toEqual([])
    expect(html).toContain('<div id="root"></div>')
  })

  it('the home page describes the school for search engines, safe from what its name holds', async () => {
    const html = (await ctx.app.inject({ url: '/' })).body
    expect(html).not.toContain('<script>alert(1)')
    const [school] = jsonLdOf(html)
    expect(school).toMatchObject({
      '@type': 'SportsActivityLocation',
      name: 'Cóndor </script><script>alert(1)</script>',
      url: 'https://escuela.example.cl/',
      telephone: '+56 9 8765 4321',
      email: 'hola@condor.cl',
    })
  })

  it("keeps the staff's and a guardian's pages out of search", async () => {
    for (const url of ['/students', '/payments/12345678-5', '/payments/l/secreto']) {
      const html = (await ctx.app.inject({ url })).body
      expect(metaOf(html, 'robots'), url).toEqual(['noindex'])
      expect(html, url).not.toContain('rel="canonical"')
      expect(html, url).not.toContain('application/ld+json')
    }
  })

  it('an unknown group page is a 404 (the app still shows its page)', async () => {
    const response = await ctx.app.inject({ url: '/schedule/no-existe' })
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('<div id="root"></div>')
    expect(metaOf(response.body, 'robots')).toEqual(['noindex'])
  })
})

describe('robots.txt and the sitemap', () => {
  it('robots.txt keeps the API and the guardian pages out and names the sitemap', async () => {
    const response = await ctx.app.inject({ url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain/)
    expect(response.body.split('\n')).toEqual(
      expect.arrayContaining([
        'Disallow: /api/',
        'Disallow: /payments/',
        'Sitemap: https://escuela.example.cl/sitemap.xml',
      ]),
    )
  })

  it('the sitemap lists the public pages at their absolute addresses', async () => {
    const response = await ctx.app.inject({ url: '/sitemap.xml' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/xml/)
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://escuela.example.cl/',
        'https://escuela.example.cl/schedule',
        'https://escuela.example.cl/plans',
        'https://escuela.example.cl/trial-class',
      ]),
    )
    expect(locs.some((loc) => loc!.includes('/payments/'))).toBe(false)
  })
})

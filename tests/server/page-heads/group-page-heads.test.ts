// A group's page and the schedule as WhatsApp, Facebook and search engines read them (no
// scripts): the demo school's group named in the title, described by its ages, days, place and
// price, with the school's preview image and schema.org Course data; the sitemap lists it; an
// admin's change shows in the next page this server sends.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { groups } from '#server/db/schema.ts'
import { seedDemoSchool } from '#server/seed/demo.ts'
import { bearer, login } from '../helpers/fixtures.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'

const INDEX =
  '<!doctype html><html lang="es-CL"><head><meta charset="UTF-8" /><title>Build</title></head>' +
  '<body><div id="root"></div></body></html>'

let ctx: TestContext
let clientDir: string
let admin: Record<string, string>

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'bs-group-heads-'))
  writeFileSync(join(clientDir, 'index.html'), INDEX)
  ctx = await createTestApp({ clientDir, publicUrl: 'https://escuela.example.cl' })
  await seedDemoSchool(ctx.db)
  admin = bearer((await login(ctx.app, 'admin@demo.cl', 'Demo1234!')).token)
})
afterAll(async () => {
  await ctx.close()
  rmSync(clientDir, { recursive: true, force: true })
})

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1]
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  )

describe("a group's page, read without scripts", () => {
  it('says which group, for whom, when, where and for how much', async () => {
    const response = await ctx.app.inject({ url: '/schedule/iniciacion-infantil' })
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(meta(html, 'og:title')).toBe('Iniciación Infantil | Escuela de prueba')
    expect(meta(html, 'og:description')).toMatch(
      /^7 a 10 años · martes y jueves 17:30 · Parque Mahuida, La Reina · \$10\.000 por clase/i,
    )
    expect(meta(html, 'og:image')).toBe('https://escuela.example.cl/og-image.png')
    expect(meta(html, 'og:url')).toBe('https://escuela.example.cl/schedule/iniciacion-infantil')
    const [course] = jsonLd(html)
    expect(course).toMatchObject({
      '@type': 'Course',
      name: 'Iniciación Infantil',
      offers: { '@type': 'Offer', price: 10000, priceCurrency: 'CLP' },
      hasCourseInstance: {
        courseMode: 'Onsite',
        location: { '@type': 'Place', name: 'Parque Mahuida, La Reina' },
        courseSchedule: {
          byDay: ['https://schema.org/Tuesday', 'https://schema.org/Thursday'],
          startTime: '17:30',
        },
      },
      audience: { suggestedMinAge: 7, suggestedMaxAge: 10 },
    })
  })

  it('the schedule carries every published group as a Course, and the sitemap lists their pages', async () => {
    const html = (await ctx.app.inject({ url: '/schedule' })).body
    expect(jsonLd(html).map((data) => data.name)).toEqual([
      'Avanzado Enduro',
      'Iniciación Infantil',
      'Intermedio Juvenil',
      'Mini Riders',
    ])
    const sitemap = (await ctx.app.inject({ url: '/sitemap.xml' })).body
    expect(sitemap).toContain('<loc>https://escuela.example.cl/schedule/mini-riders</loc>')
  })

  it("shows an admin's change in the next page, and an unpublished group is a 404", async () => {
    const [group] = await ctx.db
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.name, 'Mini Riders'))
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/groups/${group!.id}`,
      headers: admin,
      payload: { description: 'Primeras pedaleadas, con juegos.', published: false },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const page = await ctx.app.inject({ url: '/schedule/mini-riders' })
    expect(page.statusCode).toBe(404)
    expect(meta(page.body, 'robots')).toBe('noindex')
    const sitemap = (await ctx.app.inject({ url: '/sitemap.xml' })).body
    expect(sitemap).not.toContain('/schedule/mini-riders')
  })
})

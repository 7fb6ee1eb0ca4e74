// Photos for the public site: a JPEG or PNG is stored upright as WebP at most 1600 px wide (plus a
// 640 px copy) without its EXIF; the same photo twice is one row; a text file named .png, an SVG
// and a body over 8 MB are refused in Spanish and store nothing; the files are served with a
// year-long immutable cache, ahead of the PWA's catch-all.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import type { SiteImage } from '#shared/contract/site.ts'
import { siteMessages } from '#shared/i18n/site.ts'
import { siteImages } from '#server/db/schema.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'
import { expectDetail } from '../helpers/answers.ts'
import { bearer, login, seedUser } from '../helpers/fixtures.ts'

let ctx: TestContext
let adminToken: string
let teacherToken: string
let clientDir: string

beforeAll(async () => {
  // A built PWA, so its catch-all route is there for the image routes to win over.
  clientDir = mkdtempSync(join(tmpdir(), 'site-images-'))
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Escuela</title>')
  ctx = await createTestApp({ clientDir })
  adminToken = (await login(ctx.app, (await seedUser(ctx.db, { role: 'admin' })).email!)).token
  teacherToken = (await login(ctx.app, (await seedUser(ctx.db, { role: 'teacher' })).email!)).token
})
afterAll(async () => {
  await ctx.close()
  rmSync(clientDir, { recursive: true, force: true })
})

const upload = (payload: Buffer | string, type: string, token = adminToken) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/site/images',
    headers: { ...bearer(token), 'content-type': type },
    payload,
  })
const rowCount = async () => (await ctx.db.select({ id: siteImages.id }).from(siteImages)).length

/** A photo as a phone takes it: landscape pixels, turned by its EXIF, with a maker note. */
const phonePhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a7' } })
    .withExif({ IFD0: { Make: 'Telefono', Copyright: 'Familia Soto' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer()

describe('site images', () => {
  it('stores a JPEG upright, as WebP at most 1600 px wide without its EXIF, plus a 640 px copy', async () => {
    const answer = await upload(await phonePhoto(), 'image/jpeg')
    expect(answer.statusCode).toBe(201)
    const image = answer.json<SiteImage>()
    // Orientation 6 turns the 3000×2000 photo upright: 2000×3000, then 1600 wide.
    expect(image).toMatchObject({ width: 1600, height: 2400, small_width: 640, small_height: 960 })
    const file = await ctx.app.inject({ method: 'GET', url: image.url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/webp')
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(file.headers.etag).toEqual(expect.any(String))
    const served = await sharp(file.rawPayload).metadata()
    expect(served).toMatchObject({ format: 'webp', width: 1600, height: 2400 })
    expect(served.exif).toBeUndefined()
    expect(served.orientation).toBeUndefined()
    const small = await ctx.app.inject({ method: 'GET', url: image.small_url })
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 })
    const again = await ctx.app.inject({
      method: 'GET',
      url: image.url,
      headers: { 'if-none-match': file.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
  })

  it('stores a small PNG at its own width, and the same upload twice as one row', async () => {
    const png = await sharp({
      create: { width: 400, height: 300, channels: 4, background: '#fff' },
    })
      .png()
      .toBuffer()
    const first = (await upload(png, 'image/png')).json<SiteImage>()
    const before = await rowCount()
    const second = await upload(png, 'image/png')
    expect(second.statusCode).toBe(201)
    expect(second.json<SiteImage>()).toEqual(first)
    expect(first).toMatchObject({ width: 400, height: 300 })
    expect(await rowCount()).toBe(before)
  })

  it('refuses a text file named .png, an SVG, a GIF, a tiny image and a body over 8 MB, storing nothing', async () => {
    const before = await rowCount()
    expectDetail(
      await upload('hola, no soy una foto', 'image/png'),
      400,
      siteMessages.imageNotAnImage,
    )
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>'
    expectDetail(await upload(svg, 'image/svg+xml'), 400, siteMessages.imageTypeNotAllowed)
    const gif = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#000' },
    })
      .gif()
      .toBuffer()
    expectDetail(await upload(gif, 'image/gif'), 400, siteMessages.imageTypeNotAllowed)
    const tiny = await sharp({
      create: { width: 100, height: 100, channels: 3, background: '#000' },
    })
      .jpeg()
      .toBuffer()
    expectDetail(await upload(tiny, 'image/jpeg'), 400, siteMessages.imageTooNarrow(200))
    const huge = await upload(Buffer.alloc(8 * 1024 * 1024 + 1, 1), 'image/jpeg')
    expectDetail(huge, 413, siteMessages.imageTooLarge(8))
    expect(huge.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' })
    expect(await rowCount()).toBe(before)
  })

  it('a teacher may not upload', async () => {
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#f00' },
    })
      .png()
      .toBuffer()
    const before = await rowCount()
    expect((await upload(png, 'image/png', teacherToken)).statusCode).toBe(403)
    expect(await rowCount()).toBe(before)
  })

  it('answers 404 for an unknown image name, not the PWA', async () => {
    for (const url of ['/site-images/' + 'a'.repeat(64) + '.webp', '/site-images/logo.png']) {
      const answer = await ctx.app.inject({ method: 'GET', url })
      expect(answer.statusCode).toBe(404)
      expect(answer.headers['content-type']).toContain('application/json')
    }
  })
})

// What a phone reads when it installs the app: the built manifest has a stable id and a narrow and
// a wide screenshot of the right sizes, and the page links a 180×180 PNG apple-touch-icon (an
// iPhone ignores an SVG one).
import { describe, expect, it } from 'vitest'
import { newContext, PHONE } from './support/browser.ts'
import { useServerAndBrowser } from './support/suite.ts'

const suite = useServerAndBrowser()

interface Manifest {
  id?: string
  start_url: string
  screenshots?: { src: string; sizes: string; type: string; form_factor?: string }[]
}

describe('installing the app', () => {
  it('the manifest has an id and a narrow and a wide screenshot of the sizes it says', async () => {
    const response = await fetch(`${suite.server.url}/manifest.webmanifest`)
    expect(response.status).toBe(200)
    const manifest = (await response.json()) as Manifest
    expect(manifest.id).toBe('/today')
    expect(manifest.screenshots?.map((s) => [s.form_factor, s.sizes])).toEqual([
      ['narrow', '390x844'],
      ['wide', '1440x900'],
    ])
    const context = await newContext(suite.browser, suite.server.url, PHONE)
    const page = await context.newPage()
    await page.goto(`${suite.server.url}/`)
    for (const shot of manifest.screenshots!) {
      const size = await page.evaluate(async (src) => {
        const image = new Image()
        image.src = src
        await image.decode()
        return `${image.naturalWidth}x${image.naturalHeight}`
      }, shot.src)
      expect(size).toBe(shot.sizes)
    }
    await context.close()
  })

  it('the page links a 180×180 PNG apple-touch-icon', async () => {
    const context = await newContext(suite.browser, suite.server.url, PHONE)
    const page = await context.newPage()
    await page.goto(`${suite.server.url}/`)
    const icon = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')
      if (!link) return null
      const response = await fetch(link.href)
      const image = new Image()
      image.src = link.href
      await image.decode()
      return {
        type: response.headers.get('content-type'),
        sizes: link.getAttribute('sizes'),
        size: `${image.naturalWidth}x${image.naturalHeight}`,
      }
    })
    expect(icon).toEqual({ type: 'image/png', sizes: '180x180', size: '180x180' })
    await context.close()
  })
})

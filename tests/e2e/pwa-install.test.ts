// What a phone reads when it installs the app: the built manifest has a stable id and a narrow and
// a wide screenshot of the right sizes, and the page links a 180×180 PNG apple-touch-icon (an
// iPhone ignores an SVG one). After a teacher signs in, the app suggests installing it once: the
// browser's own prompt behind our button (Android, Chromium), the steps by hand on an iPhone;
// never when it already runs installed. And a new build: 'Nueva versión disponible · Actualizar'
// puts the new service worker in control.
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FieldServer } from './offline-helpers.ts'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { newContext, PHONE, screenshotsAtBothSizes } from './support/browser.ts'
import { signIn } from './support/staff.ts'
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

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** A phone; `iphone`: Safari's user agent; `installed`: the app runs from the home screen. */
async function phone({ iphone = false, installed = false } = {}): Promise<BrowserContext> {
  const context = await suite.browser.newContext({
    baseURL: suite.server.url,
    viewport: PHONE,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    ...(iphone ? { userAgent: IPHONE_SAFARI, hasTouch: true } : {}),
  })
  if (installed) {
    await context.addInitScript(() => {
      const real = window.matchMedia.bind(window)
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...real(query), matches: true, media: query } as MediaQueryList)
          : real(query)
    })
  }
  return context
}

/** What Chromium does when the app can be installed: it offers its prompt (here, a stand-in). */
function offerBrowserPrompt(page: Page) {
  return page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true })
    const w = window as unknown as { prompted?: number }
    Object.assign(event, {
      prompt: () => {
        w.prompted = (w.prompted ?? 0) + 1
        return Promise.resolve()
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    })
    window.dispatchEvent(event)
  })
}

const suggestion = (page: Page) => page.getByRole('region', { name: 'Instalar la app' })

async function teacherOnHoy(page: Page, email = 'profesor@demo.cl') {
  await signIn(page, email, { timeout: 30_000 })
  await page.getByRole('heading', { level: 1 }).first().waitFor()
}

const shotOfSuggestion = (page: Page, name: string) =>
  screenshotsAtBothSizes(page, name, () => page.evaluate(() => scrollTo(0, 0)))

describe('the install suggestion after a teacher signs in', () => {
  it("on Android offers the browser's prompt with our button, once", async () => {
    const context = await phone()
    const page = await context.newPage()
    await teacherOnHoy(page)
    await offerBrowserPrompt(page)
    const offer = suggestion(page)
    await offer.waitFor()
    expect(await offer.innerText()).toContain('Instala la app en tu teléfono')
    expect(await offer.innerText()).toContain(
      'Ábrela desde la pantalla de inicio, también sin señal.',
    )
    await expectNoSeriousA11yViolations(page, { screen: 'install suggestion (Android)' })
    await shotOfSuggestion(page, 'install-android')

    await offer.getByRole('button', { name: 'Instalar', exact: true }).click()
    await offer.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1)

    // Not again on this phone, even when the browser offers its prompt again.
    await page.reload()
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await offerBrowserPrompt(page)
    await page.getByRole('heading', { level: 1, name: 'Hoy' }).waitFor()
    expect(await suggestion(page).count()).toBe(0)
    await context.close()
  })

  it('on an iPhone gives the steps by hand; closed, it is not shown again', async () => {
    const context = await phone({ iphone: true })
    const page = await context.newPage()
    await teacherOnHoy(page)
    const offer = suggestion(page)
    await offer.waitFor()
    expect(await offer.innerText()).toContain('Toca Compartir y luego Agregar a inicio.')
    await expectNoSeriousA11yViolations(page, { screen: 'install suggestion (iPhone)' })
    await shotOfSuggestion(page, 'install-iphone')

    await offer.getByRole('button', { name: 'Entendido' }).click()
    await offer.waitFor({ state: 'detached' })
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Hoy' }).waitFor()
    expect(await suggestion(page).count()).toBe(0)
    await context.close()
  })

  it('is not shown when the app already runs installed, nor to an admin', async () => {
    const installed = await phone({ iphone: true, installed: true })
    const page = await installed.newPage()
    await teacherOnHoy(page)
    await offerBrowserPrompt(page)
    await page.getByRole('heading', { level: 1, name: 'Hoy' }).waitFor()
    expect(await suggestion(page).count()).toBe(0)
    await installed.close()

    const office = await phone({ iphone: true })
    const adminPage = await office.newPage()
    await teacherOnHoy(adminPage, 'admin@demo.cl')
    await adminPage.getByRole('heading', { level: 1, name: 'Resumen mensual' }).waitFor()
    expect(await suggestion(adminPage).count()).toBe(0)
    await office.close()
  })
})

describe('a new build', () => {
  // The server serves a copy of the build, so the test can change it while the phone has the app
  // (without the public pages' renderer: those pages are then drawn in the browser).
  const dir = mkdtempSync(join(tmpdir(), 'bike-school-update-'))
  let server: FieldServer
  beforeAll(async () => {
    const dist = new URL('../../dist/client', import.meta.url).pathname
    cpSync(dist, join(dir, 'client'), { recursive: true })
    server = await FieldServer.create({ CLIENT_DIR: join(dir, 'client') })
  }, 200_000)
  afterAll(async () => {
    await server?.dispose()
    rmSync(dir, { recursive: true, force: true })
  })

  it("shows 'Nueva versión disponible', and 'Actualizar' puts the new version in control", async () => {
    const context = await newContext(suite.browser, server.url, PHONE)
    const page = await context.newPage()
    await signIn(page, 'profesor@demo.cl', { timeout: 30_000 })
    await page.waitForURL('**/today')
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, {
      timeout: 60_000,
      polling: 250,
    })
    const build = () =>
      page.evaluate(async () => (await fetch('/__e2e-build')).headers.get('x-e2e-build'))
    expect(await build()).toBeNull()

    // The new build: its service worker differs (here by one answer it gives).
    const sw = join(dir, 'client', 'sw.js')
    expect(readFileSync(sw, 'utf8')).toContain('SKIP_WAITING')
    appendFileSync(
      sw,
      "\nself.addEventListener('fetch', (e) => { if (new URL(e.request.url).pathname === '/__e2e-build')" +
        " e.respondWith(new Response('2', { headers: { 'x-e2e-build': '2' } })) })\n",
    )
    // A compressed copy beside it would be served instead.
    for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(dir, 'client', copy), { force: true })

    // The app checks for it (a phone does on each navigation and every so often).
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update()
    })
    const toast = page.getByRole('status').filter({ hasText: 'Nueva versión disponible' })
    await toast.waitFor({ timeout: 60_000 })
    await screenshotsAtBothSizes(page, 'update-prompt', async () => {})
    expect(await build()).toBeNull()

    const reloaded = page.waitForEvent('load', { timeout: 60_000 })
    await toast.getByRole('button', { name: 'Actualizar' }).click()
    await reloaded
    await page.getByRole('heading', { level: 1, name: 'Hoy' }).waitFor({ timeout: 30_000 })
    await expect.poll(build, { timeout: 30_000 }).toBe('2')
    await context.close()
  }, 300_000)
})

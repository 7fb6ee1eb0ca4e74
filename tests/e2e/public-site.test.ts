// The public site in Chromium against the real server: navigation bar, footer, the hamburger menu
// on a phone, each page's title and key facts, the school's identity and the analytics script
// taken from the server's configuration.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser.ts'
import { startServer, type RunningServer } from './support/server.ts'

const SCHOOL = {
  SCHOOL_NAME: 'Escuela Cóndor & Amigos',
  SCHOOL_PHONE: '+56 9 8765 4321',
  SCHOOL_EMAIL: 'hola@condor.cl',
}

// A stand-in analytics provider on another origin: its script records the page views it receives.
const ANALYTICS_JS = `window.__pageViews = [];
window.__analyticsSite = document.currentScript.dataset.site;
window.addEventListener('bikeschool:pageview', (e) => window.__pageViews.push(e.detail.path));`

interface Recorder {
  __pageViews: string[]
  __analyticsSite: string
}

let analytics: Server
let server: RunningServer
let browser: Browser

beforeAll(async () => {
  analytics = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(ANALYTICS_JS)
  })
  await new Promise<void>((resolve) => analytics.listen(0, '127.0.0.1', resolve))
  const { port } = analytics.address() as AddressInfo
  ;[server, browser] = await Promise.all([
    startServer({
      ...SCHOOL,
      ANALYTICS_SCRIPT_URL: `http://127.0.0.1:${port}/script.js`,
      ANALYTICS_SITE_ID: 'escuela-demo',
    }),
    launchBrowser(),
  ])
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await new Promise((resolve) => analytics?.close(resolve))
})

/** A page once the app has taken over what the server painted (its menu, links and forms). */
async function openPage(path: string, viewport = DESKTOP): Promise<Page> {
  const context = await newContext(browser, server.url, viewport)
  const page = await context.newPage()
  await page.goto(path, { waitUntil: 'networkidle' })
  return page
}

describe('public site', () => {
  it("shows the school's configured name, phone and e-mail in the header and footer", async () => {
    const page = await openPage('/')
    await expect
      .poll(() => page.getByRole('banner').innerText())
      .toContain('Escuela Cóndor & Amigos')
    const footer = page.getByRole('contentinfo')
    expect(await footer.getByRole('link', { name: SCHOOL.SCHOOL_PHONE }).getAttribute('href')).toBe(
      'tel:+56987654321',
    )
    expect(await footer.getByRole('link', { name: SCHOOL.SCHOOL_EMAIL }).getAttribute('href')).toBe(
      'mailto:hola@condor.cl',
    )
    const footerText = await footer.innerText()
    expect(footerText).toContain('Enlaces rápidos')
    expect(footerText).toContain(`© ${new Date().getFullYear()} Escuela Cóndor & Amigos`)
    expect(await page.title()).toBe('Escuela Cóndor & Amigos')
  })

  it('promotes the school on the home page, its main button the trial class, and links to the schedule, contact, plans, instructors and associations', async () => {
    const page = await openPage('/')
    const main = page.getByRole('main')
    expect(await main.getByRole('heading', { level: 1 }).innerText()).toMatch(/cerros/)
    const hrefs = await main
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    for (const path of ['/schedule', '/contact', '/plans', '/instructors', '/associations']) {
      expect(hrefs).toContain(path)
    }
    const hero = page.getByRole('region', { name: /cerros/ })
    expect(await hero.getByRole('link', { name: 'Clase de prueba' }).getAttribute('href')).toBe(
      '/trial-class',
    )
    await main.getByRole('link', { name: 'Ir a Contacto' }).click()
    await page.waitForURL('**/contact')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Contacto')
  })

  it('folds the menu behind the hamburger on a phone and closes it after a link is chosen', async () => {
    const page = await openPage('/', PHONE)
    const nav = page.getByRole('navigation', { name: 'Navegación principal' })
    const teamLink = nav.getByRole('link', { name: 'Equipo', exact: true })
    expect(await teamLink.isVisible()).toBe(false)

    await page.getByRole('button', { name: 'Abrir menú' }).click()
    expect(await teamLink.isVisible()).toBe(true)
    expect(await nav.getByRole('link', { name: 'Portal de pagos' }).isVisible()).toBe(true)

    await teamLink.click()
    await page.waitForURL('**/team')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Equipo')
    expect(await teamLink.isVisible()).toBe(false)
    expect(
      await page.getByRole('button', { name: 'Abrir menú' }).getAttribute('aria-expanded'),
    ).toBe('false')
  })

  it.each([
    ['/plans', 'Planes de entrenamiento', ['¿Cómo se cobra?', 'asistió']],
    ['/instructors', 'Instructores', ['primeros auxilios']],
    ['/team', 'Equipo', ['transporte']],
    ['/associations', 'Asociaciones', ['clubes']],
    ['/contact', 'Contacto', [SCHOOL.SCHOOL_PHONE, SCHOOL.SCHOOL_EMAIL]],
    [
      '/privacy',
      'Política de privacidad',
      [
        'Vigente desde el',
        'Responsable',
        'RUT',
        'correo electrónico',
        'datos sensibles',
        'consentimiento de su madre, padre o representante legal',
        'Ley N° 21.719',
        'Portabilidad',
        SCHOOL.SCHOOL_EMAIL,
      ],
    ],
    [
      '/terms',
      'Términos y condiciones',
      [
        'Vigente desde el',
        'Un pago hecho no se devuelve',
        'Cancelaciones',
        'faltar a una clase de grupo no tiene costo',
        'descargo de responsabilidad',
        'consentimiento de su madre, padre o apoderado',
        SCHOOL.SCHOOL_PHONE,
      ],
    ],
  ])('%s has its title and key facts', async (path, title, facts) => {
    const page = await openPage(path)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title)
    // The school's documents come from the API: their text follows the page.
    if (path === '/privacy' || path === '/terms') await page.getByText(/^Vigente desde/).waitFor()
    const text = await page.getByRole('main').innerText()
    for (const fact of facts) expect(text).toContain(fact)
    expect(text).not.toContain('Pendiente...')
  })

  it('scrolls to the top on a new path', async () => {
    const page = await openPage('/', PHONE)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Política de privacidad' })
      .click()
    await page.waitForURL('**/privacy')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  it('reports each page view to the configured analytics script', async () => {
    const page = await openPage('/')
    await expect
      .poll(() => page.evaluate(() => (window as unknown as Recorder).__pageViews))
      .toEqual(['/'])
    expect(await page.evaluate(() => (window as unknown as Recorder).__analyticsSite)).toBe(
      'escuela-demo',
    )
    await page.getByRole('link', { name: 'Conoce los planes' }).click()
    // The plans page loads on demand: a page that never showed (left before its script arrived)
    // is not a page view, so the visitor reads it first.
    await page.getByRole('heading', { name: 'Planes de entrenamiento', level: 1 }).waitFor()
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Portal de pagos' })
      .click()
    await page.waitForURL('**/payments')
    await expect
      .poll(() => page.evaluate(() => (window as unknown as Recorder).__pageViews))
      .toEqual(['/', '/plans', '/payments'])
  })
})

// The public pages arrive painted: their content is in the HTML the server sends, readable with
// scripts off, and the app takes over the same elements instead of drawing the page again.
describe('public pages painted by the server', () => {
  const PAINTED = [
    '/',
    '/schedule',
    '/schedule/iniciacion-infantil',
    '/plans',
    '/contact',
    '/trial-class',
    '/trial-class?grupo=intermedio-juvenil&espera=1',
    '/payments',
    '/login',
  ]

  it('shows each page with scripts off: its heading and the school configured', async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: PHONE,
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    for (const path of PAINTED) {
      await page.goto(path)
      await expect.poll(() => page.locator('h1').count(), { message: path }).toBe(1)
      expect(await page.locator('h1').isVisible(), path).toBe(true)
      expect(await page.locator('noscript').count(), path).toBe(0)
    }
    await page.goto('/contact')
    expect(await page.getByText(SCHOOL.SCHOOL_EMAIL).first().isVisible()).toBe(true)
    await context.close()
  })

  it('takes over the painted page without drawing it again, and without a warning', async () => {
    const context = await newContext(browser, server.url, PHONE)
    // The heading as parsed from the HTML, before any script of the page ran.
    await context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          ;(window as unknown as { painted: Element | null }).painted = document.querySelector('h1')
        }
      })
    })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    for (const path of PAINTED) {
      await page.goto(path, { waitUntil: 'networkidle' })
      const same = await page.evaluate(() => {
        const painted = (window as unknown as { painted: Element | null }).painted
        return painted !== null && painted === document.querySelector('h1') && painted.isConnected
      })
      expect(same, path).toBe(true)
    }
    expect(problems).toEqual([])
    // The app answers once it took over: the trial form checks what is missing.
    await page.goto('/trial-class', { waitUntil: 'networkidle' })
    await page.locator('main form button[type="submit"]').click()
    await expect
      .poll(() => page.locator('main form [aria-invalid="true"]').count())
      .toBeGreaterThan(0)
    await context.close()
  })
})

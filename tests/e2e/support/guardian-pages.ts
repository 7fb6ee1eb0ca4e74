// The guardian's pages of the demo school, each opened the way a guardian reaches it, and the
// script each one fetches until it is idle (the byte budget of DESIGN §10: <= 100 KB gzip).
// The demo guardian 12.345.678-5 is recognised through a personal link (the server is started with
// a known JWT_SECRET, so the test signs one as the reminders do), pays one invoice at the Khipu
// simulator, and so has a return page and a receipt to open.
import { gzipSync } from 'node:zlib'
import type { Browser, Page, Response } from 'playwright-core'
import { signPersonalLink } from '#server/credentials/personal-link.ts'
import { adminApi } from './staff.ts'
import { newContext, PHONE } from './browser.ts'

export const DEMO_RUT = '12.345.678-5'
/** The JWT secret the server must be started with for `openGuardianPages` to sign links. */
export const GUARDIAN_JWT_SECRET = 'e2e-guardian-pages-secret-long-enough-for-hs256-0123456789'
export const GUARDIAN_PAGES_ENV = { JWT_SECRET: GUARDIAN_JWT_SECRET }

export interface ScriptFile {
  url: string
  gzipBytes: number
  /** The staff app's libraries this file carries, found by names their code always holds. */
  libraries: string[]
}

const LIBRARY_MARKS: Record<string, string> = {
  // Any zod, full or mini: its errors' class. The portal parses with valibot instead.
  zod: 'ZodError',
  'date-fns': 'formatDistance',
  'TanStack Query': 'refetchOnWindowFocus',
  Ionic: 'ion-app',
  Dexie: 'Dexie',
}

export interface GuardianPage {
  name: string
  path: string
  /** Every script the page fetched from its first request until it was idle. */
  scripts: ScriptFile[]
  gzipBytes: number
  /** Each use of the platform's Intl until idle ('Intl.DateTimeFormat', 'String.localeCompare'). */
  intlUses: string[]
}

export interface GuardianPages {
  pages: GuardianPage[]
  /** The portal proof cookie of the recognised guardian (`name=value`), for pages opened elsewhere. */
  proofCookie: string
}

/**
 * Runs in every page before its scripts: each use of Intl (ICU) is noted in `window.__intlUses`.
 * A phone's first one costs it 100-200 ms of CPU in one piece (Lighthouse's slow phone), after the
 * page has painted: the guardian's pages use none while they load.
 */
function recordIntlUses() {
  const uses: string[] = []
  Object.assign(window, { __intlUses: uses })
  const intl = Intl as unknown as Record<string, unknown>
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const original = intl[name]
    if (typeof original !== 'function' || !/^[A-Z]/.test(name)) continue
    intl[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        uses.push(`Intl.${name}`)
        return Reflect.construct(target, args, newTarget) as object
      },
      apply(target, self, args) {
        uses.push(`Intl.${name}`)
        return Reflect.apply(target, self, args) as unknown
      },
    })
  }
  const locale: [string, Record<string, unknown>, string][] = [
    ['Date', Date.prototype as unknown as Record<string, unknown>, 'toLocaleString'],
    ['Date', Date.prototype as unknown as Record<string, unknown>, 'toLocaleDateString'],
    ['Date', Date.prototype as unknown as Record<string, unknown>, 'toLocaleTimeString'],
    ['Number', Number.prototype as unknown as Record<string, unknown>, 'toLocaleString'],
    ['String', String.prototype as unknown as Record<string, unknown>, 'localeCompare'],
  ]
  for (const [owner, prototype, method] of locale) {
    const original = prototype[method] as (...args: unknown[]) => unknown
    prototype[method] = function (this: unknown, ...args: unknown[]) {
      uses.push(`${owner}.${method}`)
      return original.apply(this, args)
    }
  }
}

const intlUsesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __intlUses?: string[] }).__intlUses ?? [])

/** Records the scripts `page` receives; `stop` waits for the network to be idle and sums them. */
function recordScripts(page: Page) {
  const pending: Promise<ScriptFile>[] = []
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      response.body().then((body) => {
        const text = body.toString('utf8')
        return {
          url: response.url(),
          gzipBytes: gzipSync(body).length,
          libraries: Object.keys(LIBRARY_MARKS).filter((name) =>
            text.includes(LIBRARY_MARKS[name]!),
          ),
        }
      }),
    )
  }
  page.on('response', onResponse)
  return async (): Promise<{ scripts: ScriptFile[]; gzipBytes: number }> => {
    await page.waitForLoadState('networkidle')
    page.off('response', onResponse)
    const byUrl = new Map((await Promise.all(pending)).map((file) => [file.url, file]))
    const scripts = [...byUrl.values()]
    return { scripts, gzipBytes: scripts.reduce((sum, file) => sum + file.gzipBytes, 0) }
  }
}

async function demoGuardianId(serverUrl: string): Promise<string> {
  const api = await adminApi(serverUrl)
  const found = await api<{ id: string; rut: string | null }[]>(
    'GET',
    `/supporters?search=${encodeURIComponent(DEMO_RUT)}`,
  )
  const guardian = found.find((person) => person.rut === DEMO_RUT)
  if (!guardian) throw new Error(`no supporter with RUT ${DEMO_RUT}`)
  return guardian.id
}

/** A personal link for the demo guardian, as a reminder would carry it. */
export async function demoPersonalLinkPath(serverUrl: string): Promise<string> {
  return `/payments/l/${signPersonalLink(GUARDIAN_JWT_SECRET, await demoGuardianId(serverUrl))}`
}

/**
 * Opens every guardian page on a phone, each in a fresh tab of one browser context (its own
 * page load, as when the guardian follows a link), and records the script each one fetches.
 * Pays the demo guardian's first payable invoice at the simulator on the way.
 */
export async function openGuardianPages(
  browser: Browser,
  serverUrl: string,
): Promise<GuardianPages> {
  const context = await newContext(browser, serverUrl, PHONE)
  await context.addInitScript(recordIntlUses)
  const pages: GuardianPage[] = []
  const visit = async (name: string, path: string, ready: (page: Page) => Promise<unknown>) => {
    const page = await context.newPage()
    const stop = recordScripts(page)
    await page.goto(path)
    await ready(page)
    pages.push({ name, path, ...(await stop()), intlUses: await intlUsesOf(page) })
    return page
  }
  try {
    await visit('RUT', '/payments', (page) =>
      page.getByRole('button', { name: 'Consultar' }).waitFor(),
    )
    await visit('Cobros', `/payments/${DEMO_RUT}`, (page) =>
      page.getByLabel('Fecha de nacimiento de un hijo').waitFor(),
    )
    const link = await demoPersonalLinkPath(serverUrl)
    const invoices = await visit('Enlace personal', link, async (page) => {
      await page.waitForURL(`**/payments/${DEMO_RUT}`)
      await page.locator('.student-label').first().waitFor()
    })

    // Paying: the simulator's bank page sends the browser back to the return page, a new load.
    await invoices
      .getByRole('article')
      .filter({ has: invoices.getByRole('button', { name: 'Pagar ahora' }) })
      .first()
      .getByRole('button', { name: 'Pagar ahora' })
      .click()
    await invoices.waitForURL('**/khipu-sim/pay/**')
    const stop = recordScripts(invoices)
    await invoices.getByRole('button', { name: 'Pagar', exact: true }).click()
    await invoices.waitForURL('**/payments-return/**')
    await invoices.getByText('Pago verificado con éxito.').waitFor()
    const receiptLink = invoices.getByRole('link', { name: 'Ver comprobante' })
    await receiptLink.waitFor()
    pages.push({
      name: 'Retorno',
      path: new URL(invoices.url()).pathname,
      ...(await stop()),
      intlUses: await intlUsesOf(invoices),
    })

    const receiptPath = (await receiptLink.getAttribute('href')) ?? ''
    await visit('Comprobante', receiptPath, (page) =>
      page.getByRole('link', { name: 'Descargar PDF' }).waitFor(),
    )
    const proof = (await context.cookies()).find((cookie) => cookie.name === 'bs_portal')
    if (!proof) throw new Error('the personal link did not set the portal proof')
    return { pages, proofCookie: `${proof.name}=${proof.value}` }
  } finally {
    await context.close()
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

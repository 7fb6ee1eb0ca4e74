// The staff app on a new phone: its shell and Hoy load while the sign-in form is on screen; the
// offline app installs after a staff member's first pull, and keeps what their screens need:
// nothing is installed on the sign-in page (on one bar of signal the download would compete with
// signing in); a teacher's phone keeps Hoy's and the class's chunks but not the admins' screens
// nor the public site's; an admin's device keeps the admins' screens too.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { waitForOfflineReady } from './offline-helpers.ts'
import { newContext, PHONE } from './support/browser.ts'
import { DEMO_ADMIN, DEMO_PASSWORD, submitLogin } from './support/staff.ts'
import { useServerAndBrowser } from './support/suite.ts'

const suite = useServerAndBrowser()

/** The built files the service worker keeps (the addresses in its caches). */
function cachedFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        urls.push(new URL(request.url).pathname)
      }
    }
    return urls
  })
}

const chunk = (name: string) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`)

async function signInAndInstall(email: string) {
  const context = await newContext(suite.browser, suite.server.url, PHONE)
  const page = await context.newPage()
  await page.goto('/login', { waitUntil: 'load' })
  // The sign-in page has loaded and rested: still nothing installed.
  await page.waitForTimeout(1_000)
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0)
  await submitLogin(page, { email })
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  await waitForOfflineReady(page)
  return { context, page, files: await cachedFiles(page) }
}

describe('the staff app on a new phone', () => {
  it('paints the sign-in form before any script; what is typed meanwhile signs in', async () => {
    const context = await newContext(suite.browser, suite.server.url, PHONE)
    const page = await context.newPage()
    let release = () => {}
    const scripts = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/*.js', async (route) => {
      await scripts
      await route.continue()
    })
    await page.goto('/login', { waitUntil: 'domcontentloaded' })
    const submit = page.getByRole('button', { name: 'Ingresar', exact: true })
    expect(await submit.isVisible()).toBe(true)
    // Before the app takes over, the browser would send the form by itself, password in the address.
    expect(await submit.isDisabled()).toBe(true)
    await page.getByLabel('Correo electrónico').fill('profesor@demo.cl')
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD)
    release()
    await expect.poll(() => submit.isEnabled(), { timeout: 30_000 }).toBe(true)
    await submit.click()
    await page.waitForURL('**/today')
    expect(page.url()).not.toContain(DEMO_PASSWORD)
    await context.close()
  })

  it('loads the staff shell and Hoy while the sign-in form is on screen, before the tap', async () => {
    const context = await newContext(suite.browser, suite.server.url, PHONE)
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByRole('button', { name: 'Ingresar', exact: true }).waitFor()
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
        ),
      )
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(chunk('staff-area')),
          expect.stringMatching(chunk('today-page')),
        ]),
      )
    expect(page.url()).toMatch(/\/login$/)
    await context.close()
  })

  it("a teacher's phone installs it after the first pull, without the admins' or the public screens", async () => {
    const { context, files } = await signInAndInstall('profesor@demo.cl')
    for (const kept of ['today-page', 'class-session-page', 'login-page', 'person-detail-page']) {
      expect(files, kept).toContainEqual(expect.stringMatching(chunk(kept)))
    }
    for (const left of ['invoices-page', 'boletas-page', 'prices-page', 'home-page', 'holidays']) {
      expect(files, left).not.toContainEqual(expect.stringMatching(chunk(left)))
    }
    await context.close()
  })

  it("an admin's device keeps the admins' screens too", async () => {
    const { context, page, files } = await signInAndInstall(DEMO_ADMIN)
    for (const kept of ['today-page', 'invoices-page', 'boletas-page', 'prices-page']) {
      expect(files, kept).toContainEqual(expect.stringMatching(chunk(kept)))
    }
    expect(files).not.toContainEqual(expect.stringMatching(chunk('home-page')))
    const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')
    expect(new URL(worker).search).toBe('?for=office')
    await context.close()
  })
})

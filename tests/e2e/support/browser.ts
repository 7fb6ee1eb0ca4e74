// Debian's Chromium driven by playwright-core (browser downloads are not possible here).
import { mkdirSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1440, height: 900 }

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
}

export function newContext(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport, locale: 'es-CL', timezoneId: 'America/Santiago' })
}

/**
 * When SCREENSHOT_DIR asks for them, the page at a phone's and at a desktop's width
 * (`<name>-390.png`, `<name>-1440.png`), each taken once `arrange` has placed it (scrolled, say);
 * the page is left at the phone's size.
 */
export async function screenshotsAtBothSizes(
  page: Page,
  name: string,
  arrange: () => Promise<unknown>,
) {
  const dir = process.env.SCREENSHOT_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  for (const [size, viewport] of [
    ['390', PHONE],
    ['1440', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport)
    await arrange()
    await page.screenshot({ path: `${dir}/${name}-${size}.png` })
  }
  await page.setViewportSize(PHONE)
}

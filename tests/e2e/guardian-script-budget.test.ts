// The guardian's pages stay light on a cheap phone (DESIGN §10): each one fetches at most 100 KB
// gzip of script, counting every script Chromium requests from the page's first request until the
// network is idle (the entry, what it preloads and every lazy chunk). Bytes, not timings: the same
// build always gives the same figure. Lighthouse's timings are in tests/bench/lighthouse.ts.
import { describe, expect, it } from 'vitest'
import {
  DEMO_RUT,
  GUARDIAN_PAGES_ENV,
  kb,
  openGuardianPages,
  type GuardianPage,
} from './support/guardian-pages.ts'
import { useServerAndBrowser } from './support/suite.ts'

const BUDGET_BYTES = 100 * 1024
const suite = useServerAndBrowser(GUARDIAN_PAGES_ENV)

const describePage = (page: GuardianPage) =>
  `${page.name} ${page.path}: ${kb(page.gzipBytes)}\n` +
  page.scripts.map((file) => `  ${new URL(file.url).pathname} ${kb(file.gzipBytes)}`).join('\n')

describe("the guardian's pages on a phone", () => {
  it("each fetch at most 100 KB gzip of script, none of it the staff app's libraries", async () => {
    const { pages } = await openGuardianPages(suite.browser, suite.server.url)
    expect(pages.map((page) => page.name)).toEqual([
      'RUT',
      'Cobros',
      'Enlace personal',
      'Retorno',
      'Comprobante',
    ])
    expect(pages[1]!.path).toBe(`/payments/${DEMO_RUT}`)
    for (const page of pages) {
      expect(page.scripts.length, describePage(page)).toBeGreaterThan(0)
      expect(page.gzipBytes, describePage(page)).toBeLessThanOrEqual(BUDGET_BYTES)
      // The staff app's libraries stay in the staff app's chunks.
      expect(page.scripts.flatMap((file) => file.libraries)).toEqual([])
    }
  })
})

// The guardian's pages stay light on a cheap phone (DESIGN §10): each one fetches at most 100 KB
// gzip of script, counting every script Chromium requests from the page's first request until the
// network is idle (the entry, what it preloads and every lazy chunk), in at most 4 files (the entry,
// the runtime, the school's settings and the portal's chunk): on a slow phone each file is one more
// round trip before the page paints. Bytes and files, not timings: the same build always gives the
// same figures. Nor do they use Intl until the guardian acts: a phone's first use of it is one
// 100-200 ms task after the first paint. Lighthouse's timings are in tests/bench/lighthouse.ts.
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
const BUDGET_FILES = 4
const suite = useServerAndBrowser(GUARDIAN_PAGES_ENV)

const describePage = (page: GuardianPage) =>
  `${page.name} ${page.path}: ${kb(page.gzipBytes)}\n` +
  page.scripts.map((file) => `  ${new URL(file.url).pathname} ${kb(file.gzipBytes)}`).join('\n')

const tooManyFiles = (page: GuardianPage) =>
  `${describePage(page)}\n${page.scripts.length} script files, at most ${BUDGET_FILES}: ` +
  'each one is a round trip on a slow phone (HTTP/1.1, a few connections)'

describe("the guardian's pages on a phone", () => {
  it("each fetch at most 100 KB gzip of script in at most 4 files, none of it the staff app's libraries, and no Intl", async () => {
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
      expect(page.scripts.length, tooManyFiles(page)).toBeLessThanOrEqual(BUDGET_FILES)
      // The staff app's libraries stay in the staff app's chunks.
      expect(page.scripts.flatMap((file) => file.libraries)).toEqual([])
      // No Intl while loading: a cheap phone's first use of it is one 100-200 ms task.
      expect(page.intlUses, `${page.name} used Intl while loading`).toEqual([])
    }
  })
})

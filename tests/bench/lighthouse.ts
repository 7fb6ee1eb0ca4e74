// Lighthouse 12 (mobile, performance only) against the real server: the public pages the server
// paints (home, schedule, a group, Planes; beside them the home page's HTML with no script at all,
// served by a small proxy) and every guardian page: the RUT entry, the invoices of the demo RUT, the personal link, the return page
// after Khipu and the receipt. They are set up through the real API first (guardian-pages.ts: a
// personal link signed with the server's secret, one invoice paid at the Khipu simulator), which
// also gives each page's script bytes in Chromium. Each page is measured RUNS times; the median of
// each figure is printed (budgets, DESIGN §10: public pages >= 95; guardian pages >= 97 with <= 100
// KB gzip of script; LCP <= 1 s on the painted pages and /payments). Run: `npx tsx tests/bench/lighthouse.ts`; also used by `npm run bench`, whose server
// must be started with GUARDIAN_PAGES_ENV.
import { request as httpRequest, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as chromeLauncher from 'chrome-launcher'
import { budget } from './budget-guard.ts'
import lighthouse from 'lighthouse'
import { buildClientIfStale } from '../../scripts/client-build.mjs'
import { launchBrowser } from '../e2e/support/browser.ts'
import { GUARDIAN_PAGES_ENV, openGuardianPages } from '../e2e/support/guardian-pages.ts'
import { startServer } from '../e2e/support/server.ts'

export interface LighthouseFigure {
  name: string
  path: string
  budget: number
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Script bytes the page transferred in Lighthouse's load (compressed, with headers). */
  scriptKb: number
  /** Gzip bytes of the script Chromium fetched until idle (the e2e byte budget's figure). */
  scriptGzipKb?: number
  runs: number[]
  /** Runs Lighthouse could not finish, by error code. */
  failures: string[]
  /** SEO and accessibility scores (one run), on the pages the server paints. */
  seo?: number
  accessibility?: number
}

interface Target {
  name: string
  path: string
  /** Another origin than the server's (the HTML-only copy). */
  baseUrl?: string
  budget: number
  cookie?: string
  scriptGzipKb?: number
}

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const HOME_BUDGET = 95
const GUARDIAN_BUDGET = 97
/** DESIGN §10, turn 3: the public pages and /payments paint their largest element within 1 s. */
const LCP_BUDGET_MS = 1000
/** The pages the server paints (src/app/ssr.tsx) whose LCP the budget above holds. */
const PAINTED = new Set(['/', '/schedule', '/schedule/iniciacion-infantil', '/plans', '/payments'])
const HTML_ONLY_PATH = '/solo-html'

/**
 * The home page as the server paints it, without any script, served beside the real server (its
 * styles and images fetched from it, bytes untouched): what the page costs with no app at all.
 */
async function htmlOnlyCopy(baseUrl: string): Promise<{ url: string; close: () => void }> {
  const html = (await (await fetch(`${baseUrl}/`)).text())
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
  const upstream = new URL(baseUrl)
  const server = createServer((req, res) => {
    if (req.url === HTML_ONLY_PATH) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
      })
      res.end(html)
      return
    }
    const proxied = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    proxied.on('error', () => res.writeHead(502).end())
    req.pipe(proxied)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() }
}

const median = (values: number[]) => {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The guardian pages of the demo school, opened once in Chromium so each has its data. */
async function guardianTargets(baseUrl: string): Promise<Target[]> {
  const browser = await launchBrowser()
  try {
    const { pages, proofCookie } = await openGuardianPages(browser, baseUrl)
    return pages.map((page) => ({
      name: page.name,
      path: page.path,
      budget: GUARDIAN_BUDGET,
      scriptGzipKb: page.gzipBytes / 1024,
      // The receipt is for the recognised guardian only: Lighthouse's browser sends the proof.
      cookie: page.name === 'Comprobante' ? proofCookie : undefined,
    }))
  } finally {
    await browser.close()
  }
}

export async function measureLighthouse(baseUrl: string): Promise<LighthouseFigure[]> {
  const htmlOnly = await htmlOnlyCopy(baseUrl)
  const targets: Target[] = [
    { name: 'Inicio', path: '/', budget: HOME_BUDGET },
    { name: 'Inicio sin JS', path: HTML_ONLY_PATH, baseUrl: htmlOnly.url, budget: HOME_BUDGET },
    { name: 'Horarios', path: '/schedule', budget: HOME_BUDGET },
    { name: 'Grupo', path: '/schedule/iniciacion-infantil', budget: HOME_BUDGET },
    { name: 'Planes', path: '/plans', budget: HOME_BUDGET },
    ...(await guardianTargets(baseUrl)),
  ]
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const figures: LighthouseFigure[] = []
    for (const target of targets) {
      const runs: Array<Omit<LighthouseFigure, 'name' | 'path' | 'budget' | 'runs' | 'failures'>> =
        []
      const failures: string[] = []
      for (let run = 0; run < RUNS; run++) {
        // Lighthouse's defaults: mobile form factor, Moto G Power screen, simulated slow 4G and 4× CPU.
        const result = await lighthouse(
          `${target.baseUrl ?? baseUrl}${target.path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            formFactor: 'mobile',
            extraHeaders: target.cookie ? { Cookie: target.cookie } : undefined,
          },
          undefined,
        )
        if (!result) throw new Error(`lighthouse gave no result for ${target.path}`)
        const { categories, audits, runtimeError } = result.lhr
        // A run Lighthouse could not finish (no score) is reported and left out of the median.
        if (runtimeError || typeof categories.performance?.score !== 'number') {
          failures.push(runtimeError?.code ?? 'NO_SCORE')
          continue
        }
        const requests = (
          audits['network-requests']?.details as
            { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined
        )?.items
        const scriptBytes = (requests ?? [])
          .filter((request) => request.resourceType === 'Script')
          .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
        runs.push({
          score: Math.round((categories.performance?.score ?? 0) * 100),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          scriptKb: scriptBytes / 1024,
        })
      }
      // NOTE: scores that do not depend on timing: one run is enough.
      const quality = PAINTED.has(target.path)
        ? (
            await lighthouse(
              `${target.baseUrl ?? baseUrl}${target.path}`,
              {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                formFactor: 'mobile',
                onlyCategories: ['seo', 'accessibility'],
              },
              undefined,
            )
          )?.lhr.categories
        : undefined
      figures.push({
        seo: quality?.seo?.score == null ? undefined : Math.round(quality.seo.score * 100),
        accessibility:
          quality?.accessibility?.score == null
            ? undefined
            : Math.round(quality.accessibility.score * 100),
        name: target.name,
        path: target.path,
        budget: target.budget,
        score: median(runs.map((r) => r.score)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
        scriptKb: median(runs.map((r) => r.scriptKb)),
        scriptGzipKb: target.scriptGzipKb,
        runs: runs.map((r) => r.score),
        failures,
      })
    }
    return figures
  } finally {
    chrome.kill()
    htmlOnly.close()
  }
}

const shortPath = (path: string) => (path.length > 28 ? `${path.slice(0, 27)}…` : path)

export function printLighthouse(figures: LighthouseFigure[]): void {
  console.log(
    `\nLighthouse mobile performance, median of ${RUNS} runs (budgets: public pages 95, guardian pages 97 with <= 100 KB gzip of script; LCP <= ${LCP_BUDGET_MS / 1000} s on the public pages and /payments; SEO >= 95 and accessibility 100 on the painted pages; 'Inicio sin JS' is the home page's HTML without any script, for comparison):`,
  )
  for (const f of figures) {
    const gzip =
      f.scriptGzipKb === undefined ? '' : `  (gzip until idle ${f.scriptGzipKb.toFixed(1)} KB)`
    const failed = f.failures.length ? `  failed runs: ${f.failures.join(', ')}` : ''
    const lcpOver = PAINTED.has(f.path) && f.lcpMs > LCP_BUDGET_MS ? '  LCP OVER BUDGET' : ''
    const quality =
      f.seo === undefined
        ? ''
        : `  SEO ${f.seo} a11y ${f.accessibility}${f.seo < 95 || f.accessibility! < 100 ? ' UNDER BUDGET' : ''}`
    const score = budget({
      label: `Lighthouse ${f.name} (${shortPath(f.path)}): performance score`,
      value: f.score,
      budget: f.budget,
      unit: 'points',
      higherIsBetter: true,
    })
    const verdict = score + lcpOver + quality + failed
    console.log(
      `  ${f.name.padEnd(16)} ${shortPath(f.path).padEnd(29)} score ${String(f.score).padStart(3)} [${f.runs.join(', ')}]  LCP ${(f.lcpMs / 1000).toFixed(2)} s  TBT ${f.tbtMs.toFixed(0)} ms  CLS ${f.cls.toFixed(3)}  script ${f.scriptKb.toFixed(1)} KB${gzip}  ${verdict}`,
    )
  }
  // DESIGN §10: the home page's LCP within 1.1x of its own HTML served without any script.
  const home = figures.find((f) => f.name === 'Inicio')
  const htmlOnly = figures.find((f) => f.path === HTML_ONLY_PATH)
  if (home && htmlOnly && htmlOnly.lcpMs > 0) {
    const ratio = home.lcpMs / htmlOnly.lcpMs
    console.log(
      `  Inicio's LCP against its HTML without scripts: ${ratio.toFixed(2)}x (budget 1.1x: ` +
        `${budget({ label: "Inicio's LCP against its HTML without scripts", value: ratio, budget: 1.1, unit: 'x' })})`,
    )
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildClientIfStale()
  const server = await startServer(GUARDIAN_PAGES_ENV)
  try {
    printLighthouse(await measureLighthouse(server.url))
  } finally {
    await server.stop()
  }
}

// Lighthouse 12 (mobile, performance only) against the real server: the public home page and the
// payment portal's RUT entry. Prints the score with LCP, TBT and CLS (budget: score >= 95,
// DESIGN §10). Run: `npx tsx tests/bench/lighthouse.ts`; also used by `npm run bench`.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { buildClientIfStale } from '../../scripts/client-build.mjs'
import { startServer } from '../e2e/support/server.ts'

export interface LighthouseFigure {
  path: string
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
}

const PATHS = ['/', '/payments']

export async function measureLighthouse(baseUrl: string): Promise<LighthouseFigure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const figures: LighthouseFigure[] = []
    for (const path of PATHS) {
      // Lighthouse's defaults: mobile form factor, Moto G Power screen, simulated slow 4G and 4× CPU.
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
      })
      if (!result) throw new Error(`lighthouse gave no result for ${path}`)
      const { categories, audits } = result.lhr
      figures.push({
        path,
        score: Math.round((categories.performance?.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      })
    }
    return figures
  } finally {
    chrome.kill()
  }
}

export function printLighthouse(figures: LighthouseFigure[]): void {
  console.log('\nLighthouse mobile performance (budget 95):')
  for (const f of figures) {
    console.log(
      `  ${f.path.padEnd(12)} score ${String(f.score).padStart(3)}  LCP ${(f.lcpMs / 1000).toFixed(2)} s  TBT ${f.tbtMs.toFixed(0)} ms  CLS ${f.cls.toFixed(3)}`,
    )
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildClientIfStale()
  const server = await startServer()
  try {
    printLighthouse(await measureLighthouse(server.url))
  } finally {
    await server.stop()
  }
}

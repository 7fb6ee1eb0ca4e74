// Offline cold start (DESIGN §10: <= 1 s, <= 2 s at 4× CPU slowdown): a teacher's phone profile,
// signed in once online on the demo school, opens the app with no network and no server; measured
// from the navigation's start to the first roster row — the first student's Transporte checkbox
// of a class's 'Detalles de la clase' (/attendances/:id), which reads the local store — being in
// the page. Median of 5 cold launches of the browser on the same profile, each way.
// Run alone with `npx tsx tests/bench/offline-cold-start.ts`, or call it from run.ts.
import { budget } from './budget-guard.ts'
import { buildClientIfStale } from '../../scripts/client-build.mjs'
import type { Page } from 'playwright-core'
import {
  FieldServer,
  launchProfile,
  newProfileDir,
  readStore,
  removeDir,
  teacherReady,
} from '../e2e/offline-helpers.ts'

const RUNS = 5
const ROW = 'input[aria-label^="Transporte de"]'

declare global {
  interface Window {
    __firstRowAt?: number
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * A recent class with students from the teacher's own store (their device holds only their
 * groups and classes).
 */
async function rosterPath(page: Page): Promise<string> {
  const sessions = await readStore<{ id: string; at: number; students: unknown[] }>(
    page,
    'classSessions',
  )
  const session = sessions.find((s) => s.students.length > 0 && s.at <= Date.now())
  if (!session) throw new Error("the demo teacher's store has no past class with students")
  return `/attendances/${session.id}`
}

async function coldStart(profile: string, url: string, path: string, cpuRate: number) {
  const launched = performance.now()
  const context = await launchProfile(profile, url, { offline: true })
  try {
    const launchMs = performance.now() - launched
    const page = context.pages()[0] ?? (await context.newPage())
    if (cpuRate > 1) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    }
    // Notes the instant (ms since the navigation started) the first roster row enters the page.
    await page.addInitScript((selector: string) => {
      new MutationObserver((_, observer) => {
        if (document.querySelector(selector)) {
          window.__firstRowAt = performance.now()
          observer.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })
    }, ROW)
    const started = performance.now()
    await page.goto(path, { waitUntil: 'commit' })
    await page.locator(ROW).first().waitFor({ state: 'visible', timeout: 60_000 })
    const visibleMs = performance.now() - started
    const inPageMs = await page.evaluate(() => window.__firstRowAt ?? Number.NaN)
    return { launchMs, inPageMs, visibleMs }
  } finally {
    await context.close()
  }
}

export async function benchOfflineColdStart() {
  const server = await FieldServer.create()
  const profile = newProfileDir()
  try {
    const context = await launchProfile(profile, server.url)
    const page = context.pages()[0] ?? (await context.newPage())
    await teacherReady(page)
    const path = await rosterPath(page)
    await page.goto(path)
    await page.locator(ROW).first().waitFor({ state: 'visible', timeout: 60_000 })
    await context.close()
    // No server at all from here on: everything comes from the phone.
    await server.stop()

    console.log(
      `\nOffline cold start to the first roster row (${path.split('/')[1]} detail, demo school, median of ${RUNS}):`,
    )
    for (const [label, rate, limit] of [
      ['no throttling', 1, 1000],
      ['4× CPU slowdown', 4, 2000],
    ] as const) {
      const runs = []
      for (let i = 0; i < RUNS; i++) runs.push(await coldStart(profile, server.url, path, rate))
      const inPage = runs.map((r) => r.inPageMs)
      console.log(
        `  ${label.padEnd(16)} ${median(inPage).toFixed(0)} ms from navigation start (budget ${limit} ms: ` +
          `${budget({ label: `offline cold start to the first roster row, ${label}`, value: median(inPage), budget: limit, unit: 'ms' })}; ` +
          `runs ${inPage.map((v) => v.toFixed(0)).join(' / ')}); ` +
          `seen by the driver ${median(runs.map((r) => r.visibleMs)).toFixed(0)} ms; ` +
          `browser launch ${median(runs.map((r) => r.launchMs)).toFixed(0)} ms`,
      )
    }
  } finally {
    await server.dispose()
    removeDir(profile)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildClientIfStale()
  await benchOfflineColdStart()
}

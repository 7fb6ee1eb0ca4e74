// A teacher's first sign-in on a new phone in the large school (issue "Sync v2": <= 3 s at 4× CPU
// slowdown): from the tap on Ingresar to Hoy on screen with the offline store written (the first
// pull's `lastSyncAt` in IndexedDB), phone viewport, Chromium, a fresh profile each run.
// Run alone: `npm run build && npx tsx tests/bench/teacher-first-sign-in.ts`.
import { resolve } from 'node:path'
import { buildApp } from '#server/app.ts'
import { launchProfile, newProfileDir, readStore, removeDir } from '../e2e/offline-helpers.ts'
import { submitLogin } from '../e2e/support/staff.ts'
import { openTestDatabase, testConfig } from '../server/helpers/test-app.ts'
import { LARGE_SCHOOL_ADMIN, seedLargeSchool } from '../server/helpers/large-school.ts'

const RUNS = 3
const TEACHER = 'profesor0@grande.cl'

async function firstSignIn(url: string, cpuRate: number): Promise<number> {
  const profile = newProfileDir()
  const context = await launchProfile(profile, url)
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/login')
    if (cpuRate > 1) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    }
    const started = performance.now()
    await submitLogin(page, { email: TEACHER, password: LARGE_SCHOOL_ADMIN.password })
    await page.getByRole('heading', { name: 'Hoy' }).first().waitFor({ timeout: 60_000 })
    const deadline = Date.now() + 60_000
    for (;;) {
      const meta = await readStore<{ key: string; value: unknown }>(page, 'meta')
      if (meta.some((r) => r.key === 'lastSyncAt' && typeof r.value === 'number')) break
      if (Date.now() > deadline) throw new Error('the first pull never landed')
      await new Promise((r) => setTimeout(r, 50))
    }
    return performance.now() - started
  } finally {
    await context.close()
    removeDir(profile)
  }
}

export async function benchTeacherFirstSignIn() {
  const handle = await openTestDatabase()
  const config = testConfig({
    rateLimitPerMinute: 100_000_000,
    clientDir: resolve('dist/client'),
  })
  const app = await buildApp({ config, db: handle.db, logger: false })
  try {
    await seedLargeSchool(handle.db)
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    console.log(
      `\nA teacher's first sign-in to a usable Hoy with the store written (${handle.kind}):`,
    )
    for (const [label, rate] of [
      ['no throttling', 1],
      ['4× CPU slowdown', 4],
    ] as const) {
      const runs = []
      for (let i = 0; i < RUNS; i++) runs.push(await firstSignIn(url, rate))
      const sorted = [...runs].sort((a, b) => a - b)
      console.log(
        `  ${label.padEnd(16)} median ${sorted[1]!.toFixed(0)} ms (budget 3000 ms at 4×; runs ${runs
          .map((v) => v.toFixed(0))
          .join(' / ')})`,
      )
    }
  } finally {
    await app.close()
    await handle.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchTeacherFirstSignIn()

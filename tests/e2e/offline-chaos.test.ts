// Chaos: 200 changes queued offline are replayed while the server is killed (SIGKILL) and started
// again on the same database. Every change must land exactly once and in order — the queue
// alternates add/remove and true/false, so a lost, repeated or reordered change shows in the end
// state — and the outbox must end empty.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, PHONE } from './support/browser.ts'
import {
  adminRequest,
  goOffline,
  goOnline,
  outboxEntry,
  queue,
  readStore,
  signIn,
  waitForOfflineReady,
} from './offline-helpers.ts'

let browser: Browser
let child: ChildProcess | undefined
const dataDir = mkdtempSync(join(tmpdir(), 'bike-school-chaos-'))
let port = 0
const url = () => `http://localhost:${port}`

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Starts the server on the same port and data directory every time (the page keeps its origin). */
async function start() {
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url() },
    stdio: 'ignore',
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const ok = await fetch(`${url()}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('server did not start')
}

async function kill() {
  if (!child || child.exitCode !== null) return
  const exited = new Promise((resolve) => child!.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

beforeAll(async () => {
  port = await freePort()
  ;[browser] = await Promise.all([launchBrowser(), start()])
})
afterAll(async () => {
  await browser?.close()
  await kill()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('outbox replay through a server crash', () => {
  it('lands 200 queued changes exactly once and in order', async () => {
    const context = await newContext(browser, url(), PHONE)
    const page = await context.newPage()
    await signIn(page, 'profesor@demo.cl')
    await waitForOfflineReady(page)
    const students = ((await readStore(page, 'students')) as { id: string }[]).slice(0, 5)
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'))
    const entry = outboxEntry(user.id)

    await goOffline(context)
    const sessionId = randomUUID()
    const entries = [
      entry('POST', '/class_sessions', {
        id: sessionId,
        session_date: new Date().toISOString(),
        class_type: 'other',
        name: 'Caos',
      }),
    ]
    // Per student: add, set transport true, set false, remove, add, … ending on a known state.
    const cycle = ['add', 'true', 'false', 'remove'] as const
    for (let i = 0; entries.length < 200; i++) {
      const student = students[i % students.length]!.id
      const step = cycle[Math.floor(i / students.length) % cycle.length]!
      const path = `/class_sessions/${sessionId}/students`
      if (step === 'add') entries.push(entry('POST', path, [{ student_id: student }]))
      else if (step === 'remove') entries.push(entry('DELETE', `${path}/${student}`, undefined))
      else entries.push(entry('PATCH', `${path}/${student}`, { used_transport: step === 'true' }))
    }
    const expected = new Map<string, boolean>()
    for (let i = 0; i < 199; i++) {
      const student = students[i % students.length]!.id
      const step = cycle[Math.floor(i / students.length) % cycle.length]!
      if (step === 'add') expected.set(student, expected.get(student) ?? false)
      else if (step === 'remove') expected.delete(student)
      else expected.set(student, step === 'true')
    }
    await queue(page, entries)

    await goOnline(context)
    // Kill the server mid-replay, then bring it back on the same database.
    await expect
      .poll(async () => (await readStore(page, 'outbox')).length, { timeout: 30_000, interval: 50 })
      .toBeLessThan(170)
    await kill()
    expect((await readStore(page, 'outbox')).length).toBeGreaterThan(0)
    await start()

    await expect
      .poll(async () => (await readStore(page, 'outbox')).length, { timeout: 90_000 })
      .toBe(0)
    const stored = await adminRequest(url(), `/class_sessions/${sessionId}`)
    expect(stored.status).toBe(200)
    const attended = stored.body.students as { student_id: string; used_transport: boolean }[]
    expect(new Map(attended.map((s) => [s.student_id, s.used_transport]))).toEqual(expected)
    await context.close()
  })
})

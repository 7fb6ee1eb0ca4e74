// The field flow's offline core in Chromium against the real server: after one online sign-in the
// installed shell opens with no network, changes queued offline survive a reload, and reach the
// server exactly once when the connection returns.
// NOTE: the attendance screens are built separately; this test queues the outbox entries the
// way src/app/offline/mutations.ts writes them, straight into IndexedDB.
import { randomUUID } from 'node:crypto'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, PHONE } from './support/browser.ts'
import { startServer, type RunningServer } from './support/server.ts'
import {
  goOffline,
  goOnline,
  outboxEntry,
  queue,
  readStore,
  signIn,
  adminRequest,
  waitForOfflineReady,
} from './offline-helpers.ts'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function adminGet(path: string) {
  return adminRequest(server.url, path)
}

describe('offline attendance', () => {
  it('opens offline after one online sign-in and replays queued changes exactly once', async () => {
    const context = await newContext(browser, server.url, PHONE)
    const page = await context.newPage()
    await signIn(page, 'profesor@demo.cl')
    await waitForOfflineReady(page)
    const students = (await readStore(page, 'students')) as { id: string }[]
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'))

    await goOffline(context)
    await page.reload()
    const indicator = page.getByRole('status', { name: 'Estado de sincronización' })
    await expect.poll(() => indicator.textContent(), { timeout: 20_000 }).toContain('Sin conexión')

    const sessionId = randomUUID()
    const [a, b] = [students[0]!.id, students[1]!.id]
    const entry = outboxEntry(user.id)
    await queue(page, [
      entry('POST', '/class_sessions', {
        id: sessionId,
        session_date: new Date().toISOString(),
        class_type: 'other',
        name: 'Paseo sin señal',
      }),
      entry('POST', `/class_sessions/${sessionId}/students`, [
        { student_id: a },
        { student_id: b },
      ]),
      entry('PATCH', `/class_sessions/${sessionId}/students/${a}`, { used_transport: true }),
    ])
    // Closed and reopened with no signal: the queue is still there.
    await page.reload()
    await expect
      .poll(() => indicator.textContent(), { timeout: 20_000 })
      .toContain('3 cambios sin sincronizar')
    expect(await readStore(page, 'outbox')).toHaveLength(3)

    await goOnline(context)
    await expect.poll(() => readStore(page, 'outbox'), { timeout: 30_000 }).toEqual([])
    await expect.poll(() => indicator.textContent()).toContain('En línea')
    await expect.poll(() => indicator.textContent()).not.toContain('sin sincronizar')

    const stored = await adminGet(`/class_sessions/${sessionId}`)
    expect(stored.status).toBe(200)
    const attended = stored.body.students as { student_id: string; used_transport: boolean }[]
    expect(attended.map((s) => [s.student_id, s.used_transport]).sort()).toEqual(
      [
        [a, true],
        [b, false],
      ].sort(),
    )
    await context.close()
  })
})

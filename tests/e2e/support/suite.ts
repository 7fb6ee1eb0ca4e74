// The usual frame of a browser test file: the real server (see server.ts) and a Chromium, started
// before its tests and stopped after them.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser.ts'
import { startServer, type RunningServer } from './server.ts'
import { adminApi, type AdminRequest } from './staff.ts'

export interface Suite {
  server: RunningServer
  browser: Browser
}

/** Registers the hooks; the returned object holds both once the first test runs. */
export function useServerAndBrowser(env: Record<string, string> = {}): Suite {
  const suite = {} as Partial<Suite>
  beforeAll(async () => {
    ;[suite.server, suite.browser] = await Promise.all([startServer(env), launchBrowser()])
  })
  afterAll(async () => {
    await suite.browser?.close()
    await suite.server?.stop()
  })
  return suite as Suite
}

export interface AdminSuite extends Suite {
  /** The demo admin's API client, signed in once the server is up. */
  api: AdminRequest
}

/** useServerAndBrowser plus the demo admin signed in to the API. */
export function useServerBrowserAndAdmin(env: Record<string, string> = {}): AdminSuite {
  const suite = useServerAndBrowser(env) as Suite & Partial<AdminSuite>
  beforeAll(async () => {
    suite.api = await adminApi(suite.server.url)
  })
  return suite as AdminSuite
}

// Shared steps of the offline browser tests: sign in, wait until the app works offline, cut and
// restore the network (service-worker fetches included), and read or fill the IndexedDB store.
import { randomUUID } from 'node:crypto'
import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'

export async function signIn(page: Page, email: string) {
  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill('Demo1234!')
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

/** Cuts the network, service-worker fetches included (setOffline alone does not stop those). */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true)
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'))
}

export async function goOnline(context: BrowserContext) {
  await context.unroute('**/api/**')
  await context.setOffline(false)
}

export function readStore(page: Page, store: string) {
  return page.evaluate(
    (name) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('bike-school')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction(name).objectStore(name).getAll()
          request.onsuccess = () => {
            open.result.close()
            resolve(request.result as unknown[])
          }
        }
      }),
    store,
  )
}

export function queue(page: Page, entries: object[]) {
  return page.evaluate(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('bike-school')
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox', 'readwrite')
          for (const row of rows) tx.objectStore('outbox').add(row)
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    entries,
  )
}

/** The shell is precached and controlled by the service worker, and the first pull is stored. */
export async function waitForOfflineReady(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, {
    timeout: 30_000,
    polling: 250,
  })
  await expect
    .poll(async () => (await readStore(page, 'students')).length, { timeout: 30_000 })
    .toBeGreaterThan(2)
}

/** An outbox row exactly as src/app/offline/mutations.ts writes it. */
export function outboxEntry(userId: string) {
  return (method: string, path: string, body: unknown) => ({
    id: randomUUID(),
    userId,
    method,
    path,
    body,
    createdAt: Date.now(),
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    lastError: null,
  })
}

/** An admin's request to the API from the test process (to check what the server stored). */
export async function adminRequest(baseUrl: string, path: string) {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: 'admin@demo.cl', password: 'Demo1234!' }),
  })
  const { access_token } = (await login.json()) as { access_token: string }
  const response = await fetch(`${baseUrl}/api${path}`, {
    headers: { authorization: `Bearer ${access_token}` },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

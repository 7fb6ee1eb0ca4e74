// Offline sign-in in Chromium on a phone against the real server: a teacher who signed in here
// once and then logged out signs in again while the server is down, takes attendance, and once
// the server is back the app asks for an online sign-in, after which the change reaches the
// server exactly once.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, PHONE } from './support/browser.ts'
import { startServer, type RunningServer } from './support/server.ts'

const GROUP = 'Grupo Sin Señal'
const OFFLINE_BANNER = 'Sesión sin conexión: inicia sesión con conexión para sincronizar.'
const RECONNECTED_BANNER = 'Volvió la conexión: inicia sesión para enviar tus cambios al servidor.'

let server: RunningServer
let browser: Browser
let adminToken: string

interface Student {
  id: string
  name: string
  last_name: string
}

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: 'admin@demo.cl', password: 'Demo1234!' }),
  })
  adminToken = ((await login.json()) as { access_token: string }).access_token
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function adminApi<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${adminToken}`,
      origin: server.url,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`)
  return (response.status === 204 ? undefined : await response.json()) as T
}

function readStore(page: Page, store: string) {
  return page.evaluate(
    (name) =>
      new Promise<{ key?: string; value?: unknown; status?: string }[]>((resolve, reject) => {
        const open = indexedDB.open('bike-school')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction(name).objectStore(name).getAll()
          request.onsuccess = () => {
            open.result.close()
            resolve(request.result)
          }
          request.onerror = () => reject(request.error)
        }
      }),
    store,
  )
}

async function submitLogin(page: Page, password: string, email?: string) {
  if (email) await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
}

describe('offline sign-in', () => {
  it('a teacher signs in with the server down, takes attendance, and syncs after an online sign-in', async () => {
    const [a, b] = (await adminApi<Student[]>('GET', '/students')) as [Student, Student]
    const group = await adminApi<{ id: string }>('POST', '/groups', {
      name: GROUP,
      start_date: '2020-01-01',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYHOUR=23;BYMINUTE=45',
    })
    await adminApi('POST', `/groups/${group.id}/students`, [a.id, b.id])

    const context = await newContext(browser, server.url, PHONE)
    const page = await context.newPage()
    const banner = page.locator('.offline-session-banner')
    const due = page.getByRole('button', { name: new RegExp(GROUP) })
    const nameA = `${a.name} ${a.last_name}`
    const transportA = page.getByLabel(`Transporte de ${nameA}`)

    // Online, once: the shell is installed, the store pulled, the verifier kept.
    await page.goto('/login')
    await submitLogin(page, 'Demo1234!', 'profesor@demo.cl')
    await page.waitForURL('**/today')
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, {
      timeout: 60_000,
      polling: 250,
    })
    await expect
      .poll(async () => (await readStore(page, 'meta')).map((row) => row.key), { timeout: 60_000 })
      .toEqual(expect.arrayContaining(['lastSyncAt', 'offlineLogin:profesor@demo.cl']))
    const verifier = (await readStore(page, 'meta')).find(
      (row) => row.key === 'offlineLogin:profesor@demo.cl',
    )?.value as { iterations: number; verifier: string }
    expect(verifier.iterations).toBeGreaterThanOrEqual(310_000)
    expect(JSON.stringify(verifier)).not.toContain('Demo1234!')
    await due.waitFor({ timeout: 30_000 })
    const teacher = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'))

    await page.getByRole('button', { name: 'Menú de usuario' }).click()
    await page.locator('ion-popover').getByText('Cerrar Sesión', { exact: true }).click()
    await page.waitForURL('**/login')

    let sessionId = ''
    await server.restart(async () => {
      await submitLogin(page, 'Demo4321!', 'profesor@demo.cl')
      await expect
        .poll(() => page.getByRole('alert').innerText(), { timeout: 20_000 })
        .toBe('Correo electrónico o contraseña incorrectos.')

      await submitLogin(page, 'Demo1234!')
      await page.waitForURL('**/today', { timeout: 20_000 })
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Hoy')
      expect(await banner.innerText()).toContain(OFFLINE_BANNER)

      await due.click()
      await page.waitForURL(/\/attendances\/[0-9a-f-]{36}$/)
      sessionId = page.url().split('/').pop()!
      await transportA.check()
      await expect
        .poll(async () => (await readStore(page, 'outbox')).length, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(2)
      expect(await banner.innerText()).toContain(OFFLINE_BANNER)
    })

    // The server is back: the queue meets a 401 (no token) and the banner asks to sign in.
    await expect
      .poll(() => banner.innerText(), { timeout: 120_000, interval: 500 })
      .toContain(RECONNECTED_BANNER)
    expect((await readStore(page, 'outbox')).length).toBeGreaterThanOrEqual(2)
    await banner.getByRole('link', { name: 'Iniciar sesión' }).click()
    await page.waitForURL('**/login')
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe('profesor@demo.cl')
    await submitLogin(page, 'Demo1234!')
    await page.waitForURL(`**/attendances/${sessionId}`)

    await expect.poll(() => readStore(page, 'outbox'), { timeout: 60_000 }).toEqual([])
    expect(await banner.count()).toBe(0)
    expect(await transportA.isChecked()).toBe(true)

    const stored = await adminApi<{ students: { student_id: string; used_transport: boolean }[] }>(
      'GET',
      `/class_sessions/${sessionId}`,
    )
    expect(stored.students.map((s) => `${s.student_id}:${s.used_transport}`).sort()).toEqual(
      [`${a.id}:true`, `${b.id}:false`].sort(),
    )
    const audit = await adminApi<{ action: string; actor_id: string }[]>(
      'GET',
      `/audit?entity=class_session&entity_id=${sessionId}`,
    )
    const count = (action: string) =>
      audit.filter((e) => e.action === action && e.actor_id === teacher.id).length
    expect(count('class_session.create')).toBe(1)
    expect(count('class_session.students.transport')).toBe(1)
    await context.close()
  }, 300_000)
})

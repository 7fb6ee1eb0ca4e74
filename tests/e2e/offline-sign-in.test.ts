// Offline sign-in in Chromium on a phone against the real server: a teacher who signed in here
// once and then logged out signs in again while the server is down, takes attendance, and once
// the server is back the app asks for an online sign-in, after which the change reaches the
// server exactly once.
import { describe, expect, it } from 'vitest'
import { readStore, type Student } from './offline-helpers.ts'
import { newContext, PHONE } from './support/browser.ts'
import { DEMO_PASSWORD, submitLogin } from './support/staff.ts'
import { useServerBrowserAndAdmin } from './support/suite.ts'

const GROUP = 'Grupo Sin Señal'
const OFFLINE_BANNER = 'Sesión sin conexión: inicia sesión con conexión para sincronizar.'
const RECONNECTED_BANNER = 'Volvió la conexión: inicia sesión para enviar tus cambios al servidor.'

const suite = useServerBrowserAndAdmin()

describe('offline sign-in', () => {
  it('a teacher signs in with the server down, takes attendance, and syncs after an online sign-in', async () => {
    const [a, b] = (await suite.api<Student[]>('GET', '/students')) as [Student, Student]
    const group = await suite.api<{ id: string }>('POST', '/groups', {
      name: GROUP,
      start_date: '2020-01-01',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYHOUR=23;BYMINUTE=45',
    })
    await suite.api('POST', `/groups/${group.id}/students`, [a.id, b.id])
    // Taught by the demo teacher: a teacher's phone holds only the groups they teach.
    const teachers = await suite.api<{ id: string; email: string | null }[]>('GET', '/teachers')
    const demoTeacher = teachers.find((t) => t.email === 'profesor@demo.cl')!
    await suite.api('POST', `/groups/${group.id}/teachers`, [demoTeacher.id])

    const context = await newContext(suite.browser, suite.server.url, PHONE)
    const page = await context.newPage()
    const banner = page.locator('.offline-session-banner')
    const due = page.getByRole('button', { name: new RegExp(GROUP) })
    const nameA = `${a.name} ${a.last_name}`
    const transportA = page.getByLabel(`Transporte de ${nameA}`)

    // Online, once: the shell is installed, the store pulled, the verifier kept.
    await page.goto('/login')
    await submitLogin(page, { email: 'profesor@demo.cl' })
    await page.waitForURL('**/today')
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, {
      timeout: 60_000,
      polling: 250,
    })
    await expect
      .poll(async () => (await readStore(page, 'meta')).map((row) => row.key), { timeout: 60_000 })
      .toEqual(expect.arrayContaining(['lastSyncAt', 'offlineLogin:profesor@demo.cl']))
    const verifier = (await readStore<{ key: string; value: unknown }>(page, 'meta')).find(
      (row) => row.key === 'offlineLogin:profesor@demo.cl',
    )?.value as { iterations: number; verifier: string }
    expect(verifier.iterations).toBeGreaterThanOrEqual(310_000)
    expect(JSON.stringify(verifier)).not.toContain(DEMO_PASSWORD)
    await due.waitFor({ timeout: 30_000 })
    const teacher = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'))

    await page.getByRole('button', { name: 'Menú de usuario' }).click()
    await page
      .getByRole('list', { name: 'Menú de usuario' })
      .getByRole('button', { name: 'Cerrar sesión', exact: true })
      .click()
    await page.waitForURL('**/login')

    let sessionId = ''
    await suite.server.restart(async () => {
      await submitLogin(page, { email: 'profesor@demo.cl', password: 'Demo4321!' })
      await expect
        .poll(() => page.getByRole('alert').innerText(), { timeout: 20_000 })
        .toBe('Correo electrónico o contraseña incorrectos.')

      await submitLogin(page)
      await page.waitForURL('**/today', { timeout: 20_000 })
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Hoy')
      expect(await banner.innerText()).toContain(OFFLINE_BANNER)

      await due.click()
      await page.waitForURL(/\/attendances\/[0-9a-f-]{36}$/)
      sessionId = page.url().split('/').pop()!
      // Nobody is marked on opening: both are marked present on the roster, A came by van.
      await page.getByRole('button', { name: `${nameA}: presente` }).click()
      await page.getByRole('button', { name: `${b.name} ${b.last_name}: presente` }).click()
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
    await submitLogin(page)
    await page.waitForURL(`**/attendances/${sessionId}`)

    await expect.poll(() => readStore(page, 'outbox'), { timeout: 60_000 }).toEqual([])
    expect(await banner.count()).toBe(0)
    expect(await transportA.isChecked()).toBe(true)

    const stored = await suite.api<{ students: { student_id: string; used_transport: boolean }[] }>(
      'GET',
      `/class_sessions/${sessionId}`,
    )
    expect(stored.students.map((s) => `${s.student_id}:${s.used_transport}`).sort()).toEqual(
      [`${a.id}:true`, `${b.id}:false`].sort(),
    )
    const audit = await suite.api<{ action: string; actor_id: string }[]>(
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

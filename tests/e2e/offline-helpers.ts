// Shared steps of the offline browser tests and benchmarks: a server that can be stopped (even
// killed) and started again on the same port and database, a phone profile that survives closing
// the browser, the sign-in, and reads of the app's IndexedDB store and of the server's API.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { expect } from 'vitest'
import { PHONE } from './support/browser.ts'
import { newStudentFields } from './support/people.ts'
import { freePort, newDataDir } from './support/server.ts'
import { adminApi, signIn as signInAs, type AdminRequest } from './support/staff.ts'

const ROOT = new URL('../..', import.meta.url).pathname

/**
 * The real server on a fixed port and data directory, so the browser keeps its origin (service
 * worker, IndexedDB, cookies) across a stop and a start. It runs src/server/server.ts directly:
 * scripts/start.mjs would rebuild dist/client when another edit made the sources newer, which
 * would change the app under the installed service worker mid-test (the suite's global setup
 * builds it once).
 */
export class FieldServer {
  readonly dataDir: string
  private child: ChildProcess | undefined
  private log = ''

  private constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.dataDir = newDataDir('bike-school-offline-', env)
  }

  /** `env`: extra settings, e.g. { RATE_LIMIT_PER_MINUTE: '100000' }. */
  static async create(env: Record<string, string> = {}): Promise<FieldServer> {
    const server = new FieldServer(await freePort(), env)
    await server.start()
    return server
  }

  get url() {
    return `http://localhost:${this.port}`
  }

  get running() {
    const child = this.child
    return child !== undefined && child.exitCode === null && child.signalCode === null
  }

  async start(): Promise<void> {
    if (this.running) return
    this.log = ''
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        PUBLIC_URL: this.url,
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (chunk: Buffer) => (this.log += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()))
    this.child = child
    const deadline = Date.now() + 180_000
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${this.log}`)
      const healthy = await fetch(`${this.url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (healthy) return
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`server did not become healthy:\n${this.log}`)
  }

  /** SIGTERM shuts down gracefully; SIGKILL is the crash. Resolves once the process is gone. */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    const child = this.child
    if (!child || !this.running) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    await exited
  }

  async dispose(): Promise<void> {
    await this.stop()
    rmSync(this.dataDir, { recursive: true, force: true })
  }
}

/**
 * A phone browser on a profile directory: IndexedDB, the service worker and its caches, cookies
 * and localStorage survive closing it, like a phone's browser between two uses of the app.
 */
export function launchProfile(
  userDataDir: string,
  baseURL: string,
  options: { offline?: boolean } = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    headless: true,
    baseURL,
    viewport: PHONE,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    serviceWorkers: 'allow',
    offline: options.offline ?? false,
  })
}

export function newProfileDir(): string {
  return mkdtempSync(join(tmpdir(), 'bike-school-profile-'))
}

/** Signs in from /login with the demo password (a cold phone profile may take a while). */
export function signIn(page: Page, email: string) {
  return signInAs(page, email, { timeout: 30_000 })
}

/** Signs the demo teacher in on a phone and waits until the app, on Hoy, works with no signal. */
export async function teacherReady(page: Page) {
  await signIn(page, 'profesor@demo.cl')
  await page.waitForURL('**/today')
  await waitForOfflineReady(page)
}

/**
 * Opens a group's due class with its card on Hoy (`group`: the group's name, or a pattern of the
 * card's name); answers the class's id.
 */
export async function openDueClass(page: Page, group: string | RegExp): Promise<string> {
  const name = typeof group === 'string' ? new RegExp(group) : group
  await page.getByRole('button', { name }).click({ timeout: 30_000 })
  await page.waitForURL(/\/attendances\/[0-9a-f-]{36}$/)
  return new URL(page.url()).pathname.split('/').pop()!
}

/** Polls `read` until `done` holds for its value (or fails with the last value seen). */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeout = 60_000, interval = 100, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeout
  let last: T | undefined
  for (;;) {
    try {
      last = await read()
      if (done(last)) return last
    } catch (error) {
      if (Date.now() > deadline) throw error
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeout} ms waiting for ${what}; last: ${String(last)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
}

export function readStore<T = Record<string, unknown>>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('bike-school')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction(name).objectStore(name).getAll()
          request.onsuccess = () => {
            open.result.close()
            resolve(request.result as T[])
          }
          request.onerror = () => reject(request.error)
        }
      }),
    store,
  )
}

export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('bike-school')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').count()
          request.onsuccess = () => {
            open.result.close()
            resolve(request.result)
          }
          request.onerror = () => reject(request.error)
        }
      }),
  )
}

/**
 * Signal again, through a crash: the server starts, the phone goes online, and the server
 * applies the phone's first push and is killed (SIGKILL) before the answer arrives (the phone
 * sees a reset connection). Resolves once that has happened, the server down; answers a count of
 * the pushes the phone has made.
 */
export async function reconnectThroughCrash(
  context: BrowserContext,
  page: Page,
  server: FieldServer,
): Promise<() => number> {
  let resolveCrash: () => void = () => {}
  const crashed = new Promise<void>((resolve) => (resolveCrash = resolve))
  let pushes = 0
  await page.route('**/api/sync/push', async (route) => {
    pushes += 1
    if (pushes > 1) return route.continue()
    const applied = await route.fetch()
    if (applied.status() !== 200) throw new Error(`push answered ${applied.status()}`)
    await server.stop('SIGKILL')
    await route.abort('connectionreset')
    resolveCrash()
  })
  await server.start()
  await context.setOffline(false)
  await crashed
  return () => pushes
}

/**
 * Waits until the phone's outbox is empty: every queued change has reached the server.
 * `timeout` in ms, 2 minutes unless told.
 */
export function outboxDrained(page: Page, { timeout = 120_000, what = 'empty outbox' } = {}) {
  return until(
    () => outboxCount(page),
    (n) => n === 0,
    { timeout, what },
  )
}

/**
 * Ready for the trailhead: the service worker (with the precached shell) controls the page and
 * the first pull is stored.
 */
export async function waitForOfflineReady(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, {
    timeout: 60_000,
    polling: 250,
  })
  await until(
    () => readStore<{ key: string; value: unknown }>(page, 'meta'),
    (rows) => rows.some((r) => r.key === 'lastSyncAt' && typeof r.value === 'number'),
    { timeout: 60_000, interval: 250, what: 'the first pull' },
  )
}

/** The top bar's sync indicator ('En línea', 'Sin conexión', 'N cambios sin sincronizar'). */
export const indicator = (page: Page) =>
  page.getByRole('status', { name: 'Estado de sincronización' })

/** An admin's view of the API from the test process, to check what the server stored. */
export class AdminApi {
  private send: AdminRequest | undefined

  constructor(private readonly server: { url: string }) {}

  /** Signs the admin in on first use (the server may not be up when this is made). */
  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    this.send ??= await adminApi(this.server.url)
    return this.send<T>(method, path, body)
  }

  get<T>(path: string): Promise<T> {
    return this.request<T>('GET', path)
  }

  /** A new student of their own (see newStudentFields); `more` adds or overrides fields. */
  newStudent(name: string, lastName: string, more: Record<string, unknown> = {}) {
    return this.request<Student>('POST', '/students', newStudentFields(name, lastName, more))
  }

  /** How many audited writes of each action one class session had: action → count. */
  async sessionWrites(sessionId: string): Promise<Record<string, number>> {
    const writes: Record<string, number> = {}
    for (const { action } of await this.sessionAudit(sessionId)) {
      writes[action] = (writes[action] ?? 0) + 1
    }
    return writes
  }

  /** One class session as the server holds it, with its teachers and attendance. */
  session(sessionId: string) {
    return this.get<StoredSession>(`/class_sessions/${sessionId}`)
  }

  /** The audit trail of one class session: one entry per write that changed it. */
  sessionAudit(sessionId: string) {
    return this.get<{ action: string; after: unknown }[]>(
      `/audit?entity=class_session&entity_id=${sessionId}&limit=200`,
    )
  }
}

export interface StoredSession {
  id: string
  group_id: string | null
  name: string | null
  class_type: string
  session_date: string
  teachers: { id: string }[]
  students: { student_id: string; used_transport: boolean; status: string }[]
}

/** Whether each student of a stored class came on the school's transport: student id → flag. */
export const transportByStudent = (session: StoredSession) =>
  new Map(session.students.map((s) => [s.student_id, s.used_transport]))

export interface Student {
  id: string
  name: string
  last_name: string
}

export const fullName = (s: Student) => `${s.name} ${s.last_name}`

/** A student's controls on a class's roster: present, absent, and the transport checkbox. */
export const presentToggle = (page: Page, s: Student) =>
  page.getByRole('button', { name: `${fullName(s)}: presente` })
export const absentToggle = (page: Page, s: Student) =>
  page.getByRole('button', { name: `${fullName(s)}: ausente` })
export const transportToggle = (page: Page, s: Student) =>
  page.getByLabel(`Transporte de ${fullName(s)}`)

/**
 * Waits until the row of a roster control is saved on the phone (no longer aria-busy): a mark is
 * shown at the tap, before its write commits, and a page left before then loses the write.
 */
export async function rowSaved(control: Locator): Promise<void> {
  await expect
    .poll(() => control.locator('xpath=ancestor::li[1]').getAttribute('aria-busy'))
    .toBe('false')
}

/** Takes a student off the class on its page: 'Quitar', then the confirmation. */
export async function removeFromClass(page: Page, student: Student): Promise<void> {
  await page.getByRole('button', { name: `Quitar a ${fullName(student)}` }).click()
  await page
    .getByRole('dialog', { name: 'Quitar alumno' })
    .getByRole('button', { name: 'Quitar', exact: true })
    .click()
}

/** Students no other student's full name contains, so a name finds exactly one row or box. */
export function distinctStudents(students: Student[]): Student[] {
  const names = students.map(fullName)
  return students.filter((s) => names.filter((n) => n.includes(fullName(s))).length === 1)
}

/**
 * A group whose class is due every day (23:45), so Hoy always offers it, taught by the demo
 * teacher (a teacher's device holds only the groups they teach); `settings`: more of the group's
 * fields, e.g. its price per class. Answers the group's id.
 */
export async function dueGroup(
  api: AdminApi,
  name: string,
  studentIds: string[],
  settings: { price_per_session?: number } = {},
) {
  const group = await api.request<{ id: string }>('POST', '/groups', {
    name,
    start_date: '2020-01-01',
    rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYHOUR=23;BYMINUTE=45',
    ...settings,
  })
  await api.request('POST', `/groups/${group.id}/students`, studentIds)
  const teachers = await api.get<{ id: string; email: string | null }[]>('/teachers')
  const teacher = teachers.find((t) => t.email === 'profesor@demo.cl')
  if (!teacher) throw new Error('no teacher profesor@demo.cl')
  await api.request('POST', `/groups/${group.id}/teachers`, [teacher.id])
  return group.id
}

export function removeDir(path: string) {
  rmSync(path, { recursive: true, force: true })
}

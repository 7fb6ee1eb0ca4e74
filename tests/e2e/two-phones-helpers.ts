// Shared steps of the browser tests where one teacher works a group's class on two phones: a
// stoppable server with two phone profiles, students of their own, a group due every day, opening
// its class from Hoy, reading the roster as the screen shows it, and the class as the server has it.
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import {
  AdminApi,
  dueGroup,
  FieldServer,
  newProfileDir,
  openDueClass,
  readStore,
  removeDir,
  until,
} from './offline-helpers.ts'
import { launchPhone } from './support/field-suite.ts'
import { freshDatabase, type FreshDatabase } from '../server/helpers/fresh-database.ts'

export type Status = 'present' | 'absent'
/** A student's attendance in the class; null status: on the roster, not marked (not on the class). */
export interface Mark {
  status: Status | null
  transport: boolean
}

export interface Kid {
  id: string
  name: string
}

export interface TwoPhones {
  server: FieldServer
  api: AdminApi
  /** Opens phone `i` (0 or 1) on its profile, its clock on an ordinary day; answers that day. */
  launch: (i: 0 | 1) => Promise<{ context: BrowserContext; page: Page; day: string }>
}

/**
 * A server, its admin API and two phone profiles for the file's tests, removed after them. With
 * `postgresAdminUrl` the server runs on a fresh PostgreSQL database (the demo school seeded),
 * dropped afterwards; without it, on its embedded database.
 */
export function useTwoPhones(postgresAdminUrl?: string): TwoPhones {
  let database: FreshDatabase | undefined
  const profiles: string[] = []
  const contexts: BrowserContext[] = []
  const suite = {
    launch: async (i: 0 | 1) => {
      const phone = await launchPhone(profiles[i]!, suite.server!.url)
      contexts.push(phone.context)
      return phone
    },
  } as Partial<TwoPhones> & Pick<TwoPhones, 'launch'>
  beforeAll(async () => {
    database = postgresAdminUrl ? await freshDatabase(postgresAdminUrl, 'bs_e2e') : undefined
    suite.server = await FieldServer.create(
      database ? { DATABASE_URL: database.url, DEMO: '1' } : {},
    )
    suite.api = new AdminApi(suite.server)
    profiles.push(newProfileDir(), newProfileDir())
  })
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {})
    await suite.server?.dispose()
    await database?.drop()
    for (const dir of profiles) removeDir(dir)
  })
  return suite as TwoPhones
}

/** An adult student of their own (they pay for themselves), with nothing billed yet. */
export async function newKid(api: AdminApi, name: string, lastName: string): Promise<Kid> {
  const created = await api.newStudent(name, lastName, { birth_date: '1990-01-01' })
  return { id: created.id, name: `${name} ${lastName}` }
}

/** A group of `kids` with a price per class, due every day and taught by the demo teacher. */
export function pricedDueGroup(api: AdminApi, name: string, kids: Kid[], price: number) {
  return dueGroup(
    api,
    name,
    kids.map((k) => k.id),
    { price_per_session: price },
  )
}

/** Opens the group's due class with its card on Hoy, its roster drawn; answers the class's id. */
export async function openFromHoy(page: Page, group: string): Promise<string> {
  const sessionId = await openDueClass(page, group)
  await page.locator('.roster-row').first().waitFor({ timeout: 30_000 })
  return sessionId
}

export const presentButton = (page: Page, kid: Kid) =>
  page.getByRole('button', { name: `${kid.name}: presente`, exact: true })
export const absentButton = (page: Page, kid: Kid) =>
  page.getByRole('button', { name: `${kid.name}: ausente`, exact: true })
export const transportBox = (page: Page, kid: Kid) =>
  page.getByRole('checkbox', { name: `Transporte de ${kid.name}`, exact: true })

/**
 * The roster as the screen shows it saved: each row's name → its marks. A row still being saved
 * (aria-busy) is left out, so a wait for a row's marks ends only once they are stored.
 */
export async function rosterOnScreen(page: Page): Promise<Map<string, Mark>> {
  const rows = await page.locator('.roster-row:not([aria-busy="true"])').evaluateAll((elements) =>
    elements.map((row) => {
      const pressed = (selector: string) =>
        row.querySelector(selector)?.getAttribute('aria-pressed') === 'true'
      const present = pressed('.roster-toggle-present')
      const absent = pressed('.roster-toggle-absent')
      return {
        name: row.querySelector('.roster-name')?.textContent ?? '',
        status: present ? 'present' : absent ? 'absent' : null,
        transport: (row.querySelector('input[type=checkbox]') as HTMLInputElement | null)!.checked,
      }
    }),
  )
  return new Map(
    rows.map((r) => [r.name, { status: r.status as Status | null, transport: r.transport }]),
  )
}

/** Waits until the screen's row of `kid` shows `mark`. */
export async function expectRow(page: Page, kid: Kid, mark: Mark) {
  await expect
    .poll(async () => (await rosterOnScreen(page)).get(kid.name), { timeout: 15_000 })
    .toEqual(mark)
}

/** Waits until the phone's outbox is empty; fails at once on a change the server rejected. */
export async function drained(page: Page, what: string) {
  const deadline = Date.now() + 90_000
  for (;;) {
    const entries = await readStore<{ status: string; name: string; error: unknown }>(
      page,
      'outbox',
    )
    const rejected = entries.find((e) => e.status === 'rejected')
    if (rejected) throw new Error(`${what}: ${rejected.name} rejected: ${String(rejected.error)}`)
    if (entries.length === 0) return
    if (Date.now() > deadline) throw new Error(`${what}: ${entries.length} changes left unsent`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

export interface StoredClass {
  id: string
  group_id: string | null
  session_date: string
  students: { student_id: string; used_transport: boolean; status: Status }[]
}

/** The group's live classes on the server, each with its attendance. */
export async function classesOfGroup(api: AdminApi, groupId: string): Promise<StoredClass[]> {
  const all = await api.get<{ id: string; group_id: string | null }[]>('/class_sessions?limit=1000')
  return Promise.all(
    all
      .filter((s) => s.group_id === groupId)
      .map((s) => api.get<StoredClass>(`/class_sessions/${s.id}`)),
  )
}

/** The day's cards on Hoy naming the group, after a pull that started once Hoy was opened. */
export async function hoyCardsAfterPull(page: Page, group: string): Promise<number> {
  const lastSync = async () =>
    (await readStore<{ key: string; value: unknown }>(page, 'meta')).find(
      (r) => r.key === 'lastSyncAt',
    )?.value as number | undefined
  const before = (await lastSync()) ?? 0
  await page.goto('/today')
  await until(lastSync, (at) => (at ?? 0) > before, { timeout: 30_000, what: 'a pull' })
  const list = page.locator('.today-list').first()
  await list.locator('li').first().waitFor({ timeout: 30_000 })
  return list.locator('li').filter({ hasText: group }).count()
}

// What the class page shows is saved on the phone: a tap or a 'Deshacer' followed at once by a
// reload (the tab killed the moment the screen says it happened) is still there after it and
// reaches the server exactly once, on a slow phone (Chromium's CPU throttled). A reload while a
// tap is still being written asks first. 'Deshacer' puts a child back with the transport the
// screen showed, and the undo toast never hides a row.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  dueGroup,
  fullName,
  openDueClass,
  outboxDrained,
  removeFromClass,
  teacherReady,
  waitForOfflineReady,
  type Student,
} from './offline-helpers.ts'
import { screenshotsAtBothSizes } from './support/browser.ts'
import { useFieldSuite, type Phone } from './support/field-suite.ts'

const field = useFieldSuite()

/** Students of their own, named so the lists order them as given ('Ana Guardado01', ...). */
async function newStudents(prefix: string, count: number): Promise<Student[]> {
  const made: Student[] = []
  for (let i = 1; i <= count; i++) {
    made.push(await field.api.newStudent(prefix, `Guardado${String(i).padStart(2, '0')}`))
  }
  return made
}

/** The phone on Hoy, signed in and ready offline, with its CPU slowed `rate` times. */
async function openPhone(rate: number): Promise<Phone> {
  const { context, page } = await field.launch()
  await page.goto('/today')
  const login = page.getByLabel('Correo electrónico')
  await page.getByRole('heading', { name: 'Hoy', level: 1 }).or(login).waitFor({ timeout: 30_000 })
  if (await login.isVisible()) await teacherReady(page)
  else await waitForOfflineReady(page)
  // NOTE: the throttling belongs to the page's target and stays across its reloads.
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  return { context, page }
}

/**
 * A group of `kids` due every day, its class opened from Hoy on the phone with its CPU slowed
 * `rate` times; runs `test` on that class and closes the phone after it.
 */
async function onDueClass(
  group: string,
  kids: Student[],
  rate: number,
  test: (phone: Phone & { sessionId: string }) => Promise<void>,
) {
  await dueGroup(
    field.api,
    group,
    kids.map((k) => k.id),
  )
  const { context, page } = await openPhone(rate)
  try {
    await test({ context, page, sessionId: await openDueClass(page, group) })
  } finally {
    await context.close()
  }
}

type Status = 'present' | 'absent'
const label = (s: Student, status: Status) =>
  `${fullName(s)}: ${status === 'present' ? 'presente' : 'ausente'}`

/**
 * Arms the page to reload itself the instant `label`'s button is pressed on a row no longer
 * saving (or, for `label` null, the instant the undo toast is gone): the tab "killed" as soon as
 * the screen says the change happened. The time from the next click to then is kept in
 * sessionStorage ('shownAfterMs').
 */
function reloadWhenShown(page: Page, label: string | null) {
  return page.evaluate((label) => {
    let clickedAt = 0
    document.addEventListener('click', () => (clickedAt ||= performance.now()), { capture: true })
    const shown = () => {
      if (label === null) return clickedAt > 0 && document.querySelector('.undo-toast') === null
      const button = document.querySelector(`button[aria-label="${label}"]`)
      return (
        button?.getAttribute('aria-pressed') === 'true' &&
        button.closest('li')?.getAttribute('aria-busy') !== 'true'
      )
    }
    const observer = new MutationObserver(() => {
      if (!shown()) return
      observer.disconnect()
      sessionStorage.setItem('shownAfterMs', String(Math.round(performance.now() - clickedAt)))
      location.reload()
    })
    observer.observe(document.body, { subtree: true, childList: true, attributes: true })
  }, label)
}

/** Clicks `target` and waits for the reload `reloadWhenShown` armed; answers its latency. */
async function clickAndReload(page: Page, click: () => Promise<void>): Promise<number> {
  const reloaded = page.waitForEvent('load', { timeout: 30_000 })
  await click()
  await reloaded
  return Number(await page.evaluate(() => sessionStorage.getItem('shownAfterMs')))
}

/** The roster after a reload, drawn from the store (no row still saving). */
async function rosterShown(page: Page, s: Student): Promise<Status | null> {
  const present = page.getByRole('button', { name: label(s, 'present') })
  await present.waitFor({ timeout: 30_000 })
  if ((await present.getAttribute('aria-pressed')) === 'true') return 'present'
  const absent = page.getByRole('button', { name: label(s, 'absent') })
  return (await absent.getAttribute('aria-pressed')) === 'true' ? 'absent' : null
}

describe('what the class page shows is saved', () => {
  it('keeps a tap and a Deshacer reloaded the moment they show, 20 times at 4x CPU', async () => {
    const kids = await newStudents('Tapa', 4)
    await onDueClass('Grupo Recarga', kids, 4, async ({ page, sessionId }) => {
      const state = new Map<string, Status>()
      const expected: string[] = []
      const tapMs: number[] = []
      const undoMs: number[] = []
      for (let i = 0; i < 20; i++) {
        const kid = kids[i % kids.length]!
        // Each tap changes something: unmarked or absent → present, present → absent.
        const status: Status = state.get(kid.id) === 'present' ? 'absent' : 'present'
        await reloadWhenShown(page, label(kid, status))
        tapMs.push(
          await clickAndReload(page, () =>
            page.getByRole('button', { name: label(kid, status) }).click(),
          ),
        )
        expect(await rosterShown(page, kid), `tap ${i + 1} after the reload`).toBe(status)
        state.set(kid.id, status)
        expected.push(`add ${kid.id} ${status}`)

        // Taken off, then put back with 'Deshacer', and reloaded the moment the toast leaves.
        await removeFromClass(page, kid)
        await page.getByText(`Se quitó a ${fullName(kid)} de la clase`).waitFor()
        await reloadWhenShown(page, null)
        undoMs.push(
          await clickAndReload(page, () =>
            page.getByRole('button', { name: 'Deshacer', exact: true }).click(),
          ),
        )
        expect(await rosterShown(page, kid), `Deshacer ${i + 1} after the reload`).toBe(status)
        expect(await page.getByRole('button', { name: `Quitar a ${fullName(kid)}` }).count()).toBe(
          1,
        )
        expected.push(`remove ${kid.id}`, `add ${kid.id} ${status}`)
      }
      console.info(`tap → shown as saved (ms, 4x CPU): ${tapMs.join(' ')}`)
      console.info(`Deshacer → toast gone (ms, 4x CPU): ${undoMs.join(' ')}`)

      await outboxDrained(page, { what: 'outbox' })
      const stored = await field.api.session(sessionId)
      expect(
        stored.students.map((s) => [s.student_id, s.status]).sort(),
        'the server ends as the screen',
      ).toEqual([...state].sort())
      // Exactly once: each change made one write on the server, no change was lost or split.
      const audit = await field.api.sessionAudit(sessionId)
      const writes = audit
        .filter((a) => a.action.startsWith('class_session.students.'))
        .map((a) => a.action)
      expect(writes.filter((a) => a === 'class_session.students.add')).toHaveLength(
        expected.filter((e) => e.startsWith('add')).length,
      )
      expect(writes.filter((a) => a === 'class_session.students.remove')).toHaveLength(20)
      expect(writes).toHaveLength(expected.length)
    })
  }, 900_000)

  it('asks before a reload while taps are still being saved, and stays to save them', async () => {
    const kids = await newStudents('Espera', 3)
    await onDueClass('Grupo Espera', kids, 1, async ({ page, sessionId }) => {
      // The phone's store held busy (another transaction on the outbox, kept alive), so the taps
      // below are still being written when the teacher reloads: as on a slow phone, only longer.
      await page.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open('bike-school')
            open.onerror = () => reject(open.error)
            open.onsuccess = () => {
              const store = open.result.transaction(['outbox'], 'readwrite').objectStore('outbox')
              const held = window as unknown as { storeHeld: boolean }
              held.storeHeld = true
              const spin = () => {
                if (held.storeHeld) store.count().onsuccess = spin
              }
              spin()
              resolve()
            }
          }),
      )
      for (const kid of kids)
        await page.getByRole('button', { name: label(kid, 'present') }).click()
      expect(await page.locator('li.roster-row[aria-busy="true"]').count()).toBe(3)

      // The reflex reload: the browser asks first, and the teacher stays.
      const asked = page.waitForEvent('dialog', { timeout: 10_000 })
      void page.evaluate(() => location.reload()).catch(() => {})
      const dialog = await asked
      expect(dialog.type()).toBe('beforeunload')
      await dialog.dismiss()
      await page.evaluate(() => ((window as unknown as { storeHeld: boolean }).storeHeld = false))
      await expect.poll(() => page.locator('li.roster-row[aria-busy="true"]').count()).toBe(0)

      // Saved: now a reload asks nothing and finds the three taps.
      const unexpected: string[] = []
      page.on('dialog', (d) => {
        unexpected.push(d.type())
        void d.accept()
      })
      await page.reload()
      for (const kid of kids) expect(await rosterShown(page, kid)).toBe('present')
      expect(unexpected).toEqual([])
      await outboxDrained(page, { what: 'outbox' })
      const stored = await field.api.session(sessionId)
      expect(stored.students.map((s) => [s.student_id, s.status]).sort()).toEqual(
        kids.map((k) => [k.id, 'present']).sort(),
      )
    })
  }, 300_000)

  it('puts a child back with the transport ticked just before Quitar, at 8x CPU', async () => {
    const [kid] = (await newStudents('Ruta', 1)) as [Student]
    await onDueClass('Grupo Ruta', [kid], 8, async ({ page, sessionId }) => {
      const row = page.locator('li.roster-row', { hasText: fullName(kid) })
      await page.getByRole('button', { name: label(kid, 'present') }).click()
      await expect.poll(() => row.getAttribute('aria-busy')).not.toBe('true')
      const transport = page.getByLabel(`Transporte de ${fullName(kid)}`)

      await page.getByRole('button', { name: `Quitar a ${fullName(kid)}` }).waitFor()
      // All at once: the tick and 'Quitar' in one go (faster than a finger), its confirmation
      // and 'Deshacer'.
      await page.evaluate((name) => {
        document.querySelector<HTMLElement>(`input[aria-label="Transporte de ${name}"]`)!.click()
        document.querySelector<HTMLElement>(`button[aria-label="Quitar a ${name}"]`)!.click()
      }, fullName(kid))
      expect(await transport.isChecked()).toBe(true)
      await page
        .getByRole('dialog', { name: 'Quitar alumno' })
        .getByRole('button', { name: 'Quitar', exact: true })
        .click()
      await page.getByRole('button', { name: 'Deshacer', exact: true }).click()

      // What the teacher sees: the child back on the class, present, saved; then her transport.
      await page.getByRole('button', { name: `Quitar a ${fullName(kid)}` }).waitFor()
      await expect.poll(() => rosterShown(page, kid)).toBe('present')
      await expect.poll(() => row.getAttribute('aria-busy')).not.toBe('true')
      expect(await transport.isChecked()).toBe(true)
      await page.reload()
      expect(await rosterShown(page, kid)).toBe('present')
      expect(await transport.isChecked()).toBe(true)

      await outboxDrained(page, { what: 'outbox' })
      const stored = await field.api.session(sessionId)
      expect(stored.students.map((s) => [s.student_id, s.status, s.used_transport])).toEqual([
        [kid.id, 'present', true],
      ])
    })
  }, 300_000)

  it('lets the next row be taken off while the undo toast shows, on a phone', async () => {
    const kids = await newStudents('Fila', 6)
    await onDueClass('Grupo Filas', kids, 1, async ({ page, sessionId }) => {
      for (const kid of kids)
        await page.getByRole('button', { name: label(kid, 'present') }).click()
      await expect.poll(() => page.locator('li.roster-row[aria-busy="true"]').count()).toBe(0)
      const [secondLast, last] = kids.slice(-2) as [Student, Student]

      await removeFromClass(page, secondLast)
      const toast = page.locator('.undo-toast')
      await expect.poll(() => toast.innerText()).toContain(fullName(secondLast))
      await screenshots(page, 'toast')
      // Scrolled as far down as the page goes, the last row's 'Quitar' is clear of the toast
      // (the page makes room below its rows), and a tap on it takes her off too.
      const quitLast = page.getByRole('button', { name: `Quitar a ${fullName(last)}` })
      await page.mouse.wheel(0, 10_000)
      await expect.poll(() => gap(quitLast, toast)).toBeGreaterThanOrEqual(0)
      await quitLast.click({ timeout: 10_000 })
      await page
        .getByRole('dialog', { name: 'Quitar alumno' })
        .getByRole('button', { name: 'Quitar', exact: true })
        .click()
      // The toast now offers to undo the latest removal.
      await expect.poll(() => toast.innerText()).toContain(fullName(last))

      await outboxDrained(page, { what: 'outbox' })
      const stored = await field.api.session(sessionId)
      expect(stored.students.map((s) => s.student_id).sort()).toEqual(
        kids
          .slice(0, -2)
          .map((k) => k.id)
          .sort(),
      )
    })
  }, 300_000)
})

/** How far above the toast's top edge `button`'s bottom edge is (negative: hidden under it). */
async function gap(button: Locator, toast: Locator): Promise<number> {
  const [b, t] = await Promise.all([button.boundingBox(), toast.boundingBox()])
  if (!b || !t) throw new Error('not on screen')
  return t.y - (b.y + b.height)
}

/** The page at both sizes, scrolled to its end, when SCREENSHOT_DIR asks for them. */
function screenshots(page: Page, name: string) {
  return screenshotsAtBothSizes(page, name, async () => {
    await page.locator('.undo-toast').waitFor()
    await page.mouse.wheel(0, 10_000)
    await page.waitForTimeout(300)
  })
}

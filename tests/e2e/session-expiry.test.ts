// A session that ends on its own, on a phone: the teacher marks two children with no signal, the
// session is revoked on the server meanwhile (as an expired refresh would be), and when the signal
// returns the app shows the staff sign-in that says the session ended, with the e-mail filled in
// and the two changes waiting; after signing in they reach the server, once each.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  dueGroup,
  openDueClass,
  outboxCount,
  outboxDrained,
  presentToggle,
  until,
} from './offline-helpers.ts'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { screenshotsAtBothSizes } from './support/browser.ts'
import { useFieldSuite } from './support/field-suite.ts'
import { submitLogin } from './support/staff.ts'

const field = useFieldSuite()
const GROUP = 'Grupo Sesión Vencida'

/** Revokes the phone's session on the server with its own access token (POST /api/logout). */
async function revokeSession(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  const url = field.server.url
  const response = await fetch(`${url}/api/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, origin: url },
  })
  expect(response.status).toBe(204)
}

describe('a session that ends on its own', () => {
  it('shows the staff sign-in with the e-mail and the changes waiting, and sends them after it', async () => {
    const sofia = await field.api.newStudent('Sofía', 'Vencida')
    const lucas = await field.api.newStudent('Lucas', 'Vencido')
    await dueGroup(field.api, GROUP, [sofia.id, lucas.id])
    const { context, page } = await field.teacherOnHoy()
    const sessionId = await openDueClass(page, GROUP)
    await outboxDrained(page)

    // No signal at the trailhead: two children marked present wait on the phone.
    await context.setOffline(true)
    await presentToggle(page, sofia).click()
    await presentToggle(page, lucas).click()
    await until(
      () => outboxCount(page),
      (n) => n === 2,
      { what: 'two changes queued' },
    )

    // Meanwhile the session ends on the server; with signal again the sync meets it.
    await revokeSession(page)
    await context.setOffline(false)
    await page.waitForURL('**/session-ended', { timeout: 60_000 })

    const main = page.getByRole('main')
    await main.getByRole('heading', { level: 1, name: 'Tu sesión terminó' }).waitFor()
    expect(await main.innerText()).toContain('Vuelve a ingresar con tu contraseña para seguir.')
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'cambios' }).innerText())
      .toBe('2 cambios guardados en este teléfono se enviarán al ingresar.')
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe('profesor@demo.cl')
    // A staff screen: no public navigation nor footer.
    expect(await page.getByRole('contentinfo').count()).toBe(0)
    expect(await page.getByRole('navigation', { name: 'Navegación principal' }).count()).toBe(0)
    // An expired session is not a logout: the changes are still on the phone.
    expect(await outboxCount(page)).toBe(2)
    await expectNoSeriousA11yViolations(page, { screen: 'session ended' })
    await screenshotsAtBothSizes(page, 'session-ended', () => page.evaluate(() => scrollTo(0, 0)))

    // A reload keeps the screen (the ended session is remembered, not the token).
    await page.reload()
    await main.getByRole('heading', { level: 1, name: 'Tu sesión terminó' }).waitFor()
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe('profesor@demo.cl')

    // Only the password: back on the class, and the two marks reach the server once each.
    await submitLogin(page)
    await page.waitForURL(`**/attendances/${sessionId}`, { timeout: 30_000 })
    await outboxDrained(page)
    const stored = await field.api.session(sessionId)
    expect(stored.students.map((s) => `${s.student_id}:${s.status}`).sort()).toEqual(
      [`${sofia.id}:present`, `${lucas.id}:present`].sort(),
    )
    const writes = await field.api.sessionWrites(sessionId)
    expect(writes['class_session.create']).toBe(1)
    expect(writes['class_session.students.add']).toBe(2)
    expect(await presentToggle(page, sofia).getAttribute('aria-pressed')).toBe('true')
  }, 300_000)
})

// Changes waiting on a phone, in the staff app's own dialogs: logging out with a change not yet
// sent asks first (and 'Cancelar' keeps it); a change the server refuses (its class was deleted
// meanwhile) shows behind the connection bar's button with the server's reason, and 'Descartar'
// drops it. axe finds no serious violation on either dialog.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  dueGroup,
  openDueClass,
  outboxCount,
  outboxDrained,
  presentToggle,
  rowSaved,
  until,
} from './offline-helpers.ts'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { screenshotsAtBothSizes } from './support/browser.ts'
import { useFieldSuite } from './support/field-suite.ts'

const field = useFieldSuite()
const GROUP = 'Grupo Cambios Pendientes'

/** Opens the account menu and chooses one of its entries. */
async function userMenu(page: Page, choice: string) {
  await page.getByRole('button', { name: 'Menú de usuario' }).click()
  await page
    .getByRole('list', { name: 'Menú de usuario' })
    .getByRole('button', { name: choice, exact: true })
    .click()
}

describe('changes waiting on the phone', () => {
  it('asks before logging out with them, and shows and drops the one the server refused', async () => {
    const kid = await field.api.newStudent('Tomás', 'Pendiente')
    await dueGroup(field.api, GROUP, [kid.id])
    const { context, page } = await field.teacherOnHoy()
    const sessionId = await openDueClass(page, GROUP)
    await outboxDrained(page)

    // No signal: a mark waits on the phone, and the office deletes the class meanwhile.
    await context.setOffline(true)
    await presentToggle(page, kid).click()
    await rowSaved(presentToggle(page, kid))
    expect(await outboxCount(page)).toBe(1)
    await field.api.request('DELETE', `/class_sessions/${sessionId}`)

    // Logging out asks first; 'Cancelar' keeps the session and the change.
    await page.getByRole('button', { name: 'Menú de usuario' }).click()
    const menu = page.getByRole('list', { name: 'Menú de usuario' })
    await menu.waitFor()
    await expectNoSeriousA11yViolations(page, { selector: '.user-menu', screen: 'user menu' })
    await screenshotsAtBothSizes(page, 'user-menu', async () => {})
    await menu.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
    const warning = page.getByRole('dialog', { name: 'Hay cambios sin sincronizar' })
    await warning.waitFor()
    expect(await warning.innerText()).toContain('Tienes 1 cambio sin sincronizar.')
    await expectNoSeriousA11yViolations(page, {
      selector: 'dialog[open]',
      screen: 'logout warning',
    })
    await screenshotsAtBothSizes(page, 'logout-warning', async () => {})
    await warning.getByRole('button', { name: 'Cancelar', exact: true }).click()
    await warning.waitFor({ state: 'hidden' })
    expect(page.url()).toContain(`/attendances/${sessionId}`)
    expect(await outboxCount(page)).toBe(1)

    // Signal again: the server refuses the mark, and the bar says so.
    await context.setOffline(false)
    const refused = page.getByRole('button', { name: '1 cambio rechazado' })
    await refused.waitFor({ timeout: 60_000 })
    await refused.click()
    const dialog = page.getByRole('dialog', { name: 'Cambios rechazados' })
    await dialog.waitFor()
    const change = dialog.getByRole('listitem')
    expect(await change.getByRole('heading').innerText()).toBe('Agregar alumnos a la clase')
    expect((await change.getByRole('alert').innerText()).length).toBeGreaterThan(0)
    await expectNoSeriousA11yViolations(page, {
      selector: 'dialog[open]',
      screen: 'rejected changes',
    })
    await screenshotsAtBothSizes(page, 'rejected-changes', async () => {})

    // 'Descartar' drops it: nothing is left to send, and logging out no longer asks.
    await change.getByRole('button', { name: 'Descartar', exact: true }).click()
    await dialog.getByText('No hay cambios rechazados.').waitFor()
    await until(
      () => outboxCount(page),
      (n) => n === 0,
      { what: 'the refused change dropped' },
    )
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await refused.count()).toBe(0)
    await userMenu(page, 'Cerrar sesión')
    await page.waitForURL('**/login')
    await context.close()
  }, 300_000)
})

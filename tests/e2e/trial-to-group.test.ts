// From a trial class to a group, in Chromium against the real server (demo school): a visitor on a
// phone asks for a trial class in a group through its schedule link; the admin presses
// 'Inscribir', saves the prefilled student form and finds the student in the group's page. Then a
// full group's waiting-list request is offered a freed place by WhatsApp, and the visitor accepts
// it from the link on a phone. The capacity is set in the database while the server is down, so
// the test does not depend on the demo's capacities.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Enquiry } from '#shared/contract/enquiries.ts'
import type { Group, GroupDetail } from '#shared/contract/groups.ts'
import { slugOf as groupSlug } from '#shared/schedule-words.ts'
import { computeRutCheckDigit, formatRut } from '#shared/rut.ts'
import { openPglite } from '#server/db/client.ts'
import { DEFAULT_SCHOOL_ID } from '#server/db/school-context.ts'
import { groups } from '#server/db/schema.ts'
import { DESKTOP, newContext, PHONE } from './support/browser.ts'
import { DEMO_ADMIN, signIn } from './support/staff.ts'
import { useServerBrowserAndAdmin } from './support/suite.ts'

const suite = useServerBrowserAndAdmin()

async function page(viewport: typeof PHONE): Promise<Page> {
  const context = await newContext(suite.browser, suite.server.url, viewport)
  return context.newPage()
}

async function askForTrial(url: string, name: string, age: string) {
  const visitor = await page(PHONE)
  // NOTE: the page arrives painted; the form answers once the app took it over.
  await visitor.goto(url, { waitUntil: 'networkidle' })
  await visitor.getByLabel('Tu nombre').fill(name)
  await visitor.getByLabel('Edad de quien va a andar').fill(age)
  await visitor.getByLabel('Nivel').selectOption('beginner')
  await visitor.getByLabel('Teléfono').fill('9 8765 4321')
  await visitor.getByLabel('Correo electrónico (opcional)').fill('visita@example.com')
  await visitor.getByRole('button', { name: /Pedir clase de prueba|lista de espera/ }).click()
  await visitor.getByText('¡Gracias! Recibimos tu solicitud').waitFor()
  await visitor.context().close()
}

describe('from a trial class to a group', () => {
  it('a visitor asks for a group, the admin enrols them, then a full group offers a freed place', async () => {
    const list = await suite.api<Group[]>('GET', '/groups')
    const details = await Promise.all(
      list.map((g) => suite.api<GroupDetail>('GET', `/groups/${g.id}`)),
    )
    const roomy = details.find((g) => g.students.length === 0) ?? details[0]!
    const full = details.find((g) => g.id !== roomy.id && g.students.length > 0)!

    // The full group holds exactly its members; the other has no limit.
    await suite.server.restart(async () => {
      const handle = await openPglite(`${suite.server.dataDir}/pglite`)
      // As the school's own rows: outside a school the fenced database changes nothing.
      const changed = await handle
        .schoolDb(DEFAULT_SCHOOL_ID)
        .update(groups)
        .set({ capacity: full.students.length })
        .where(eq(groups.id, full.id))
        .returning({ id: groups.id })
      expect(changed).toHaveLength(1)
      await handle.close()
    })

    await askForTrial(`/trial-class?grupo=${groupSlug(roomy.name)}`, 'Rodrigo Valdés', '34')

    const admin = await page(DESKTOP)
    await signIn(admin, DEMO_ADMIN)
    await admin.goto('/enquiries')
    const table = admin.getByRole('table', { name: 'Clases de prueba pedidas' })
    await table.getByRole('row', { name: /Rodrigo Valdés/ }).waitFor()
    expect(await table.getByRole('row', { name: /Rodrigo Valdés/ }).innerText()).toContain(
      roomy.name,
    )
    await admin.getByRole('button', { name: 'Inscribir a quien pidió Rodrigo Valdés' }).click()
    expect(await admin.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Rodrigo')
    expect(await admin.getByLabel('Apellido', { exact: true }).inputValue()).toBe('Valdés')
    await admin
      .getByLabel('RUT', { exact: true })
      .fill(formatRut(`23456789${computeRutCheckDigit('23456789')}`))
    await admin.getByLabel('Fecha de nacimiento').fill('1991-05-14')
    await admin.getByRole('button', { name: 'Inscribir y sumar al grupo' }).click()
    await admin.getByText(`Se inscribió a Rodrigo Valdés en ${roomy.name}.`).waitFor()

    await admin.goto(`/groups/${roomy.id}`)
    await admin.getByText('Rodrigo Valdés').first().waitFor()

    // The full group: a request lands on its waiting list; a member leaves; the place is offered.
    await askForTrial(`/trial-class?grupo=${groupSlug(full.name)}`, 'Marcela Ibáñez', '29')
    const waiting = (await suite.api<Enquiry[]>('GET', '/enquiries')).find(
      (e) => e.name === 'Marcela Ibáñez',
    )!
    expect(waiting).toMatchObject({ waitlist: true, waitlist_position: 1, next_to_offer: false })
    await suite.api('DELETE', `/groups/${full.id}/students/${full.students[0]!.id}`)

    await admin.goto('/enquiries')
    const offer = admin.getByRole('button', { name: 'Ofrecer cupo por WhatsApp a Marcela Ibáñez' })
    await offer.waitFor()
    const chat = admin.context().waitForEvent('page')
    await offer.click()
    await (await chat).close()
    const link = await admin.locator('.enquiry-link').innerText()
    expect(link).toMatch(new RegExp(`^${suite.server.url}/waitlist/[A-Za-z0-9_-]{43}$`))

    const visitor = await page(PHONE)
    await visitor.goto(link.replace(suite.server.url, ''))
    await visitor.getByText(full.name).waitFor()
    await visitor.getByRole('button', { name: 'Acepto el cupo' }).click()
    await visitor.getByText('¡Listo! El cupo es tuyo').waitFor()
    await visitor.context().close()

    await admin.reload()
    const first = admin
      .getByRole('table', { name: 'Clases de prueba pedidas' })
      .getByRole('row')
      .nth(1)
    await expect.poll(() => first.innerText()).toContain('Aceptó el cupo: falta inscribir')
    await admin.context().close()
  })
})

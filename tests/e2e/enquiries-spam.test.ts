// A flood of trial-class requests in Chromium against the real server (demo school, behind a
// proxy that names each client): the flood cannot close the form, a family sending theirs from a
// phone is thanked and reaches the admins' list; the flood's excess waits under 'Mostrar posibles
// spam (N)', and 'No es spam' puts one back, on a phone and on a desktop.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Enquiry } from '#shared/contract/enquiries.ts'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { DESKTOP, newContext, PHONE } from './support/browser.ts'
import { signIn } from './support/staff.ts'
import { useServerBrowserAndAdmin } from './support/suite.ts'

const suite = useServerBrowserAndAdmin({ TRUST_PROXY: '1' })

async function page(viewport: typeof PHONE): Promise<Page> {
  const context = await newContext(suite.browser, suite.server.url, viewport)
  return context.newPage()
}

/** `count` requests from the client `address` (the proxy's X-Forwarded-For); their statuses. */
async function flood(address: string, count: number, name: string) {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${suite.server.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        name: `${name} ${i + 1}`,
        child_age: 10,
        level: 'beginner',
        phone: `9 8000 00${String(i).padStart(2, '0')}`,
        message: 'Visita www.ofertas.example',
      }),
    })
    statuses.push(response.status)
  }
  return statuses
}

async function openEnquiries(viewport: typeof PHONE) {
  const admin = await page(viewport)
  await signIn(admin, 'admin@demo.cl')
  await admin.goto('/enquiries')
  return admin
}

describe('a flood of trial-class requests', () => {
  it('does not close the form: the family is thanked and listed, the flood waits as posible spam', async () => {
    // Two addresses send five each: three an hour per address are ordinary, the rest spam.
    expect(await flood('203.0.113.7', 5, 'Ganador')).toEqual([201, 201, 201, 201, 201])
    expect(await flood('203.0.113.8', 5, 'Premio')).toEqual([201, 201, 201, 201, 201])

    const family = await page(PHONE)
    await family.goto('/trial-class', { waitUntil: 'networkidle' })
    await family.getByLabel('Tu nombre').fill('Catalina Fuentes')
    await family.getByLabel('Edad de quien va a andar').fill('7')
    await family.getByLabel('Nivel').selectOption('beginner')
    await family.getByLabel('Teléfono').fill('9 6543 2109')
    await family.getByRole('button', { name: 'Pedir clase de prueba' }).click()
    await family.getByText('¡Gracias! Recibimos tu solicitud').waitFor()
    await family.context().close()

    const stored = await suite.api<Enquiry[]>('GET', '/enquiries')
    expect(
      stored
        .filter((e) => e.spam)
        .map((e) => e.name)
        .sort(),
    ).toEqual(['Ganador 4', 'Ganador 5', 'Premio 4', 'Premio 5'])
    expect(stored.find((e) => e.name === 'Catalina Fuentes')).toMatchObject({ spam: false })

    const admin = await openEnquiries(DESKTOP)
    const table = admin.getByRole('table', { name: 'Clases de prueba pedidas' })
    await table.getByRole('row', { name: /Catalina Fuentes/ }).waitFor()
    expect(await table.innerText()).not.toContain('Ganador 4')
    expect(await admin.getByText('Posible spam').count()).toBe(0)
    await expectNoSeriousA11yViolations(admin, { selector: '#main-content' })

    await admin.getByRole('button', { name: 'Mostrar posibles spam (4)' }).click()
    const suspect = table.getByRole('row', { name: /Premio 5/ })
    expect(await suspect.innerText()).toContain('Posible spam')
    await expectNoSeriousA11yViolations(admin, { selector: '#main-content' })

    await admin
      .getByRole('button', { name: 'No es spam: devolver a la lista la solicitud de Premio 5' })
      .click()
    await expect.poll(() => suspect.innerText()).not.toContain('Posible spam')
    await admin.getByRole('button', { name: 'Ocultar posibles spam' }).click()
    await admin.getByRole('button', { name: 'Mostrar posibles spam (3)' }).waitFor()
    expect(await table.innerText()).toContain('Premio 5')
    expect(await table.innerText()).not.toContain('Premio 4')
    const restored = (await suite.api<Enquiry[]>('GET', '/enquiries')).find(
      (e) => e.name === 'Premio 5',
    )
    expect(restored).toMatchObject({ spam: false })
    await admin.context().close()
  })

  it('on a phone, each request is a card and a posible spam is restored with one tap', async () => {
    const admin = await openEnquiries(PHONE)
    await admin.getByRole('button', { name: 'Mostrar posibles spam (3)' }).click()
    const card = admin.getByRole('row', { name: /Ganador 5/ })
    expect(await card.innerText()).toContain('Posible spam')
    const restore = admin.getByRole('button', {
      name: 'No es spam: devolver a la lista la solicitud de Ganador 5',
    })
    const box = await restore.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width)
    await restore.click()
    await admin.getByRole('button', { name: 'Ocultar posibles spam' }).click()
    await admin.getByRole('button', { name: 'Mostrar posibles spam (2)' }).waitFor()
    await expectNoSeriousA11yViolations(admin, { selector: '#main-content' })
    await admin.context().close()
  })
})

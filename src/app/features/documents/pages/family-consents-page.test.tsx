// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ConsentStatus, FamilyConsents } from '#shared/contract/consent.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { stubbedFetch, renderWithClient } from '#app/test/render.tsx'
import { FamilyConsentsPage } from './family-consents-page.tsx'

const fetchMock = stubbedFetch()
const id = (n: number) => `2c9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a6${n}`

const statuses = (state: (kind: string) => ConsentStatus['state']): ConsentStatus[] =>
  (['waiver', 'health_consent', 'photo_consent', 'terms', 'privacy'] as const).map((kind) => ({
    kind,
    state: state(kind),
    signed_at: state(kind) === 'pending' ? null : '2026-11-20T10:00:00-03:00',
    earlier_accepted: false,
  }))

const family = (n: number, name: string, over: Partial<FamilyConsents>): FamilyConsents => ({
  guardian: { id: id(n), name, last_name: 'Soto' },
  phone: '+56982345678',
  email: `${name.toLowerCase()}@familia.cl`,
  children: [],
  pending: 0,
  missing_to_ride: false,
  last_link_at: null,
  ...over,
})

const owing = family(1, 'Marta', {
  children: [
    {
      id: id(5),
      name: 'Tomás Soto',
      statuses: statuses((kind) =>
        kind === 'waiver' ? 'accepted' : kind === 'photo_consent' ? 'refused' : 'pending',
      ),
    },
  ],
  pending: 3,
  missing_to_ride: true,
})
const done = family(2, 'Rosa', {
  children: [{ id: id(6), name: 'Inés Soto', statuses: statuses(() => 'accepted') }],
})
const noPhone = family(3, 'Luis', {
  phone: null,
  children: [{ id: id(7), name: 'Pía Soto', statuses: statuses(() => 'pending') }],
  pending: 5,
  missing_to_ride: true,
})

function serve() {
  fetchMock.mockImplementation((url, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { guardian_id: string; channel: string }
      return Promise.resolve(
        jsonResponse(200, {
          sent_at: '2026-11-26T10:00:00-03:00',
          whatsapp_url: body.channel === 'whatsapp' ? `https://wa.me/56982345678?text=x` : null,
        }),
      )
    }
    return Promise.resolve(
      jsonResponse(200, { email_available: true, families: [owing, noPhone, done] }),
    )
  })
}

const renderPage = () => renderWithClient(<FamilyConsentsPage />, { path: '/' })

describe('Firmas de las familias', () => {
  it("shows each pending family's missing and refused documents, the rest on request", async () => {
    serve()
    renderPage()
    const row = (await screen.findByText('Tomás Soto')).closest('tr')!
    expect(row.textContent).toContain(
      'Falta: consentimiento para tratar datos de salud, términos y condiciones, política de privacidad',
    )
    expect(row.textContent).toContain('Rechazó: autorización de fotos y videos')
    expect(row.textContent).toContain('No puede participar hasta aceptar')
    expect(screen.queryByText('Inés Soto')).toBeNull()
    fireEvent.click(screen.getByLabelText('Solo familias con respuestas pendientes'))
    expect(await screen.findByText('Inés Soto')).toBeTruthy()
    expect(screen.getByText('Inés Soto').closest('li')!.textContent).toContain('Todo respondido')
    expect(screen.getByText('Pía Soto').closest('li')!.textContent).toContain(
      'Aún no responde ningún documento',
    )
  })

  it('sends one guardian the link by e-mail, and opens the WhatsApp chats one by one', async () => {
    serve()
    const tabs: { location: { href: string }; opener: unknown; close(): void }[] = []
    vi.spyOn(window, 'open').mockImplementation(() => {
      const tab = { location: { href: '' }, opener: window as unknown, close() {} }
      tabs.push(tab)
      return tab as unknown as Window
    })
    renderPage()
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Enviar a Marta Soto el enlace para firmar por correo',
      }),
    )
    expect(await screen.findByText('Correo con el enlace enviado a Marta Soto.')).toBeTruthy()
    const noPhoneButton = screen.getByRole('button', {
      name: 'Enviar a Luis Soto el enlace para firmar por WhatsApp',
    }) as HTMLButtonElement
    expect(noPhoneButton.disabled).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp a los pendientes, uno por uno' }))
    const sender = screen.getByRole('region', { name: /uno por uno/ })
    expect(within(sender).getByText('No se preparó 1 familia sin celular.')).toBeTruthy()
    fireEvent.click(within(sender).getByRole('button', { name: 'Abrir WhatsApp (1 de 1)' }))
    await vi.waitFor(() => expect(tabs.at(-1)?.location.href).toMatch(/^https:\/\/wa\.me\//))
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { guardian_id: id(1), channel: 'email' },
      { guardian_id: id(1), channel: 'whatsapp' },
    ])
    expect(await within(sender).findByText('Listo: 1 abierto, 0 saltados.')).toBeTruthy()
  })
})

// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReminderOverview, ReminderTarget } from '#shared/contract/reminders.ts'
import { jsonResponse, fakeDialogs } from '#app/test/fixtures.ts'
import { RemindersPanel } from './reminders-panel.tsx'
import { stubbedFetch, renderWithClient } from '#app/test/render.tsx'

const fetchMock = stubbedFetch()
const NOW = new Date('2026-11-21T12:00:00-03:00')

function target(overrides: Partial<ReminderTarget> = {}): ReminderTarget {
  return {
    guardian: { id: '1b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a61', name: 'Marta', last_name: 'Soto' },
    phone: '+56982345678',
    email: 'marta@familia.cl',
    pending_count: 2,
    amount_owed: 35500,
    last_whatsapp_at: null,
    last_email_at: null,
    recent_reminders: [],
    ...overrides,
  }
}

/** Answers the overview, and each send: sent (a wa.me link for WhatsApp), or `refuse`'s 409. */
function serve(overview: ReminderOverview, refuse: Record<string, string> = {}) {
  fetchMock.mockImplementation((url, init) => {
    const path = String(url)
    if (init?.method === 'POST' && path === '/api/reminders/send') {
      const body = JSON.parse(String(init.body)) as { guardian_id: string; channel: string }
      const refusal = refuse[body.guardian_id]
      if (refusal) {
        return Promise.resolve(jsonResponse(409, { code: 'REMINDER_TOO_SOON', detail: refusal }))
      }
      return Promise.resolve(
        jsonResponse(200, {
          results: [
            {
              guardian_id: body.guardian_id,
              channel: body.channel,
              outcome: 'sent',
              sent_at: NOW.toISOString(),
              whatsapp_url:
                body.channel === 'whatsapp'
                  ? `https://wa.me/569${body.guardian_id.slice(-8)}`
                  : null,
              next_allowed_at: null,
            },
          ],
        }),
      )
    }
    return Promise.resolve(jsonResponse(200, overview))
  })
}

/** The tabs the panel opens with window.open (jsdom has none). */
function stubTabs() {
  const tabs: { location: { href: string }; opener: unknown; closed: boolean; close(): void }[] = []
  vi.spyOn(window, 'open').mockImplementation(() => {
    const tab = {
      location: { href: '' },
      opener: window as unknown,
      closed: false,
      close() {
        this.closed = true
      },
    }
    tabs.push(tab)
    return tab as unknown as Window
  })
  return tabs
}

const id = (n: number) => `1b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a6${n}`
const person = (n: number, name: string, overrides: Partial<ReminderTarget> = {}) =>
  target({ guardian: { id: id(n), name, last_name: 'Soto' }, ...overrides })

const renderPanel = () => renderWithClient(<RemindersPanel />)

const sentBodies = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>)

beforeAll(fakeDialogs)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('payment reminders', () => {
  it('lists who owes, how much and when they were last reminded', async () => {
    serve({
      email_available: true,
      guardians: [target({ last_email_at: '2026-11-18T09:30:00-03:00' })],
    })
    renderPanel()
    const table = await screen.findByRole('table', { name: 'Apoderados con pagos pendientes' })
    const [, row] = within(table).getAllByRole('row')
    expect(row!.textContent).toContain('Marta Soto')
    expect(row!.textContent).toContain('$35.500 (2 cobros)')
    expect(row!.textContent).toContain('WhatsApp: Nunca')
    expect(row!.textContent).toContain('Correo: 18-11-2026 09:30')
    expect(row!.textContent).toContain('Ahora')
  })

  it('sends an e-mail at once and says so', async () => {
    serve({ email_available: true, guardians: [target()] })
    renderPanel()
    fireEvent.click(await screen.findByRole('button', { name: 'Recordar por correo a Marta Soto' }))
    expect((await screen.findByRole('status')).textContent).toBe('Correo enviado a Marta Soto.')
    expect(sentBodies()).toEqual([{ guardian_id: target().guardian.id, channel: 'email' }])
  })

  it('shows from when the law allows the next reminder, and turns both buttons off until then', async () => {
    serve({
      email_available: true,
      guardians: [
        person(1, 'Marta', {
          last_whatsapp_at: '2026-11-20T10:15:00-03:00',
          recent_reminders: ['2026-11-20T10:15:00-03:00'],
        }),
        person(2, 'Pedro', {
          recent_reminders: ['2026-11-16T10:15:00-03:00', '2026-11-19T09:00:00-03:00'],
        }),
      ],
    })
    renderPanel()
    const table = await screen.findByRole('table', { name: 'Apoderados con pagos pendientes' })
    const [, marta, pedro] = within(table).getAllByRole('row')
    expect(marta!.textContent).toContain('Desde el domingo 22 de noviembre a las 10:15')
    expect(marta!.textContent).toContain('Recibió uno hace menos de 2 días')
    expect(pedro!.textContent).toContain('Desde el lunes 23 de noviembre a las 10:15')
    expect(pedro!.textContent).toContain('Ya recibió 2 en los últimos 7 días')
    for (const name of ['Marta Soto', 'Pedro Soto']) {
      for (const channel of ['WhatsApp', 'correo']) {
        const button = screen.getByRole<HTMLButtonElement>('button', {
          name: `Recordar por ${channel} a ${name}`,
        })
        expect(button.disabled).toBe(true)
      }
    }
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Recordar por WhatsApp a Pedro Soto' })
        .title,
    ).toBe(
      'Ya se le enviaron 2 recordatorios en los últimos 7 días (la ley permite 2 por semana); el próximo se puede enviar desde el lunes 23 de noviembre a las 10:15.',
    )
  })

  it('says e-mail is unavailable without SMTP and turns off the e-mail buttons', async () => {
    serve({ email_available: false, guardians: [target()] })
    renderPanel()
    expect(
      await screen.findByText(
        'El envío por correo no está configurado: pide a quien administra el servidor que lo configure. Mientras tanto, puedes enviar recordatorios por WhatsApp.',
      ),
    ).toBeTruthy()
    expect(document.body.textContent).not.toContain('SMTP')
    const email = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Recordar por correo a Marta Soto',
    })
    expect(email.disabled).toBe(true)
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Enviar correo a todos' }).disabled,
    ).toBe(true)
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Recordar por WhatsApp a Marta Soto' })
        .disabled,
    ).toBe(false)
  })

  it('opens WhatsApp to everyone one by one, logging each reminder only when its chat opens', async () => {
    serve(
      {
        email_available: true,
        guardians: [
          person(1, 'Ana'),
          person(2, 'Bruno', { phone: '+56223456789' }), // a landline: no WhatsApp
          person(3, 'Carla', { recent_reminders: ['2026-11-20T10:15:00-03:00'] }),
          person(4, 'Diego'),
          person(5, 'Elena'),
        ],
      },
      { [id(4)]: 'Se le envió un recordatorio hace menos de dos días; el próximo …' },
    )
    const tabs = stubTabs()
    renderPanel()
    fireEvent.click(await screen.findByRole('button', { name: 'WhatsApp a todos' }))
    const sender = screen.getByRole('region', { name: 'WhatsApp a todos, uno por uno' })
    const counts = () => within(sender).getByRole('status').textContent
    expect(counts()).toBe('3 preparados · 0 abiertos · 0 saltados')
    expect(sender.textContent).toContain(
      'No se prepararon: 1 sin celular y 1 que la ley aún no permite recordar.',
    )
    expect(sender.textContent).toContain('1 de 3: Ana Soto')
    expect(sentBodies()).toEqual([])

    fireEvent.click(within(sender).getByRole('button', { name: 'Abrir WhatsApp (1 de 3)' }))
    expect(tabs).toHaveLength(1)
    await within(sender).findByText('2 de 3:')
    expect(tabs[0]!.location.href).toBe(`https://wa.me/569${id(1).slice(-8)}`)
    expect(tabs[0]!.opener).toBeNull()
    expect(counts()).toBe('3 preparados · 1 abierto · 0 saltados')
    expect(sentBodies()).toEqual([{ guardian_id: id(1), channel: 'whatsapp' }])

    // Diego was reminded elsewhere meanwhile: the server refuses, the tab closes, it moves on.
    fireEvent.click(within(sender).getByRole('button', { name: 'Siguiente (2 de 3)' }))
    expect((await within(sender).findByRole('alert')).textContent).toBe(
      'Diego Soto: Se le envió un recordatorio hace menos de dos días; el próximo …',
    )
    expect(tabs[1]!.closed).toBe(true)
    expect(sender.textContent).toContain('3 de 3: Elena Soto')

    fireEvent.click(within(sender).getByRole('button', { name: 'Saltar' }))
    expect(counts()).toBe('3 preparados · 1 abierto · 1 saltado')
    expect(sender.textContent).toContain('Listo: 1 abierto, 1 saltado.')
    expect(tabs).toHaveLength(2)
    expect(sentBodies().map((b) => b.guardian_id)).toEqual([id(1), id(4)])
    expect(sender.textContent).not.toMatch(/enviad/i)
    fireEvent.click(within(sender).getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('region', { name: 'WhatsApp a todos, uno por uno' })).toBeNull()
  })

  it('sends e-mail to everyone and names who the law held back and until when', async () => {
    fetchMock.mockImplementation((url, init) => {
      if (init?.method === 'POST' && String(url) === '/api/reminders/send-all') {
        const result = (n: number, outcome: string, next: string | null) => ({
          guardian_id: id(n),
          channel: 'email',
          outcome,
          sent_at: outcome === 'sent' ? NOW.toISOString() : null,
          whatsapp_url: null,
          next_allowed_at: next,
        })
        return Promise.resolve(
          jsonResponse(200, {
            results: [
              result(1, 'sent', null),
              result(2, 'limit', '2026-11-30T10:15:00-03:00'),
              result(3, 'no_contact', null),
            ],
          }),
        )
      }
      return Promise.resolve(
        jsonResponse(200, {
          email_available: true,
          guardians: [person(1, 'Ana'), person(2, 'Bruno'), person(3, 'Carla', { email: null })],
        }),
      )
    })
    renderPanel()
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar correo a todos' }))
    const dialog = screen.getByRole('dialog', { name: '¿Enviar un correo a todos?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar a todos' }))
    const status = await screen.findByText(/correo enviado/)
    expect(status.textContent).toBe(
      '1 correo enviado, 1 no enviado por la regla de recordatorios, 1 sin correo electrónico.',
    )
    expect(
      screen.getByText(
        'Bruno Soto: Ya recibió 2 en los últimos 7 días; desde el lunes 30 de noviembre a las 10:15.',
      ),
    ).toBeTruthy()
    expect(sentBodies()).toEqual([{ channel: 'email' }])
  })
})

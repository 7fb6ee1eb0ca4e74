// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReminderOverview, ReminderTarget } from '#shared/contract/reminders.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { RemindersPanel } from './reminders-panel.tsx'

const fetchMock = vi.fn<typeof fetch>()
const NOW = new Date('2026-11-21T12:00:00-03:00')

function target(overrides: Partial<ReminderTarget> = {}): ReminderTarget {
  return {
    guardian: { id: '1b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a61', name: 'Marta', last_name: 'Soto' },
    phone: '+56912345678',
    email: 'marta@familia.cl',
    pending_count: 2,
    amount_owed: 35500,
    last_whatsapp_at: null,
    last_email_at: null,
    recent_count: 0,
    ...overrides,
  }
}

function serve(overview: ReminderOverview) {
  fetchMock.mockImplementation((url, init) => {
    const path = String(url)
    if (init?.method === 'POST' && path === '/api/reminders/send') {
      const body = JSON.parse(String(init.body)) as { guardian_id: string; channel: string }
      return Promise.resolve(
        jsonResponse(200, {
          results: [
            {
              guardian_id: body.guardian_id,
              channel: body.channel,
              outcome: 'sent',
              sent_at: NOW.toISOString(),
              whatsapp_url: null,
            },
          ],
        }),
      )
    }
    return Promise.resolve(jsonResponse(200, overview))
  })
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <RemindersPanel />
    </QueryClientProvider>,
  )
}

const sentBodies = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>)

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false
  }
})
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  fetchMock.mockReset()
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
  })

  it('sends an e-mail at once and says so', async () => {
    serve({ email_available: true, guardians: [target()] })
    renderPanel()
    fireEvent.click(await screen.findByRole('button', { name: 'Recordar por correo a Marta Soto' }))
    expect((await screen.findByRole('status')).textContent).toBe('Correo enviado a Marta Soto.')
    expect(sentBodies()).toEqual([
      { guardian_id: target().guardian.id, channel: 'email', force: false },
    ])
  })

  it('asks before a second e-mail within 24 hours, then sends it forced', async () => {
    serve({
      email_available: true,
      guardians: [target({ last_email_at: '2026-11-21T08:00:00-03:00', recent_count: 1 })],
    })
    renderPanel()
    fireEvent.click(await screen.findByRole('button', { name: 'Recordar por correo a Marta Soto' }))
    const dialog = screen.getByRole('dialog', { name: '¿Enviar otro recordatorio?' })
    expect(sentBodies()).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar de nuevo' }))
    await screen.findByText('Correo enviado a Marta Soto.')
    expect(sentBodies()).toEqual([
      { guardian_id: target().guardian.id, channel: 'email', force: true },
    ])
  })

  it('says e-mail is unavailable without SMTP and turns off the e-mail buttons', async () => {
    serve({ email_available: false, guardians: [target({ recent_count: 0 })] })
    renderPanel()
    expect(await screen.findByText(/no tiene configurado SMTP_URL/)).toBeTruthy()
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

  it('turns off both buttons of a guardian who got two reminders today', async () => {
    serve({ email_available: true, guardians: [target({ recent_count: 2 })] })
    renderPanel()
    const whatsapp = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Recordar por WhatsApp a Marta Soto',
    })
    expect(whatsapp.disabled).toBe(true)
    expect(whatsapp.title).toBe('Ya recibió dos recordatorios en las últimas 24 horas')
  })
})

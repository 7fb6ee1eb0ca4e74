// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Enquiry } from '#shared/contract/enquiries.ts'
import { jsonResponse, routerFuture } from '#app/test/fixtures.ts'
import { EnquiriesPage } from './enquiries-page.tsx'

const fetchMock = vi.fn<typeof fetch>()
const paula: Enquiry = {
  id: '3b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a61',
  name: 'Paula Rojas',
  child_age: 9,
  level: 'intermediate',
  phone: '+56981234567',
  message: 'Los sábados',
  status: 'new',
  created_at: '2026-11-20T15:30:00.000Z',
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter future={routerFuture}>
        <EnquiriesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

describe('Clases de prueba', () => {
  it('lists each request with its details, a WhatsApp link and its status', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [paula]))
    renderPage()
    const table = await screen.findByRole('table', { name: 'Clases de prueba pedidas' })
    const [, row] = within(table).getAllByRole('row')
    expect(row!.textContent).toContain('Paula Rojas9 añosAnda con confianza+56 9 8123 4567')
    expect(row!.textContent).toContain('20-11-2026 12:30')
    const link = within(row!).getByRole('link', { name: /Escribir por WhatsApp a Paula Rojas/ })
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/56981234567\?text=Hola/)
    const status = screen.getByLabelText<HTMLSelectElement>('Estado de la solicitud de Paula Rojas')
    expect(status.value).toBe('new')
  })

  it('saves a new status and shows it', async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'PATCH'
          ? jsonResponse(200, { ...paula, status: 'enrolled' })
          : jsonResponse(200, [paula]),
      ),
    )
    renderPage()
    const status = await screen.findByLabelText<HTMLSelectElement>(
      'Estado de la solicitud de Paula Rojas',
    )
    fireEvent.change(status, { target: { value: 'enrolled' } })
    await vi.waitFor(() => expect(status.value).toBe('enrolled'))
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!
    expect(String(patch[0])).toBe(`/api/enquiries/${paula.id}`)
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ status: 'enrolled' })
  })

  it('says so when a status cannot be saved', async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'PATCH'
          ? jsonResponse(404, { detail: 'El recurso solicitado no existe.', code: 'NOT_FOUND' })
          : jsonResponse(200, [paula]),
      ),
    )
    renderPage()
    fireEvent.change(await screen.findByLabelText('Estado de la solicitud de Paula Rojas'), {
      target: { value: 'discarded' },
    })
    expect((await screen.findByRole('alert')).textContent).toBe('El recurso solicitado no existe.')
  })
})

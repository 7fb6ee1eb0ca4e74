// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Enquiry } from '#shared/contract/enquiries.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { EnquiriesPage } from './enquiries-page.tsx'
import { stubbedFetch, renderWithClient } from '#app/test/render.tsx'

const fetchMock = stubbedFetch()
const paula: Enquiry = {
  id: '3b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a61',
  name: 'Paula Rojas',
  child_age: 9,
  level: 'intermediate',
  phone: '+56981234567',
  message: 'Los sábados',
  status: 'new',
  spam: false,
  created_at: '2026-11-20T15:30:00.000Z',
}

const renderPage = () => renderWithClient(<EnquiriesPage />, { path: '/' })

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

describe('Clases de prueba: posibles spam', () => {
  const flood: Enquiry = {
    ...paula,
    id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
    name: 'Oferta increíble',
    spam: true,
  }

  it('hides them until the admin asks, with how many there are', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [flood, paula]))
    renderPage()
    const table = await screen.findByRole('table', { name: 'Clases de prueba pedidas' })
    expect(table.textContent).toContain('Paula Rojas')
    expect(table.textContent).not.toContain('Oferta increíble')

    fireEvent.click(screen.getByRole('button', { name: 'Mostrar posibles spam (1)' }))
    expect(table.textContent).toContain('Oferta increíblePosible spam')
    expect(screen.getByRole('button', { name: 'Ocultar posibles spam' })).toBeTruthy()
  })

  it("sends one back to the list with 'No es spam'", async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'POST'
          ? jsonResponse(200, { ...flood, spam: false })
          : jsonResponse(200, [flood, paula]),
      ),
    )
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Mostrar posibles spam (1)' }))
    fireEvent.click(
      screen.getByRole('button', {
        name: 'No es spam: devolver a la lista la solicitud de Oferta increíble',
      }),
    )
    await vi.waitFor(() => expect(screen.queryByText('Posible spam')).toBeNull())
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(String(post[0])).toBe(`/api/enquiries/${flood.id}/not-spam`)
    expect(screen.queryByRole('button', { name: /posibles spam/ })).toBeNull()
    expect(screen.getByRole('table').textContent).toContain('Oferta increíble')
  })

  it('says only spam arrived when every request is one', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [flood]))
    renderPage()
    expect(await screen.findByText('No hay otras solicitudes, solo posibles spam.')).toBeTruthy()
  })
})

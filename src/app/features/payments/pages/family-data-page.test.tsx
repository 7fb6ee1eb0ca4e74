// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '#app/test/fixtures.ts'
import { stubbedFetch, renderWithClient } from '#app/test/render.tsx'
import { FamilyDataPage } from './family-data-page.tsx'

const fetchMock = stubbedFetch()
const answered = {
  id: '3b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a61',
  kind: 'rectification',
  details: 'Mi apellido es Pérez',
  status: 'done',
  received_on: '2026-12-01',
  due_on: '2026-12-31',
  extension_reason: null,
  answer: 'Lo corregimos.',
  resolved_at: '2026-12-03T10:00:00-03:00',
}
const renderPage = () => renderWithClient(<FamilyDataPage />, { path: '/' })

describe('Sus datos', () => {
  it('offers the downloads and shows the requests with the school’s answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [answered]))
    renderPage()
    expect(await screen.findByText('Lo corregimos.')).toBeTruthy()
    expect(screen.getByText('Corrección de datos')).toBeTruthy()
    expect(screen.getByText('Respondida')).toBeTruthy()
    const pdf = screen.getByRole('link', { name: 'Descargar en PDF (para leer)' })
    expect(pdf.getAttribute('href')).toBe('/api/privacy/my-data/pdf')
  })

  it('sends an unrecognised guardian to confirm who they are', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { detail: 'x', code: 'PORTAL_PROOF_REQUIRED' }))
    renderPage()
    expect(await screen.findByText(/confirme primero que es el apoderado/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ir al portal de pagos' }).getAttribute('href')).toBe(
      '/payments',
    )
  })

  it('asks what to correct, then files the request and says by when it is answered', async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'POST'
          ? jsonResponse(201, { ...answered, status: 'open', answer: null, resolved_at: null })
          : jsonResponse(200, []),
      ),
    )
    renderPage()
    fireEvent.click(await screen.findByLabelText('Corregir un dato que está mal'))
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
    fireEvent.change(screen.getByLabelText('Detalle'), {
      target: { value: 'Mi apellido es Pérez' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }))
    expect(await screen.findByText(/a más tardar el 31-12-2026/)).toBeTruthy()
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(String(post[0])).toBe('/api/privacy/my-requests')
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      kind: 'rectification',
      details: 'Mi apellido es Pérez',
    })
    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(2))
  })
})

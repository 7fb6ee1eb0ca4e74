// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { DataRequest } from '#shared/contract/privacy.ts'
import { addCalendarDays, todayInSantiago } from '#shared/dates.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { stubbedFetch, renderWithClient } from '#app/test/render.tsx'
import { DataRequestsPage } from './data-requests-page.tsx'

const fetchMock = stubbedFetch()
const today = todayInSantiago()
const guardian = {
  id: '3b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a61',
  name: 'Paula',
  last_name: 'Rojas',
  rut: '12.345.678-5',
  email: 'paula@correo.cl',
  phone: '+56981234567',
}
const request = (over: Partial<DataRequest>): DataRequest => ({
  id: crypto.randomUUID(),
  kind: 'access',
  details: '',
  status: 'open',
  received_on: today,
  due_on: addCalendarDays(today, 30),
  extension_reason: null,
  answer: null,
  resolved_at: null,
  guardian,
  resolved_by: null,
  ...over,
})
const overdue = request({
  kind: 'deletion',
  details: 'Borren todo',
  due_on: addCalendarDays(today, -1),
})
const near = request({
  kind: 'rectification',
  details: 'Apellido Pérez',
  due_on: addCalendarDays(today, 3),
})

const renderPage = () => renderWithClient(<DataRequestsPage />, { path: '/' })

describe('Solicitudes de datos', () => {
  it('marks overdue and near-deadline requests and links a deletion to the guardian', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [overdue, near]))
    renderPage()
    const [first, second] = await screen.findAllByRole('article')
    expect(first!.textContent).toContain('Eliminación de datos')
    expect(within(first!).getByText('Vencida')).toBeTruthy()
    expect(within(first!).getByRole('link', { name: 'Ver apoderado' }).getAttribute('href')).toBe(
      `/supporters/${guardian.id}`,
    )
    expect(within(second!).getByText('Vence pronto')).toBeTruthy()
    expect(screen.getByText('2 abiertas, 1 vencida')).toBeTruthy()
  })

  it('answers a request with its text and outcome', async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'POST'
          ? jsonResponse(200, { ...near, status: 'rejected', answer: 'No corresponde' })
          : jsonResponse(200, [near]),
      ),
    )
    renderPage()
    fireEvent.click(
      await screen.findByRole('button', { name: 'Responder la solicitud de Paula Rojas' }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Guardar respuesta', hidden: true }))
    expect(await screen.findByText('Escribe la respuesta que recibirá el apoderado.')).toBeTruthy()
    fireEvent.click(screen.getByLabelText(/Rechazada/))
    fireEvent.change(screen.getByLabelText('Respuesta para el apoderado'), {
      target: { value: 'No corresponde' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Guardar respuesta', hidden: true }))
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    )
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(String(post[0])).toBe(`/api/privacy/requests/${near.id}/answer`)
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      status: 'rejected',
      answer: 'No corresponde',
    })
  })

  it('takes the one extension with its reason, and shows it once taken', async () => {
    const reason = 'Reunimos registros de tres temporadas.'
    const extended = { ...near, due_on: addCalendarDays(today, 60), extension_reason: reason }
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'POST' ? jsonResponse(200, extended) : jsonResponse(200, [near]),
      ),
    )
    renderPage()
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Prorrogar el plazo de la solicitud de Paula Rojas',
      }),
    )
    expect(await screen.findByText(/La ley permite una sola prórroga/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Prorrogar', hidden: true }))
    expect(await screen.findByText(/Escribe por qué necesitas más tiempo/)).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Por qué necesitas más tiempo'), {
      target: { value: reason },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Prorrogar', hidden: true }))
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    )
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(String(post[0])).toBe(`/api/privacy/requests/${near.id}/extend`)
    expect(JSON.parse(String(post[1]?.body))).toEqual({ reason })
  })

  it('offers no second extension', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [{ ...near, extension_reason: 'Reunimos registros.' }]),
    )
    renderPage()
    const [card] = await screen.findAllByRole('article')
    expect(within(card!).getByText('Prórroga: Reunimos registros.')).toBeTruthy()
    expect(within(card!).queryByRole('button', { name: /Prorrogar/ })).toBeNull()
  })
})

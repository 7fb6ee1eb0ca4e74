// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Enquiry } from '#shared/contract/enquiries.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { EnquiriesPage, type EnrolFormProps } from './enquiries-page.tsx'
import { stubbedFetch, renderWithClient } from '#app/test/render.tsx'

const fetchMock = stubbedFetch()
const paula: Enquiry = {
  id: '3b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a61',
  name: 'Paula Rojas',
  child_age: 9,
  level: 'intermediate',
  phone: '+56981234567',
  email: null,
  message: 'Los sábados',
  status: 'new',
  spam: false,
  created_at: '2026-11-20T15:30:00.000Z',
  group: null,
  waitlist: false,
  waitlist_position: null,
  student_id: null,
  offer_status: null,
  offer_expires_at: null,
  next_to_offer: false,
}

/** Stands for the people form the router gives: says whose request it opened for. */
function EnrolStub({ enquiry, onDone }: EnrolFormProps) {
  return (
    <button type="button" onClick={() => onDone('Ana Soto')}>
      Formulario de {enquiry.name}
    </button>
  )
}

const renderPage = () => renderWithClient(<EnquiriesPage EnrolForm={EnrolStub} />, { path: '/' })

describe('Clases de prueba', () => {
  it('lists each request with its details, a WhatsApp link and its status', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [paula]))
    renderPage()
    const table = await screen.findByRole('table', { name: 'Clases de prueba pedidas' })
    const [, row] = within(table).getAllByRole('row')
    expect(row!.textContent).toContain(
      'Paula RojasSin grupo9 añosAnda con confianza+56 9 8123 4567',
    )
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

describe('Clases de prueba: grupos, lista de espera e inscripción', () => {
  const group = {
    id: '0b8f2d4e-1c3a-4b5d-9e7f-2a4c6e8b0d1f',
    name: 'Adultos',
    age_min: 18,
    age_max: null,
  }
  const waiting: Enquiry = {
    ...paula,
    id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
    name: 'Ana Soto',
    child_age: 12,
    email: 'ana@example.com',
    group,
    waitlist: true,
    waitlist_position: 1,
    next_to_offer: true,
  }
  const accepted: Enquiry = {
    ...waiting,
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    name: 'Luis Pérez',
    child_age: 30,
    waitlist_position: 2,
    next_to_offer: false,
    offer_status: 'accepted',
    created_at: '2026-11-01T15:30:00.000Z',
  }

  it('shows the group, the place in line, an age outside the range, and accepted offers on top', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [paula, waiting, accepted]))
    renderPage()
    const table = await screen.findByRole('table', { name: 'Clases de prueba pedidas' })
    const [, first, second] = within(table).getAllByRole('row')
    expect(first!.textContent).toContain('Luis PérezAdultosAceptó el cupo: falta inscribir')
    expect(second!.textContent).toContain('Siguiente en la lista: ofrecer cupo')
    expect(second!.textContent).toContain('Fuera del rango de edad del grupo')
    expect(second!.textContent).toContain('ana@example.com')
  })

  it("'Inscribir' opens the student form for that request and says when it is done", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [paula]))
    renderPage()
    fireEvent.click(
      await screen.findByRole('button', { name: 'Inscribir a quien pidió Paula Rojas' }),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Formulario de Paula Rojas' }))
    expect((await screen.findByRole('status')).textContent).toBe('Se inscribió a Ana Soto.')
  })

  it("'Ofrecer cupo por WhatsApp' opens the chat with the link and shows the link", async () => {
    const chat = { location: { href: '' }, close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(chat as unknown as Window)
    const link = 'https://escuela.cl/waitlist/' + 'a'.repeat(43)
    fetchMock.mockImplementation((url, init) =>
      Promise.resolve(
        init?.method === 'POST'
          ? jsonResponse(200, {
              enquiry: { ...waiting, offer_status: 'offered', next_to_offer: false },
              link,
              whatsapp_url: 'https://wa.me/56981234567?text=hola',
            })
          : jsonResponse(200, [waiting]),
      ),
    )
    renderPage()
    expect(
      (
        await screen.findByRole<HTMLButtonElement>('button', {
          name: 'Ofrecer cupo por correo a Ana Soto',
        })
      ).disabled,
    ).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Ofrecer cupo por WhatsApp a Ana Soto' }))
    expect((await screen.findByRole('status')).textContent).toContain(link)
    expect(chat.location.href).toBe('https://wa.me/56981234567?text=hola')
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(String(post[0])).toBe(`/api/enquiries/${waiting.id}/offer`)
    expect(JSON.parse(String(post[1]?.body))).toEqual({ channel: 'whatsapp' })
  })
})

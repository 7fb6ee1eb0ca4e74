// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { jsonResponse, routerFuture, publicGroupFixture } from '#app/test/fixtures.ts'
import { TrialClassPage } from './trial-class-page.tsx'
import { stubbedFetch } from '#app/test/render.tsx'

const fetchMock = stubbedFetch()

function renderPage(url = '/trial-class') {
  return render(
    <MemoryRouter future={routerFuture} initialEntries={[url]}>
      <TrialClassPage />
    </MemoryRouter>,
  )
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

function fillValid() {
  fill('Tu nombre', 'Paula Rojas')
  fill('Edad de quien va a andar', '9')
  fill('Nivel', 'beginner')
  fill('Teléfono', '9 8123 4567')
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Pedir clase de prueba' }))

describe('Clase de prueba', () => {
  it('shows what is wrong beside each field, in Spanish, and sends nothing', () => {
    renderPage()
    fill('Edad de quien va a andar', '140')
    fill('Teléfono', '2345 678')
    submit()
    expect(screen.getByRole('alert').textContent).toBe('Revisa los campos marcados.')
    expect(screen.getByText('Ingresa tu nombre.')).toBeTruthy()
    expect(
      screen.getByText('Ingresa la edad de quien va a andar (entre 3 y 99 años).'),
    ).toBeTruthy()
    expect(screen.getByText('Elige el nivel.')).toBeTruthy()
    expect(
      screen.getByText(
        'Ingresa un celular (9 dígitos, comienza con 9) o un teléfono fijo con su código de área, por ejemplo +56 2 2345 6789.',
      ),
    ).toBeTruthy()
    expect(screen.getByLabelText('Tu nombre').getAttribute('aria-invalid')).toBe('true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the request and thanks the family', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { received: true }))
    renderPage()
    fillValid()
    fill('Mensaje (opcional)', 'Los sábados')
    submit()
    expect(await screen.findByText('¡Gracias! Recibimos tu solicitud')).toBeTruthy()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('/api/enquiries')
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Paula Rojas',
      child_age: 9,
      level: 'beginner',
      phone: '9 8123 4567',
      message: 'Los sábados',
    })
    expect(
      screen.getByRole('link', { name: 'Escríbenos por WhatsApp' }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
  })

  it('asks to wait, in tú, when the form is refused for too many requests', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, {
        detail:
          'Demasiadas solicitudes seguidas: hay que esperar un momento antes de volver a intentarlo.',
        code: 'TOO_MANY_REQUESTS',
      }),
    )
    renderPage()
    fillValid()
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Recibimos muchas solicitudes seguidas. Espera unos minutos e inténtalo de nuevo, o escríbenos por WhatsApp.',
    )
  })

  const group = (spots: string) => ({
    ...publicGroupFixture,
    slug: 'adultos-nunoa',
    name: 'Adultos Ñuñoa',
    age_min: 18,
    age_max: null,
    spots_left: spots,
  })

  /** Answers the schedule's group, then the request. */
  function answer(spots: string) {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        String(url).startsWith('/api/public/schedule/')
          ? jsonResponse(200, group(spots))
          : jsonResponse(201, { received: true }),
      ),
    )
  }

  it("shows the link's group with its ages, warns about an age outside them and sends the slug", async () => {
    answer('available')
    renderPage('/trial-class?grupo=adultos-nunoa')
    expect(await screen.findByText('Adultos Ñuñoa')).toBeTruthy()
    expect(screen.getByText('Edades: desde 18 años')).toBeTruthy()
    fillValid()
    expect(screen.getByRole('status').textContent).toMatch(/fuera del rango del grupo/)
    fill('Edad de quien va a andar', '42')
    expect(screen.queryByText(/fuera del rango/)).toBeNull()
    fill('Correo electrónico (opcional)', 'paula@example.com')
    submit()
    expect(await screen.findByText('¡Gracias! Recibimos tu solicitud')).toBeTruthy()
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === '/api/enquiries')!
    expect(JSON.parse(String(sent[1]?.body))).toMatchObject({
      child_age: 42,
      email: 'paula@example.com',
      group: 'adultos-nunoa',
    })
  })

  it('becomes a waiting-list request when the group is full', async () => {
    answer('full')
    renderPage('/trial-class?grupo=adultos-nunoa')
    expect(
      await screen.findByText('Sin cupos: tu solicitud queda en la lista de espera.'),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lista de espera')
    fillValid()
    fill('Edad de quien va a andar', '30')
    fireEvent.click(screen.getByRole('button', { name: 'Anotarme en la lista de espera' }))
    expect(await screen.findByText(/Quedaste en la lista de espera/)).toBeTruthy()
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === '/api/enquiries')!
    expect(JSON.parse(String(sent[1]?.body))).toMatchObject({
      group: 'adultos-nunoa',
      waitlist: true,
    })
  })
})

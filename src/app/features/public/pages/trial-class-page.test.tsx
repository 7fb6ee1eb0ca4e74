// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { jsonResponse, routerFuture } from '#app/test/fixtures.ts'
import { TrialClassPage } from './trial-class-page.tsx'
import { stubbedFetch } from '#app/test/render.tsx'

const fetchMock = stubbedFetch()

function renderPage() {
  return render(
    <MemoryRouter future={routerFuture}>
      <TrialClassPage />
    </MemoryRouter>,
  )
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

function fillValid() {
  fill('Tu nombre', 'Paula Rojas')
  fill('Edad del niño o niña', '9')
  fill('Nivel', 'beginner')
  fill('Teléfono', '9 8123 4567')
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Pedir clase de prueba' }))

describe('Clase de prueba', () => {
  it('shows what is wrong beside each field, in Spanish, and sends nothing', () => {
    renderPage()
    fill('Edad del niño o niña', '40')
    fill('Teléfono', '2345 678')
    submit()
    expect(screen.getByRole('alert').textContent).toBe('Revisa los campos marcados.')
    expect(screen.getByText('Ingresa tu nombre.')).toBeTruthy()
    expect(screen.getByText('Ingresa la edad del niño o niña (entre 3 y 17 años).')).toBeTruthy()
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
        detail: 'Demasiadas solicitudes. Espere un momento e intente de nuevo.',
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
})

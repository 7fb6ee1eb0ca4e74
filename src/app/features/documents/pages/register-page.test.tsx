// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ProcessingRegister } from '#shared/contract/register.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { renderWithClient, stubbedFetch } from '#app/test/render.tsx'
import { RegisterPage } from './register-page.tsx'

const fetchMock = stubbedFetch()

const register: ProcessingRegister = {
  activities: [
    {
      key: 'health',
      title: 'Ficha de emergencia y datos de salud',
      data: 'Alergias',
      purpose: 'Atender',
      basis: 'Consentimiento',
      access: 'Administradores',
      recipients: [],
      retention: 'Lecturas, 12 meses',
    },
  ],
  devices: [{ role: 'Profesor', holds: [{ what: 'Alumnos', fields: ['nombre', 'teléfono'] }] }],
  services: [{ name: 'Khipu', sends: 'Nombre y RUT de quien paga', configured: false }],
}

describe('Registro de tratamiento', () => {
  it('shows each activity, what a phone holds and the outside services', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, register))
    renderWithClient(<RegisterPage />, { path: '/' })
    const health = (await screen.findByRole('heading', { name: /Ficha de emergencia/ })).closest(
      'section',
    )!
    expect(within(health).getByText('No salen del servidor de la escuela.')).toBeTruthy()
    expect(within(health).getByText('Lecturas, 12 meses')).toBeTruthy()
    expect(screen.getByText('nombre, teléfono')).toBeTruthy()
    expect(screen.getByText('No configurado.')).toBeTruthy()
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/privacy/register')
  })
})

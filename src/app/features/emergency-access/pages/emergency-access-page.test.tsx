// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { EmergencyAccessResponse } from '#shared/contract/emergency-access.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { EmergencyAccessPage } from './emergency-access-page.tsx'
import { stubbedFetch, renderWithClient } from '#app/test/render.tsx'

const fetchMock = stubbedFetch()
const person = (id: string, name: string, last_name: string) => ({ id, name, last_name })
const rita = person('5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', 'Rita', 'Fuentes')
const tomas = person('6a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', 'Tomás', 'Vera')
const admin = person('7b2c3d4e-5f6a-4b7c-8d9e-9f0a1b2c3d4e', 'Ana', 'Oficina')
const beto = person('8c3d4e5f-6a7b-4c8d-9e0f-0a1b2c3d4e5f', 'Beto', 'Soto')
const ana = person('9d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a', 'Ana', 'Soto')

const answer: EmergencyAccessResponse = {
  total: 3,
  rows: [
    {
      teacher: rita,
      student: beto,
      self_assigned: true,
      current: true,
      reasons: [
        {
          kind: 'class',
          session_id: '0e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b',
          name: 'Paseo al cerro',
          class_type: 'other',
          session_date: '2026-11-27T12:00:00.000Z',
          group_name: null,
          via: 'teacher',
          created_by_teacher: true,
          assigned_by: rita,
          self_assigned: true,
          current: true,
        },
      ],
      more_classes: 0,
      devices: [],
      reads: { count: 0, last_at: null },
      last_at: null,
    },
    {
      teacher: rita,
      student: ana,
      self_assigned: false,
      current: false,
      reasons: [
        {
          kind: 'class',
          session_id: '1f6a7b8c-9d0e-4f1a-8b2c-3d4e5f6a7b8c',
          name: 'Particular',
          class_type: 'one_to_one',
          session_date: '2026-11-20T22:00:00.000Z',
          group_name: null,
          via: 'teacher',
          created_by_teacher: false,
          assigned_by: admin,
          self_assigned: false,
          current: false,
        },
      ],
      more_classes: 2,
      devices: [
        {
          device_id: '3f2a1b2c-aaaa-4bbb-8ccc-dddddddddddd',
          first_at: '2026-11-20T13:00:00.000Z',
          last_at: '2026-11-21T21:15:00.000Z',
          deliveries: 4,
        },
      ],
      reads: { count: 1, last_at: '2026-11-21T21:20:00.000Z' },
      last_at: '2026-11-21T21:20:00.000Z',
    },
    {
      teacher: tomas,
      student: ana,
      self_assigned: false,
      current: true,
      reasons: [
        { kind: 'group', group_id: '2a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d', group_name: 'Martes' },
      ],
      more_classes: 0,
      devices: [
        {
          device_id: '',
          first_at: '2026-11-19T12:00:00.000Z',
          last_at: '2026-11-19T12:00:00.000Z',
          deliveries: 1,
        },
      ],
      reads: { count: 0, last_at: null },
      last_at: '2026-11-19T12:00:00.000Z',
    },
  ],
}

const renderPage = () => renderWithClient(<EmergencyAccessPage />, { path: '/' })

describe('Accesos a fichas', () => {
  it('says who could read each card, why, where it went and when it was read', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, answer))
    renderPage()
    const table = await screen.findByRole('table', {
      name: 'Accesos de profesores a fichas de emergencia',
    })
    const [, self, substitute, group] = within(table).getAllByRole('row')
    expect(self!.textContent).toBe(
      'Rita FuentesSe sumó a la claseBeto Soto' +
        'Paseo al cerro (Paseo), viernes 27 de noviembre: la creó, se sumó a la clase' +
        'Aún no llega a un dispositivoSin lecturas',
    )
    expect(substitute!.textContent).toBe(
      'Rita FuentesAna Soto' +
        'Particular, viernes 20 de noviembre: asignado por Ana Oficina, quitado después' +
        'y 2 clases másYa no tiene acceso' +
        'Dispositivo 3f2a1b2c: 4 veces (primera 20-11-2026 10:00, última 21-11-2026 18:15)' +
        '1 lectura (última 21-11-2026 18:20)',
    )
    expect(group!.textContent).toBe(
      'Tomás VeraAna SotoProfesor del grupo Martes' +
        'Dispositivo sin identificar: 1 vez (primera 19-11-2026 09:00, última 19-11-2026 09:00)' +
        'Sin lecturas',
    )
    expect(within(group!).getByRole('link', { name: 'Ana Soto' }).getAttribute('href')).toBe(
      `/students/${ana.id}`,
    )
  })

  it('searches on the server by student or teacher', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, answer))
    renderPage()
    await screen.findByRole('table')
    fireEvent.change(screen.getByLabelText('Buscar por alumno o profesor'), {
      target: { value: 'Beto' },
    })
    await vi.waitFor(() =>
      expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/emergency-access?search=Beto'),
    )
  })

  it('says when only part of the list is shown', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...answer, total: 250 }))
    renderPage()
    expect(
      await screen.findByText(
        'Se muestran 3 de 250. Busca por alumno o profesor para ver los demás.',
      ),
    ).toBeTruthy()
  })
})

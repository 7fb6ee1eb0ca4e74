// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { PublicGroup, PublicPlans } from '#shared/contract/schedule.ts'
import { jsonResponse, publicGroupFixture, routerFuture } from '#app/test/fixtures.ts'
import { stubbedFetch } from '#app/test/render.tsx'
import { forgetPublicSite } from '../api/get-public-site.ts'
import { PlansPage, ScheduleGroupPage, ScheduleListPage } from './schedule-pages.tsx'

const fetchMock = stubbedFetch()

const infantil = publicGroupFixture
const juvenil: PublicGroup = {
  ...infantil,
  slug: 'intermedio-juvenil',
  name: 'Intermedio Juvenil',
  level: 'intermediate',
  level_label: 'Intermedio',
  ages_text: 'desde 15 años',
  spots_left: 'full',
  map_url: null,
}

function renderAt(path: string) {
  return render(
    <MemoryRouter future={routerFuture} initialEntries={[path]}>
      <Routes>
        <Route path="/schedule" element={<ScheduleListPage />} />
        <Route path="/schedule/:slug" element={<ScheduleGroupPage />} />
        <Route path="/plans" element={<PlansPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

const link = (name: string | RegExp) => screen.getByRole('link', { name }) as HTMLAnchorElement

describe('Horarios y grupos', () => {
  it('shows a card per group with its facts and the trial class or the waiting list', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { groups: [infantil, juvenil] }))
    renderAt('/schedule')
    expect(screen.getByRole('status').textContent).toBe('Cargando los horarios...')
    expect(await screen.findByRole('heading', { name: 'Iniciación Infantil' })).toBeTruthy()
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/public/schedule')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Horarios y grupos')
    expect(screen.getAllByText('7 a 10 años')).toHaveLength(1)
    expect(screen.getAllByText('Martes y jueves 17:30')).toHaveLength(2)
    expect(screen.getAllByText('Camila, Diego')).toHaveLength(2)
    expect(screen.getAllByText('$10.000')).toHaveLength(2)
    expect(screen.getAllByText('desde 12 clases al mes: $8.500 por clase')).toHaveLength(2)
    expect(screen.getByText('Quedan pocos cupos')).toBeTruthy()
    expect(screen.getByText('Grupo completo')).toBeTruthy()
    const map = link('Ver mapa de Parque Mahuida, La Reina (se abre en otra pestaña)')
    expect(map.href).toBe(infantil.map_url)
    expect(map.rel).toContain('noopener')
    expect(link('Pedir clase de prueba en Iniciación Infantil').getAttribute('href')).toBe(
      '/trial-class?grupo=iniciacion-infantil',
    )
    // A full group offers the waiting list instead of a trial class.
    expect(link('Anotarse en la lista de espera de Intermedio Juvenil').getAttribute('href')).toBe(
      '/trial-class?grupo=intermedio-juvenil&espera=1',
    )
    expect(screen.queryByRole('link', { name: /Pedir clase de prueba en Intermedio/ })).toBeNull()
    expect(link('Iniciación Infantil').getAttribute('href')).toBe('/schedule/iniciacion-infantil')
  })

  it('says so when the schedule cannot load, and tries again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    renderAt('/schedule')
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No pudimos cargar los horarios.',
    )
    fetchMock.mockResolvedValue(jsonResponse(200, { groups: [] }))
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText(/Por ahora no hay grupos publicados/)).toBeTruthy()
  })
})

describe("a group's page", () => {
  it('shows every fact, the discounts and transport, and the trial-class button', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, infantil))
    renderAt('/schedule/iniciacion-infantil')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iniciación Infantil' }),
    ).toBeTruthy()
    expect(String(fetchMock.mock.calls[0]![0])).toContain(
      '/api/public/schedule/iniciacion-infantil',
    )
    expect(screen.getByText('de 4 a 7 clases al mes: $9.500 por clase')).toBeTruthy()
    expect(screen.getByText('Transporte de la escuela: $3.000 por viaje')).toBeTruthy()
    expect(link(/Pedir clase de prueba/).getAttribute('href')).toBe(
      '/trial-class?grupo=iniciacion-infantil',
    )
  })

  it('answers an unknown or unpublished group with the way back to the schedule', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { detail: 'No encontramos', code: 'NOT_FOUND' }))
    renderAt('/schedule/no-existe')
    expect(await screen.findByRole('heading', { name: 'Grupo no encontrado' })).toBeTruthy()
    expect(link('Ver todos los horarios').getAttribute('href')).toBe('/schedule')
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull()
  })
})

describe('Planes', () => {
  const plans: PublicPlans = {
    class_prices: [
      { class_type: 'group', label: 'Grupal Recurrente', price: 10_000, discounts: [] },
      { class_type: 'one_to_one', label: 'Particular', price: 25_000, discounts: [] },
    ],
    discounts: [
      {
        min_classes: 12,
        max_classes: 99,
        discount_percentage: 15,
        price_per_class: null,
        text: 'desde 12 clases al mes: 15 % de descuento',
      },
    ],
    transport_price: 3_000,
    service_fee: 500,
  }

  it('shows the prices in force from Tarifas instead of asking to write', async () => {
    // The prices; the site's own texts are not there (the page keeps its default intro).
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        String(url).includes('/api/public/plans')
          ? jsonResponse(200, plans)
          : jsonResponse(404, { detail: 'No encontrado' }),
      ),
    )
    renderAt('/plans')
    expect(await screen.findByRole('heading', { name: 'Particular' })).toBeTruthy()
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/public/plans')
    expect(screen.getByText('$25.000')).toBeTruthy()
    expect(screen.getByText('desde 12 clases al mes: 15 % de descuento')).toBeTruthy()
    expect(screen.getByText('Cargo por servicio: $500 al mes por familia.')).toBeTruthy()
    expect(screen.queryByText(/escríbenos y te los enviamos/)).toBeNull()
    expect(link('Ver horarios y grupos').getAttribute('href')).toBe('/schedule')
  })

  it("opens with the school's own intro from Sitio web", async () => {
    forgetPublicSite()
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        String(url).includes('/api/public/site')
          ? jsonResponse(200, { plans: { intro: 'Clases para toda la familia en el cerro.' } })
          : jsonResponse(200, plans),
      ),
    )
    renderAt('/plans')
    expect(await screen.findByText('Clases para toda la familia en el cerro.')).toBeTruthy()
  })

  it('still explains the plans when the prices cannot load', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    renderAt('/plans')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('No pudimos cargar los valores'),
    )
    expect(screen.getByRole('heading', { name: 'Clases grupales' })).toBeTruthy()
  })
})

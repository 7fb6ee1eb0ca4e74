// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SchoolHoliday } from '#shared/contract/holidays.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { renderWithClient, stubbedFetch } from '#app/test/render.tsx'
import { HolidaysPage } from './holidays-page.tsx'

const fetchMock = stubbedFetch()
const arica: SchoolHoliday = {
  id: '3b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a61',
  day: '2027-06-07',
  name: 'Asalto y Toma del Morro de Arica',
  created_at: '2026-11-20T15:30:00.000Z',
}

const renderPage = () => renderWithClient(<HolidaysPage />, { path: '/' })

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')

describe('Feriados del colegio', () => {
  it('lists the holidays with their day written out', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [arica]))
    renderPage()
    const table = await screen.findByRole('table', { name: 'Feriados del colegio por fecha' })
    const [, row] = within(table).getAllByRole('row')
    expect(row!.textContent).toContain('lunes 7 de junio de 2027')
    expect(row!.textContent).toContain('Asalto y Toma del Morro de Arica')
    expect(
      within(row!).getByRole('button', { name: 'Quitar Asalto y Toma del Morro de Arica' }),
    ).toBeTruthy()
  })

  it('says what is missing without sending anything', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []))
    renderPage()
    await screen.findByText('Todavía no hay feriados del colegio.')
    fireEvent.click(screen.getByRole('button', { name: 'Agregar feriado' }))
    expect(await screen.findByText('Escribe el nombre del feriado.')).toBeTruthy()
    expect(screen.getByText('Ingresa una fecha válida (AAAA-MM-DD).')).toBeTruthy()
    expect(screen.getByLabelText('Nombre').getAttribute('aria-invalid')).toBe('true')
    expect(posts()).toHaveLength(0)
  })

  it('adds a holiday, then shows it in the list', async () => {
    let saved: SchoolHoliday[] = []
    fetchMock.mockImplementation((_url, init) => {
      if (init?.method !== 'POST') return Promise.resolve(jsonResponse(200, saved))
      saved = [arica]
      return Promise.resolve(jsonResponse(201, arica))
    })
    renderPage()
    await screen.findByText('Todavía no hay feriados del colegio.')
    fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: '2027-06-07' } })
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: arica.name } })
    fireEvent.click(screen.getByRole('button', { name: 'Agregar feriado' }))
    expect(await screen.findByText(`Feriado agregado: ${arica.name}.`)).toBeTruthy()
    expect(JSON.parse(String(posts()[0]![1]!.body))).toEqual({
      day: '2027-06-07',
      name: arica.name,
    })
    const table = await screen.findByRole('table', { name: 'Feriados del colegio por fecha' })
    expect(table.textContent).toContain(arica.name)
  })

  it("shows the server's refusal of a day already taken", async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'POST'
          ? jsonResponse(409, {
              code: 'CONFLICT',
              detail: `Ese día ya es feriado del colegio: ${arica.name}.`,
            })
          : jsonResponse(200, [arica]),
      ),
    )
    renderPage()
    await screen.findByRole('table', { name: 'Feriados del colegio por fecha' })
    fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: '2027-06-07' } })
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Otro' } })
    fireEvent.click(screen.getByRole('button', { name: 'Agregar feriado' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(`Ese día ya es feriado del colegio: ${arica.name}.`)
  })
})

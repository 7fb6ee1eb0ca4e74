// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '#app/test/fixtures.ts'
import { DashboardPage } from './dashboard-page.tsx'
import { stubbedFetch, renderWithClient } from '#app/test/render.tsx'

const payments = {
  total_billings: 1234567,
  pending_payments: 34500,
  completed_payments: 1200067,
  paid_by_method: { khipu: 1100067, cash: 70000, transfer: 30000 },
}
const classes = {
  totalClasses: 42,
  cancelledClasses: 3,
  uniqueStudents: 9,
  meanClassesPerStudent: 4.666,
  transportUsagePercentage: 37.5,
  classesByGroup: [
    { group_name: 'Grupo Avanzado', count: 27 },
    { group_name: 'Grupo Inicial', count: 10 },
  ],
  classesOutsideGroups: [
    { class_type: 'other', count: 3 },
    { class_type: 'one_to_one', count: 2 },
  ],
}

const fetchMock = stubbedFetch()

const renderPage = () => renderWithClient(<DashboardPage />)

function requested(): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url))
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-21T12:00:00-03:00'))
  fetchMock.mockImplementation((url) =>
    Promise.resolve(
      jsonResponse(200, String(url).startsWith('/api/payments/summary') ? payments : classes),
    ),
  )
})

afterEach(() => {
  vi.useRealTimers()
})

describe('Resumen mensual', () => {
  it('offers the last 12 months in Spanish, the current one first, and opens on last month', () => {
    renderPage()
    const select = screen.getByLabelText('Mes') as HTMLSelectElement
    const options = within(select).getAllByRole('option') as HTMLOptionElement[]
    expect(options).toHaveLength(12)
    expect(options[0]).toMatchObject({ value: '2026-11', text: 'Noviembre 2026' })
    expect(options[11]).toMatchObject({ value: '2025-12', text: 'Diciembre 2025' })
    expect(select.value).toBe('2026-10')
  })

  it('shows the month figures in the Chilean format', async () => {
    renderPage()
    expect(await screen.findByText('$1.234.567')).toBeTruthy()
    expect(screen.getByText('$34.500')).toBeTruthy()
    expect(screen.getByText('$1.200.067')).toBeTruthy()
    expect(await screen.findByText('4,67')).toBeTruthy()
    expect(screen.getByText('38%')).toBeTruthy()
    expect(screen.getByText('3 clases canceladas (no se cobran).')).toBeTruthy()
    expect(screen.getByText('$70.000')).toBeTruthy()
    expect(screen.getByText('$30.000')).toBeTruthy()
    // The groups, then the classes outside groups, add up to the total.
    const table = screen.getByRole('table', { name: 'Clases por grupo' })
    expect(within(table).getByRole('row', { name: 'Grupo Avanzado 27' })).toBeTruthy()
    expect(within(table).getByRole('row', { name: 'Paseos (sin grupo) 3' })).toBeTruthy()
    expect(within(table).getByRole('row', { name: 'Particulares (sin grupo) 2' })).toBeTruthy()
    expect(within(table).getByRole('row', { name: 'Total de clases 42' })).toBeTruthy()
    expect(requested()).toContain('/api/payments/summary?billing_period=2026-10')
    expect(requested()).toContain('/api/class_sessions/summary?billing_period=2026-10')
  })

  it('loads the chosen month', async () => {
    renderPage()
    await screen.findByText('$1.234.567')
    fireEvent.change(screen.getByLabelText('Mes'), { target: { value: '2026-03' } })
    await vi.waitFor(() => {
      expect(requested()).toContain('/api/payments/summary?billing_period=2026-03')
      expect(requested()).toContain('/api/class_sessions/summary?billing_period=2026-03')
    })
  })

  it('says which summary failed', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        String(url).startsWith('/api/payments/summary')
          ? jsonResponse(500, { detail: 'x', code: 'INTERNAL' })
          : jsonResponse(200, classes),
      ),
    )
    renderPage()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo cargar el resumen de pagos.',
    )
    expect(await screen.findAllByText('42')).not.toHaveLength(0)
  })
})

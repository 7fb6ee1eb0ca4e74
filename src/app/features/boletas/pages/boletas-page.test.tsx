// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Boleta } from '#shared/contract/boletas.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { renderWithClient, stubbedFetch } from '#app/test/render.tsx'
import { BoletasPage } from './boletas-page.tsx'

const fetchMock = stubbedFetch()
const NOW = new Date('2026-11-20T15:00:00.000Z')

function boleta(overrides: Partial<Boleta>): Boleta {
  return {
    id: '6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
    type: 41,
    state: 'emitida',
    folio: 1201,
    issue_date: '2026-11-18',
    receiver_rut: '12345678-5',
    receiver_name: 'Carla Soto',
    exempt: 45000,
    net: 0,
    iva: 0,
    total: 45000,
    payment: 'khipu',
    last_error: null,
    attempts: 1,
    credits_folio: null,
    credited_by_folio: null,
    has_pdf: true,
    issued_outside: false,
    created_at: '2026-11-18T13:00:00.000Z',
    ...overrides,
  }
}

const issued = boleta({})
const refused = boleta({
  id: '7b2e1d3f-4c5e-4f6a-9b0c-1d2e3f4a5b6c',
  state: 'con_error',
  folio: null,
  receiver_name: 'Pedro Rojas',
  total: 30000,
  exempt: 30000,
  payment: 'cash',
  last_error: 'RUT receptor inválido',
  has_pdf: false,
})
const unissued = boleta({
  id: '8c3f2e4a-5d6f-4a7b-8c1d-2e3f4a5b6c7d',
  state: 'por_emitir',
  folio: null,
  receiver_name: 'Lucía Díaz',
  payment: 'transfer',
  has_pdf: false,
})

const requests = () =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
const rowOf = (name: string) => screen.getByRole('cell', { name: new RegExp(name) }).closest('tr')!

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('Boletas', () => {
  it("lists the month's documents with their state, the refusal's reason and a summary", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [issued, refused]))
    renderWithClient(<BoletasPage />)
    await screen.findByRole('table', { name: 'Boletas y notas de crédito del mes' })
    expect(requests()).toEqual(['GET /api/boletas?month=2026-11'])
    expect((screen.getByLabelText('Mes') as HTMLSelectElement).value).toBe('2026-11')

    const issuedRow = rowOf('Carla Soto')
    expect(issuedRow.textContent).toContain('Boleta exenta')
    expect(issuedRow.textContent).toContain('1201')
    expect(issuedRow.textContent).toContain('18-11-2026')
    expect(issuedRow.textContent).toContain('12.345.678-5')
    expect(issuedRow.textContent).toContain('$45.000')
    expect(issuedRow.textContent).toContain('Khipu')
    expect(within(issuedRow).getByText('Emitida')).toBeTruthy()
    expect(within(issuedRow).getByRole('button', { name: /Ver PDF/ })).toBeTruthy()
    expect(within(issuedRow).queryByRole('button', { name: /Reintentar/ })).toBeNull()

    const refusedRow = rowOf('Pedro Rojas')
    expect(refusedRow.textContent).toContain('—')
    expect(refusedRow.textContent).toContain('Efectivo')
    expect(within(refusedRow).getByText('Con error')).toBeTruthy()
    expect(refusedRow.textContent).toContain('RUT receptor inválido')
    expect(within(refusedRow).queryByRole('button', { name: /Ver PDF/ })).toBeNull()

    const summary = screen.getByText(/^2 documentos/)
    expect(summary.firstChild!.textContent).toBe('2 documentos · Emitida: 1 · Con error: 1')
    expect(within(summary).getByText('Total del mes: $75.000')).toBeTruthy()
    expect(screen.queryByText(/No hay proveedor de boletas configurado/)).toBeNull()
  })

  it('retries a refused boleta, then reads the month again', async () => {
    let answered = [refused]
    fetchMock.mockImplementation((_url, init) => {
      if (init?.method !== 'POST') return Promise.resolve(jsonResponse(200, answered))
      answered = [{ ...refused, state: 'pendiente', last_error: null }]
      return Promise.resolve(jsonResponse(204))
    })
    renderWithClient(<BoletasPage />)
    await screen.findByRole('table')
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar la boleta de Pedro Rojas' }))
    expect(await screen.findByText('Boleta enviada de nuevo al proveedor.')).toBeTruthy()
    await waitFor(() => expect(within(rowOf('Pedro Rojas')).getByText('Pendiente')).toBeTruthy())
    expect(requests()).toEqual([
      'GET /api/boletas?month=2026-11',
      `POST /api/boletas/${refused.id}/retry`,
      'GET /api/boletas?month=2026-11',
    ])
    expect(screen.queryByRole('button', { name: /Reintentar/ })).toBeNull()
  })

  it('says in Spanish why a retry was refused', async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'POST'
          ? jsonResponse(409, {
              code: 'BOLETA_NOT_REJECTED',
              detail: 'Solo se puede reintentar una boleta con error.',
            })
          : jsonResponse(200, [refused]),
      ),
    )
    renderWithClient(<BoletasPage />)
    await screen.findByRole('table')
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar la boleta de Pedro Rojas' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Solo se puede reintentar una boleta con error.',
    )
  })

  it('warns that documents waiting por emitir must be issued outside the system', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [unissued]))
    renderWithClient(<BoletasPage />)
    await screen.findByRole('table')
    expect(within(rowOf('Lucía Díaz')).getByText('Por emitir')).toBeTruthy()
    expect(rowOf('Lucía Díaz').textContent).toContain('Transferencia')
    expect(screen.getByText(/^No hay proveedor de boletas configurado: emite estos/)).toBeTruthy()
  })

  it('records the folio of a document issued outside the system, checked before it is sent', async () => {
    let answered = [unissued]
    const bodies: unknown[] = []
    fetchMock.mockImplementation((_url, init) => {
      if (init?.method !== 'POST') return Promise.resolve(jsonResponse(200, answered))
      bodies.push(JSON.parse(String(init.body)))
      answered = [{ ...unissued, state: 'emitida', folio: 88, issued_outside: true }]
      return Promise.resolve(jsonResponse(204))
    })
    renderWithClient(<BoletasPage />)
    await screen.findByRole('table')
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Registrar Boleta exenta de Lucía Díaz como emitida fuera del sistema',
      }),
    )
    const folio = screen.getByLabelText(
      'Folio de Boleta exenta de Lucía Díaz emitida fuera del sistema',
    )
    fireEvent.change(folio, { target: { value: '12a' } })
    fireEvent.click(screen.getByRole('button', { name: 'Guardar folio' }))
    expect(
      await screen.findByText('Ingresa el folio del documento: un número entero mayor que cero.'),
    ).toBeTruthy()
    expect(bodies).toEqual([])

    fireEvent.change(folio, { target: { value: ' 88 ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Guardar folio' }))
    await waitFor(() => expect(within(rowOf('Lucía Díaz')).getByText('Emitida')).toBeTruthy())
    expect(bodies).toEqual([{ folio: 88 }])
    expect(requests()).toContain(`POST /api/boletas/${unissued.id}/issued-outside`)
    expect(rowOf('Lucía Díaz').textContent).toContain('Emitida fuera del sistema')
    expect(rowOf('Lucía Díaz').textContent).toContain('88')
  })

  it('reads another month when it is chosen, and says when it has no documents', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(jsonResponse(200, String(url).endsWith('2026-11') ? [issued] : [])),
    )
    renderWithClient(<BoletasPage />)
    await screen.findByRole('table')
    fireEvent.change(screen.getByLabelText('Mes'), { target: { value: '2026-10' } })
    expect(
      await screen.findByText(
        'No hay boletas en este mes. Aparecen aquí cuando se registra un pago.',
      ),
    ).toBeTruthy()
    expect(requests()).toEqual(['GET /api/boletas?month=2026-11', 'GET /api/boletas?month=2026-10'])
    expect(screen.queryByText(/Total del mes/)).toBeNull()
  })

  it("downloads the chosen month's sales book as Excel and as CSV", async () => {
    const createObjectURL = vi.fn(() => 'blob:book')
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL
        static override revokeObjectURL = vi.fn()
      },
    )
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        String(url).includes('/book')
          ? new Response('libro', { status: 200 })
          : jsonResponse(200, [issued]),
      ),
    )
    renderWithClient(<BoletasPage />)
    await screen.findByRole('table')
    fireEvent.change(screen.getByLabelText('Mes'), { target: { value: '2026-10' } })
    fireEvent.click(screen.getByRole('button', { name: 'Libro del mes (Excel)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Libro del mes (CSV)' }))
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2))
    expect(saved.sort()).toEqual(['libro-boletas-2026-10.csv', 'libro-boletas-2026-10.xlsx'])
    expect(requests()).toContain('GET /api/boletas/book?month=2026-10&format=xlsx')
    expect(requests()).toContain('GET /api/boletas/book?month=2026-10&format=csv')
  })

  it('says so when the book cannot be downloaded', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        String(url).includes('/book') ? new Response(null, { status: 500 }) : jsonResponse(200, []),
      ),
    )
    renderWithClient(<BoletasPage />)
    await screen.findByText(/No hay boletas en este mes/)
    fireEvent.click(screen.getByRole('button', { name: 'Libro del mes (CSV)' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo descargar el libro del mes.',
    )
  })
})

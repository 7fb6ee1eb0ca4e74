// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { InvoiceGeneration, StaffInvoice } from '#shared/contract/invoices.ts'
import { paymentInProgressReason } from '#shared/i18n/billing.ts'
import { jsonResponse, fakeDialogs } from '#app/test/fixtures.ts'
import { InvoicesPage } from './invoices-page.tsx'
import { stubbedFetch, renderWithClient } from '#app/test/render.tsx'

const fetchMock = stubbedFetch()

function invoice(n: number, overrides: Partial<StaffInvoice> = {}): StaffInvoice {
  return {
    id: `0b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a6${n}`,
    billing_period: '2026-10',
    status: 'pending',
    total_amount: 10000,
    student_rut: null,
    payer: { id: `1b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a6${n}`, name: 'Marta', last_name: 'Soto' },
    student: { id: `2b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a6${n}`, name: 'Tomás', last_name: 'Soto' },
    line_items: [],
    ...overrides,
  }
}

function generation(overrides: Partial<InvoiceGeneration> = {}): InvoiceGeneration {
  return {
    billing_period: '2026-10',
    dry_run: true,
    created: 2,
    updated: 1,
    cancelled: 0,
    unchanged: 4,
    skipped: 0,
    total_amount: 245000,
    changes: [
      {
        action: 'create',
        invoice_id: null,
        student: invoice(1).student,
        payer: invoice(1).payer,
        total_amount: 35000,
        previous_total: null,
        line_items: [],
      },
    ],
    ...overrides,
  }
}

const renderPage = () => renderWithClient(<InvoicesPage />, { path: '/' })

/** The reminders card has its own tests (reminders-panel.test.tsx): here nobody owes. */
const noReminders = () => jsonResponse(200, { email_available: true, guardians: [] })

function respond(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation((url, init) => {
    const key = `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`
    const route = routes[key] ?? (key === 'GET /api/reminders' ? noReminders : undefined)
    return Promise.resolve(route ? route() : jsonResponse(404, { detail: 'x', code: 'NOT_FOUND' }))
  })
}

beforeAll(fakeDialogs)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-21T12:00:00-03:00'))
})

afterEach(() => {
  vi.useRealTimers()
})

describe('Pagos pendientes', () => {
  it('lists the pending invoices, each opening its cobro, and the total still owed', async () => {
    respond({
      'GET /api/invoices/get-all': () =>
        jsonResponse(200, [
          invoice(1, { total_amount: 28500 }),
          invoice(2, {
            billing_period: '2026-09',
            total_amount: 1234567,
            payer: { ...invoice(2).payer, name: 'Pedro', last_name: 'Rojas' },
          }),
        ]),
    })
    renderPage()
    expect(screen.getByText('Cargando...')).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Pagos pendientes' })
    const rows = within(table).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'Período de facturaciónMonto totalEstadoPagadorAlumno',
      'Octubre 2026$28.500PendienteMarta SotoTomás Soto',
      'Septiembre 2026$1.234.567PendientePedro RojasTomás Soto',
    ])
    // Each row opens its cobro.
    const first = within(rows[1]!).getByRole('link', { name: 'Octubre 2026' })
    expect(first.getAttribute('href')).toBe(`/invoices/${invoice(1).id}`)
    expect(screen.getByText('Total pendiente: $1.263.067')).toBeTruthy()
  })

  it('puts the billing run above a long list, so it is in view without scrolling', async () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      invoice(1, { id: `0b9e7c0a-6f51-4a8e-9d62-${String(i).padStart(12, '0')}` }),
    )
    respond({ 'GET /api/invoices/get-all': () => jsonResponse(200, many) })
    renderPage()
    expect(await screen.findByText('Total pendiente: $400.000')).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Pagos pendientes' })
    expect(table.querySelectorAll('tbody tr')).toHaveLength(40)
    const billing = screen.getByRole('heading', { name: 'Generar cobros del mes' })
    expect(billing.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('says when nothing is pending, and when the list cannot be loaded', async () => {
    respond({ 'GET /api/invoices/get-all': () => jsonResponse(200, []) })
    renderPage()
    expect(await screen.findByText('No hay pagos pendientes.')).toBeTruthy()
    expect(screen.queryByText(/Total pendiente/)).toBeNull()
    cleanup()
    respond({ 'GET /api/invoices/get-all': () => jsonResponse(500, { detail: 'x', code: 'X' }) })
    renderPage()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudieron cargar los pagos pendientes.',
    )
  })

  it('bills only finished months, previews and generates after confirming', async () => {
    respond({
      'GET /api/invoices/get-all': () => jsonResponse(200, []),
      'GET /api/invoices/preview': () => jsonResponse(200, generation()),
      'POST /api/invoices/generate': () =>
        jsonResponse(200, generation({ dry_run: false, created: 2, updated: 1, cancelled: 1 })),
    })
    renderPage()
    const select = screen.getByLabelText('Mes a cobrar') as HTMLSelectElement
    const options = within(select).getAllByRole('option') as HTMLOptionElement[]
    expect(options).toHaveLength(11)
    expect(options[0]).toMatchObject({ value: '2026-10', text: 'Octubre 2026' })
    expect(select.value).toBe('2026-10')

    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }))
    expect(await screen.findByText('Vista previa de octubre de 2026')).toBeTruthy()
    expect(screen.getByText('Total del mes después de generar: $245.000')).toBeTruthy()
    expect(screen.getByRole('row', { name: 'Nuevo Tomás Soto Marta Soto $35.000' })).toBeTruthy()
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/invoices/preview?billing_period=2026-10',
    )

    fireEvent.click(screen.getByRole('button', { name: 'Generar cobros' }))
    const dialog = screen.getByRole('dialog', { name: 'Generar cobros' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generar' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'Cobros de octubre de 2026 generados: 2 nuevos, 1 actualizado, 1 anulado.',
    )
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ billing_period: '2026-10' })
    // The list is asked for again after generating.
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/invoices/get-all')).toHaveLength(
        2,
      ),
    )
  })

  it('lists an invoice being paid as skipped, with the reason', async () => {
    const reason = paymentInProgressReason(97_700, true)
    respond({
      'GET /api/invoices/get-all': () => jsonResponse(200, []),
      'GET /api/invoices/preview': () =>
        jsonResponse(
          200,
          generation({
            created: 0,
            updated: 0,
            skipped: 1,
            changes: [
              {
                action: 'skip',
                invoice_id: invoice(2).id,
                student: invoice(2).student,
                payer: invoice(2).payer,
                total_amount: 90500,
                previous_total: null,
                line_items: [],
                reason,
              },
            ],
          }),
        ),
    })
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }))
    const row = await screen.findByRole('row', { name: new RegExp('^Omitido Tomás Soto') })
    expect(row.textContent).toContain('$90.500')
    expect(row.textContent).toContain(reason)
    expect(screen.getByText('Omitidos (pago en curso)').nextElementSibling?.textContent).toBe('1')
  })

  it("shows the server's reason when generating fails", async () => {
    respond({
      'GET /api/invoices/get-all': () => jsonResponse(200, []),
      'POST /api/invoices/generate': () =>
        jsonResponse(409, {
          detail: 'El período aún no termina.',
          code: 'BILLING_PERIOD_NOT_CLOSED',
        }),
    })
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Generar cobros' }))
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Generar' }))
    expect((await screen.findByRole('alert')).textContent).toBe('El período aún no termina.')
  })
})

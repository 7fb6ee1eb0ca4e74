// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LedgerInvoice, ManualPayment } from '#shared/contract/ledger.ts'
import { jsonResponse, fakeDialogs } from '#app/test/fixtures.ts'
import { InvoicePage } from './invoice-page.tsx'
import { stubbedFetch, renderWithClient } from '#app/test/render.tsx'

const fetchMock = stubbedFetch()
const ID = '0b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a61'
const PAYMENT = '0b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a69'
const person = (n: number, name: string) => ({
  id: `1b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a6${n}`,
  name,
  last_name: 'Soto',
})

const pending: LedgerInvoice = {
  id: ID,
  billing_period: '2026-10',
  status: 'pending',
  total_amount: 20500,
  line_items: [
    { description: 'Clases grupales: 2 × $10.000', amount: 20000 },
    { description: 'Cargo por servicio', amount: 500 },
  ],
  student: person(1, 'Tomás'),
  payer: person(2, 'Marta'),
  paid_at: null,
  paid_by: null,
  attempts: [],
  manual_payments: [],
}

const payment: ManualPayment = {
  id: PAYMENT,
  invoice_id: ID,
  amount: 20500,
  paid_on: '2026-11-02',
  method: 'cash',
  reference: 'Recibo 7',
  recorded_by: person(3, 'Andrés'),
  created_at: '2026-11-02T12:00:00.000Z',
  annulled_at: null,
  annulled_by: null,
  annul_reason: null,
}

const renderPage = () =>
  renderWithClient(<InvoicePage />, { path: `/invoices/${ID}`, pattern: '/invoices/:id' })

beforeAll(fakeDialogs)

describe('one cobro', () => {
  it('shows its lines and records the whole amount after a confirmation, refusing a bad amount in Spanish first', async () => {
    let current = pending
    const posted: unknown[] = []
    fetchMock.mockImplementation((url, init) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)))
        current = { ...pending, status: 'paid', paid_by: 'cash', manual_payments: [payment] }
        return Promise.resolve(jsonResponse(201, payment))
      }
      return Promise.resolve(jsonResponse(200, current))
    })
    const user = userEvent.setup()
    renderPage()
    expect(await screen.findByText('Cobro de octubre de 2026')).toBeTruthy()
    expect(screen.getByText('Cargo por servicio')).toBeTruthy()
    expect(screen.getByText('Total: $20.500')).toBeTruthy()
    const amount = screen.getByLabelText('Monto') as HTMLInputElement
    expect(amount.value).toBe('20.500')

    await user.clear(amount)
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }))
    expect(screen.getByText('Ingresa un monto válido, en pesos y mayor que cero.')).toBeTruthy()
    expect(posted).toHaveLength(0)

    await user.type(amount, '20500')
    await user.type(screen.getByLabelText('Referencia (opcional)'), 'Recibo 7')
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }))
    // Nothing is recorded yet: the confirmation shows what will be.
    let confirm = screen.getByRole('dialog', { name: 'Confirma el pago' })
    const facts = () =>
      within(confirm)
        .getAllByRole('definition')
        .map((dd) => dd.textContent)
    const today = new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago' })
      .formatToParts(new Date())
      .filter((p) => p.type !== 'literal')
      .map((p) => p.value.padStart(2, '0'))
      .join('-')
    expect(facts()).toEqual(['$20.500', 'Efectivo', `${today} (hoy)`, 'Recibo 7'])
    expect(posted).toHaveLength(0)

    await user.click(within(confirm).getByRole('button', { name: 'Volver' }))
    expect(screen.queryByRole('dialog', { name: 'Confirma el pago' })).toBeNull()
    expect(posted).toHaveLength(0)
    await user.selectOptions(screen.getByLabelText('Medio de pago'), 'transfer')
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }))
    confirm = screen.getByRole('dialog', { name: 'Confirma el pago' })
    expect(facts()).toEqual(['$20.500', 'Transferencia', `${today} (hoy)`, 'Recibo 7'])
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }))
    expect(await screen.findByText('Pago registrado: el cobro quedó pagado.')).toBeTruthy()
    expect(posted).toEqual([
      expect.objectContaining({ amount: 20500, method: 'transfer', reference: 'Recibo 7' }),
    ])
    expect(await screen.findByText('Vigente')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Registrar pago' })).toBeNull()
  })

  it('annuls a payment only with a reason', async () => {
    const paid = { ...pending, status: 'paid' as const, paid_by: 'cash' as const }
    const annulled: unknown[] = []
    fetchMock.mockImplementation((_url, init) => {
      if (init?.method === 'POST') {
        annulled.push(JSON.parse(String(init.body)))
        return Promise.resolve(jsonResponse(200, { ...payment, annulled_at: payment.created_at }))
      }
      return Promise.resolve(jsonResponse(200, { ...paid, manual_payments: [payment] }))
    })
    const user = userEvent.setup()
    renderPage()
    await user.click(
      await screen.findByRole('button', { name: 'Anular el pago de $20.500 del 02-11-2026' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Anular pago' })
    await user.click(within(dialog).getByRole('button', { name: 'Anular pago' }))
    expect(within(dialog).getByText('Escribe el motivo de la anulación.')).toBeTruthy()
    expect(annulled).toHaveLength(0)
    await user.type(within(dialog).getByLabelText('Motivo de la anulación'), 'Billete falso')
    await user.click(within(dialog).getByRole('button', { name: 'Anular pago' }))
    expect(await screen.findByText('Pago anulado: el cobro volvió a estar pendiente.')).toBeTruthy()
    expect(annulled).toEqual([{ reason: 'Billete falso' }])
  })
})

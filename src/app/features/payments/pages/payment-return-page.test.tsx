// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { PaymentAttempt } from '#shared/contract/invoices.ts'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { POLL_EVERY_MS, POLL_FOR_MS } from '../api/get-payment-attempts.ts'
import { rememberPayment } from '../last-payment.ts'
import { redirectTo } from '../redirect.ts'
import { mockPortalNetwork, renderAt } from '../test-support.tsx'
import { PaymentReturnPage } from './payment-return-page.tsx'

vi.mock('../redirect.ts', () => ({ redirectTo: vi.fn() }))

const INVOICE_ID = '0b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a60'
const fetchMock = mockPortalNetwork()

const renderReturn = () =>
  renderAt(`/payments-return/${INVOICE_ID}`, '/payments-return/:id', <PaymentReturnPage />)

function attempt(overrides: Partial<PaymentAttempt> = {}): PaymentAttempt {
  return {
    amount: 28500,
    payment_status: 'pending',
    updated_at: '2026-11-03T14:05:00-03:00',
    notes: null,
    payment_amount: 28500,
    invoice_count: 1,
    cobros: [
      {
        billing_period: '2026-10',
        amount: 28500,
        outcome: 'pending',
        student_label: null,
        student_rut_masked: '**.***.678-5',
      },
    ],
    ...overrides,
  }
}

const cobro = (
  student_label: string,
  amount: number,
  outcome: PaymentAttempt['cobros'][number]['outcome'] = 'paid',
) => ({ billing_period: '2026-10', amount, outcome, student_label, student_rut_masked: null })

const REQUEST = {
  invoice_id: INVOICE_ID,
  amount: 28500,
  currency: 'CLP' as const,
  payer_rut: '12.345.678-5',
}

describe('payment return page', () => {
  it('says it is verifying while the attempts load', () => {
    fetchMock.mockReturnValueOnce(new Promise(() => {}))
    renderReturn()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t.returnTitle)
    expect(screen.getByRole('status').textContent).toContain(t.verifying)
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/portal/invoices/${INVOICE_ID}/payments`)
  })

  it('says when the invoice has no payment attempts', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []))
    renderReturn()
    expect(await screen.findByText(t.noAttempts)).toBeTruthy()
  })

  it('confirms a completed payment and lists the attempts with date, amount, and status with its detail', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, [
        attempt({ payment_status: 'failure', notes: 'Rechazado por el banco' }),
        attempt({ payment_status: 'completed', updated_at: '2026-11-03T14:20:00-03:00' }),
      ]),
    )
    renderReturn()
    expect(await screen.findByText(t.verified)).toBeTruthy()
    const table = screen.getByRole('table', { name: t.attemptsTitle })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Fecha', 'Valor', 'Estado'])
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      ['03-11-2026 14:20', '$28.500', 'Pagado'],
      ['03-11-2026 14:05', '$28.500', 'FallidoRechazado por el banco'],
    ])
    expect(within(rows[0]!).getByText('Pagado').className).toContain('badge-success')
    expect(within(rows[1]!).getByText('Fallido').className).toContain('badge-danger')
    // The bank's reason is under the status, in the same cell.
    expect(within(rows[1]!).getByText('Rechazado por el banco').className).toBe('attempt-detail')
    expect(screen.queryByRole('button', { name: t.tryAgain })).toBeNull()
  })

  it("after 'Pagar todo' shows the family payment's total and every cobro it paid", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        attempt({
          amount: 20000,
          payment_status: 'completed',
          payment_amount: 111700,
          invoice_count: 3,
          cobros: [cobro('Sofía P.', 20000), cobro('Tomás P.', 45850), cobro('Elena P.', 45850)],
        }),
      ]),
    )
    renderReturn()
    expect(await screen.findByText('Este pago de $111.700 cubrió 3 cobros:')).toBeTruthy()
    const cobros = screen.getByRole('table', { name: t.paymentCobros })
    expect(
      within(cobros)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].map((c) => c.textContent)),
    ).toEqual([
      ['Octubre 2026 Sofía P.', '$20.000', 'Pagado'],
      ['Octubre 2026 Tomás P.', '$45.850', 'Pagado'],
      ['Octubre 2026 Elena P.', '$45.850', 'Pagado'],
    ])
    // The attempts table shows what the payment asked for in all, not one cobro's share.
    const attempts = screen.getByRole('table', { name: t.attemptsTitle })
    expect(within(attempts).getAllByRole('row')[1]!.querySelectorAll('td')[1]!.textContent).toBe(
      '$111.7003 cobros',
    )
  })

  it('says which cobro of a payment is to be given back, and why', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        attempt({
          payment_status: 'completed',
          payment_amount: 48500,
          invoice_count: 2,
          cobros: [cobro('Sofía P.', 20000), cobro('Tomás P.', 28500, 'refund')],
        }),
      ]),
    )
    renderReturn()
    const badge = await screen.findByText('A devolver')
    expect(badge.className).toContain('badge-warning')
    expect(screen.getByText(t.refundNote)).toBeTruthy()
  })

  it('shows a pending attempt in yellow and no detail for "N/A" notes', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [attempt({ notes: 'N/A' })]))
    renderReturn()
    const badge = await screen.findByText('Pendiente')
    expect(badge.className).toContain('badge-warning')
    expect(badge.closest('td')!.textContent).toBe('Pendiente')
    expect(screen.getByText(t.stillPending)).toBeTruthy()
  })

  it('after a failure, "Reintentar pago" starts a new payment with the same request', async () => {
    const user = userEvent.setup()
    rememberPayment(REQUEST)
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, [attempt({ payment_status: 'failure' })]))
      .mockResolvedValueOnce(jsonResponse(201, { simplified_transfer_url: 'https://k.test/p/2' }))
    renderReturn()
    await user.click(await screen.findByRole('button', { name: t.tryAgain }))

    expect(await screen.findByText(t.redirecting)).toBeTruthy()
    const [url, init] = fetchMock.mock.calls[1]!
    expect(String(url)).toBe('/api/portal/payments')
    expect(JSON.parse(String(init?.body))).toEqual(REQUEST)
    expect(redirectTo).toHaveBeenCalledWith('https://k.test/p/2')
  })

  it('after a failure without a remembered request, "Reintentar pago" leads to the invoices', async () => {
    const user = userEvent.setup()
    sessionStorage.setItem('payments:payer-rut', '12.345.678-5')
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [attempt({ payment_status: 'failure' })]))
    renderReturn()
    await user.click(await screen.findByRole('link', { name: t.tryAgain }))
    expect(await screen.findByText('invoices of rut')).toBeTruthy()
  })

  it.each([
    ['an edited amount', { ...REQUEST, amount: '1' }],
    ['another invoice', { ...REQUEST, invoice_id: '6c871944-d75b-4e3a-a226-df4a00eb5359' }],
    ["an older page's shape", { ...REQUEST, subject: 'Clases de mountain bike, Octubre 2026' }],
    ['no invoice', { ...REQUEST, invoice_id: undefined }],
  ])(
    'does not offer again a remembered request with %s: leads to the invoices',
    async (_, stored) => {
      const user = userEvent.setup()
      rememberPayment(REQUEST)
      sessionStorage.setItem('payments:last-request', JSON.stringify(stored))
      fetchMock.mockResolvedValueOnce(jsonResponse(200, [attempt({ payment_status: 'failure' })]))
      renderReturn()
      await user.click(await screen.findByRole('link', { name: t.tryAgain }))
      expect(await screen.findByText('invoices of rut')).toBeTruthy()
      expect(fetchMock).toHaveBeenCalledTimes(1)
    },
  )

  it('says it could not verify the payment when the attempts come in another shape', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, [{ ...attempt(), payment_status: 'ok', cobros: undefined }]),
    )
    renderReturn()
    expect((await screen.findByRole('alert')).textContent).toContain(t.verifyFailed)
    expect(screen.getByRole('button', { name: t.retry })).toBeTruthy()
  })

  it('offers "Reintentar" when the attempts cannot be loaded, and loads them again', async () => {
    const user = userEvent.setup()
    fetchMock
      .mockResolvedValueOnce(jsonResponse(503))
      .mockResolvedValueOnce(jsonResponse(200, [attempt({ payment_status: 'completed' })]))
    renderReturn()
    expect((await screen.findByRole('alert')).textContent).toContain(t.verifyFailed)
    await user.click(screen.getByRole('button', { name: t.retry }))
    expect(await screen.findByText(t.verified)).toBeTruthy()
  })

  it('polls while the bank has not confirmed, and stops after about two minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      fetchMock.mockImplementation(async () => jsonResponse(200, [attempt()]))
      renderReturn()
      expect(await screen.findByText(t.stillPending)).toBeTruthy()
      expect(fetchMock).toHaveBeenCalledTimes(1)

      fetchMock.mockImplementationOnce(async () =>
        jsonResponse(200, [attempt({ payment_status: 'completed' })]),
      )
      await vi.advanceTimersByTimeAsync(POLL_EVERY_MS)
      expect(await screen.findByText(t.verified)).toBeTruthy()
      const afterConfirmation = fetchMock.mock.calls.length
      await vi.advanceTimersByTimeAsync(POLL_EVERY_MS * 3)
      expect(fetchMock).toHaveBeenCalledTimes(afterConfirmation)
    } finally {
      vi.useRealTimers()
    }
  })

  it('stops polling a payment that stays pending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      fetchMock.mockImplementation(async () => jsonResponse(200, [attempt()]))
      renderReturn()
      await screen.findByText(t.stillPending)
      await vi.advanceTimersByTimeAsync(POLL_FOR_MS + POLL_EVERY_MS * 2)
      const calls = fetchMock.mock.calls.length
      expect(calls).toBeGreaterThan(POLL_FOR_MS / POLL_EVERY_MS / 2)
      await vi.advanceTimersByTimeAsync(POLL_EVERY_MS * 5)
      expect(fetchMock).toHaveBeenCalledTimes(calls)
    } finally {
      vi.useRealTimers()
    }
  })
})

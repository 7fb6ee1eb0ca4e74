// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PaymentIssue } from '#shared/contract/payment-issues.ts'
import { uiLedger } from '#app/i18n/ui-ledger.ts'
import { jsonResponse, fakeDialogs } from '#app/test/fixtures.ts'
import { PaymentIssues } from './payment-issues.tsx'
import { stubbedFetch, renderWithClient } from '#app/test/render.tsx'

const t = uiLedger.issues
const fetchMock = stubbedFetch()

function issue(overrides: Partial<PaymentIssue> = {}): PaymentIssue {
  return {
    id: '6b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a61',
    kind: 'refund_due',
    reason: 'invoice_paid',
    amount: 20500,
    created_at: '2026-11-20T10:15:00-03:00',
    khipu_payment_id: 'zfxnocsow6mz',
    invoice: {
      id: '7b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a62',
      billing_period: '2026-10',
      student: { id: '8b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a63', name: 'Sofía', last_name: 'Rojas' },
      payer: { id: '9b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a64', name: 'Marta', last_name: 'Rojas' },
    },
    refund_started_at: null,
    resolved_at: null,
    resolution: null,
    resolved_by: null,
    reference: null,
    ...overrides,
  }
}

/** Serves `list`, answers each resolve with `answers` in order (an issue or an error body). */
function serve(list: PaymentIssue[], answers: [number, unknown][] = []) {
  fetchMock.mockImplementation(async (_url, init) => {
    if (init?.method === 'POST') {
      const [status, body] = answers.shift() ?? [200, list[0]]
      return jsonResponse(status, body)
    }
    return jsonResponse(200, list)
  })
}

const posted = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), JSON.parse(String(init!.body))])

const renderIssues = () => renderWithClient(<PaymentIssues />)

beforeAll(fakeDialogs)
afterEach(() => {})

describe('Dinero por revisar', () => {
  it('shows nothing while there is nothing to review', async () => {
    serve([])
    const { container } = renderIssues()
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(container.textContent).toBe('')
  })

  it('lists money to give back with who, which cobro and why, and counts what is open', async () => {
    serve([
      issue(),
      issue({ id: 'c9e7c0a6-6f51-4a8e-9d62-3c1f2e4d5a65', kind: 'reversed', reason: 'reversed' }),
    ])
    renderIssues()
    const section = await screen.findByRole('region', { name: /^Dinero por revisar\s*2$/ })
    const [refund, reversed] = within(section).getAllByRole('listitem')
    expect(refund!.textContent).toContain('A devolver')
    expect(refund!.textContent).toContain('$20.500')
    expect(refund!.textContent).toContain('Sofía Rojas, octubre de 2026')
    expect(refund!.textContent).toContain(t.reason.invoice_paid)
    expect(refund!.textContent).toContain('Marta Rojas')
    expect(within(reversed!).getByRole('button', { name: t.acknowledge })).toBeTruthy()
  })

  it("'Devolver' asks Khipu first; when Khipu no longer can, says so and records the transfer", async () => {
    const user = userEvent.setup()
    const detail =
      'Khipu ya no permite devolver este pago (ya lo transfirió a la escuela). Devuelve el dinero por transferencia y márcalo como devuelto.'
    serve(
      [issue()],
      [
        [409, { detail, code: 'KHIPU_REFUND_NOT_POSSIBLE' }],
        [200, issue({ resolved_at: '2026-11-21T09:00:00-03:00', resolution: 'refunded_transfer' })],
      ],
    )
    renderIssues()
    await user.click(await screen.findByRole('button', { name: t.refund }))
    const dialog = screen.getByRole('dialog', { name: 'Devolver $20.500' })
    await user.click(within(dialog).getByRole('button', { name: t.viaKhipu }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(detail)

    await user.type(within(dialog).getByLabelText(t.transferReference), 'Transferencia 4471')
    await user.click(within(dialog).getByRole('button', { name: t.markReturned }))
    await vi.waitFor(() => expect(dialog.hasAttribute('open')).toBe(false))
    expect(posted()).toEqual([
      [`/api/payment-issues/${issue().id}/resolve`, { action: 'refund_khipu' }],
      [
        `/api/payment-issues/${issue().id}/resolve`,
        { action: 'refund_transfer', reference: 'Transferencia 4471' },
      ],
    ])
  })

  it("'Entendido' marks a reversal as seen", async () => {
    const user = userEvent.setup()
    const reversed = issue({ kind: 'reversed', reason: 'reversed' })
    serve([reversed])
    renderIssues()
    await user.click(await screen.findByRole('button', { name: t.acknowledge }))
    await vi.waitFor(() =>
      expect(posted()).toEqual([
        [`/api/payment-issues/${reversed.id}/resolve`, { action: 'acknowledge' }],
      ]),
    )
  })
})

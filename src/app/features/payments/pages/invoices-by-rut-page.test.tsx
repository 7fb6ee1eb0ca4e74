// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { clearSession, setSession } from '#app/lib/session/session-store.ts'
import { jsonResponse, staffUser } from '#app/test/fixtures.ts'
import { redirectTo } from '../redirect.ts'
import { mockPortalNetwork, portalInvoice, renderAt } from '../test-support.tsx'
import { InvoicesByRutPage } from './invoices-by-rut-page.tsx'

vi.mock('../redirect.ts', () => ({ redirectTo: vi.fn() }))

// "now" is mid November 2026, so October is payable and November is not.
const fetchMock = mockPortalNetwork({ now: '2026-11-15T12:00:00-03:00' })
const KHIPU_URL = 'https://khipu.example/pay/abc'

const renderInvoices = (rut = '12.345.678-5') =>
  renderAt(`/portal/${rut}`, '/portal/:rut', <InvoicesByRutPage />)

const online = () => jsonResponse(200, { online: true })

/** The availability answer has come (the list asks it once there is something to pay). */
async function payButtonEnabled() {
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
  await screen.findByRole('button', { name: t.pay })
}

/** One payable invoice: 'Pagar ahora' clicked once enabled, the start answered with `answer`. */
async function pay(answer: Response | Promise<Response>) {
  const user = userEvent.setup()
  fetchMock
    .mockResolvedValueOnce(jsonResponse(200, [portalInvoice()]))
    .mockResolvedValueOnce(online())
    .mockImplementationOnce(async () => answer)
  renderInvoices()
  await payButtonEnabled()
  await user.click(screen.getByRole('button', { name: t.pay }))
}

function cards() {
  return screen.getAllByRole('article')
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

afterEach(() => clearSession())

describe('invoices of a RUT', () => {
  it('lists the invoices newest first with period, masked student RUT, status, items and total', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, [
        portalInvoice({ id: 'a3d9b1f0-1c2e-4b5a-8f7d-6e5c4b3a2910', billing_period: '2026-09' }),
        portalInvoice({ billing_period: '2026-10', student_rut_masked: null }),
      ]),
    )
    renderInvoices('123456785')

    expect(screen.getByText(t.clientRut('12.345.678-5'))).toBeTruthy()
    await screen.findAllByRole('article')
    const [first, second] = cards()
    expect(within(first!).getByRole('heading').textContent).toBe('Octubre 2026')
    expect(within(second!).getByRole('heading').textContent).toBe('Septiembre 2026')
    expect(within(first!).getByText(t.studentRutMissing)).toBeTruthy()
    expect(within(second!).getByText('**.***.228-3')).toBeTruthy()
    expect(within(first!).getByText('Pendiente')).toBeTruthy()
    expect(within(first!).getByText('-$1.500')).toBeTruthy()
    expect(within(first!).getByRole('rowheader', { name: t.total }).nextSibling?.textContent).toBe(
      '$28.500',
    )
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/portal/invoices/12.345.678-5')
  })

  it("lists what is owed before what is paid, and '#cobro-{id}' opens that cobro", async () => {
    const owed = 'a3d9b1f0-1c2e-4b5a-8f7d-6e5c4b3a2910'
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    fetchMock.mockImplementation(async () => online())
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, [
        portalInvoice({ billing_period: '2026-10', status: 'paid' }),
        portalInvoice({ id: owed, billing_period: '2026-09' }),
      ]),
    )
    renderAt(`/portal/12.345.678-5#cobro-${owed}`, '/portal/:rut', <InvoicesByRutPage />)
    await screen.findAllByRole('article')
    const [first, second] = cards()
    expect(within(first!).getByRole('heading').textContent).toBe('Septiembre 2026')
    expect(within(second!).getByRole('heading').textContent).toBe('Octubre 2026')
    await waitFor(() => expect(document.activeElement).toBe(first))
    expect(first!.id).toBe(`cobro-${owed}`)
    expect(scrolled.mock.contexts).toEqual([first])
  })

  it('asks the public endpoint without a token even when staff is signed in', async () => {
    setSession({ accessToken: 'staff-token', user: staffUser() })
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []))
    renderInvoices()
    expect(await screen.findByText(t.empty)).toBeTruthy()
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Authorization')).toBeNull()
  })

  it('enables "Pagar ahora" only for a month that is over, and not for paid invoices', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, [
        portalInvoice({ id: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b', billing_period: '2026-11' }),
        portalInvoice({ billing_period: '2026-10' }),
        portalInvoice({
          id: '2c3d4e5f-6071-4829-9bac-1d2e3f4a5b6c',
          billing_period: '2026-09',
          status: 'paid',
        }),
      ]),
    )
    renderInvoices()
    await screen.findAllByRole('article')
    const [november, october, september] = cards()
    const novemberButton = within(november!).getByRole<HTMLButtonElement>('button', { name: t.pay })
    expect(novemberButton.disabled).toBe(true)
    expect(within(november!).getByText(t.payLater)).toBeTruthy()
    expect(within(october!).getByRole<HTMLButtonElement>('button', { name: t.pay }).disabled).toBe(
      false,
    )
    expect(within(september!).queryByRole('button')).toBeNull()
    expect(within(september!).getByText('Pagado')).toBeTruthy()
  })

  it('posts the payment, shows "Procesando..." and then redirects to Khipu', async () => {
    const payment = deferred<Response>()
    await pay(payment.promise)

    const busy = screen.getByRole<HTMLButtonElement>('button', { name: t.paying })
    expect(busy.disabled).toBe(true)
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/portal/availability')
    const [url, init] = fetchMock.mock.calls[2]!
    expect(String(url)).toBe('/api/portal/payments')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      invoice_id: portalInvoice().id,
      amount: 28500,
      currency: 'CLP',
      payer_rut: '12.345.678-5',
    })

    payment.resolve(jsonResponse(201, { simplified_transfer_url: KHIPU_URL }))
    expect(await screen.findByText(t.redirecting)).toBeTruthy()
    expect(redirectTo).toHaveBeenCalledWith(KHIPU_URL)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t.pay }).disabled).toBe(true)
  })

  it('never follows an answer that is not a web address', async () => {
    await pay(jsonResponse(201, { simplified_transfer_url: 'javascript:alert(1)' }))
    expect((await screen.findByRole('alert')).textContent).toBe(t.payFailed)
    expect(redirectTo).not.toHaveBeenCalled()
  })

  it('says the payment could not start and re-enables the button', async () => {
    await pay(jsonResponse(502, { detail: 'Khipu no responde.', code: 'X' }))

    expect((await screen.findByRole('alert')).textContent).toBe(t.payFailed)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t.pay }).disabled).toBe(false)
    expect(redirectTo).not.toHaveBeenCalled()
  })

  it('disables "Pagar Ahora" and says why when online payment is unavailable', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(200, [
          portalInvoice({ id: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b', billing_period: '2026-11' }),
          portalInvoice({ billing_period: '2026-10' }),
        ]),
      )
      .mockResolvedValueOnce(jsonResponse(200, { online: false }))
    renderInvoices()
    await screen.findAllByRole('article')
    const [november, october] = cards()
    await waitFor(() =>
      expect(within(october!).getByText(t.payUnavailable).textContent).toMatch(
        /no está disponible/,
      ),
    )
    const button = within(october!).getByRole<HTMLButtonElement>('button', { name: t.pay })
    expect(button.disabled).toBe(true)
    expect(button.getAttribute('aria-describedby')).toBe(
      within(october!).getByText(t.payUnavailable).id,
    )
    expect(within(november!).getByRole<HTMLButtonElement>('button').disabled).toBe(true)
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/portal/availability')
    // The invoices themselves are still all there.
    expect(within(october!).getByText('$28.500')).toBeTruthy()
  })

  it('says online payment is unavailable when the server refuses to start one (503)', async () => {
    await pay(jsonResponse(503, { detail: 'No disponible.', code: 'ONLINE_PAYMENT_UNAVAILABLE' }))
    expect((await screen.findByRole('alert')).textContent).toBe(t.payUnavailable)
    expect(redirectTo).not.toHaveBeenCalled()
  })

  it('offers to try again when the invoices cannot be loaded', async () => {
    const user = userEvent.setup()
    fetchMock
      .mockResolvedValueOnce(jsonResponse(500))
      .mockResolvedValueOnce(jsonResponse(200, [portalInvoice()]))
    renderInvoices()
    expect((await screen.findByRole('alert')).textContent).toContain(t.loadFailed)
    await user.click(screen.getByRole('button', { name: t.retry }))
    expect(await screen.findByRole('button', { name: t.pay })).toBeTruthy()
  })

  it.each([
    ['not a list', { invoices: [portalInvoice()] }],
    ['an invoice without its lines', [{ ...portalInvoice(), line_items: undefined }]],
    ['an amount as text', [{ ...portalInvoice(), total_amount: '28500' }]],
    ['an unknown status', [portalInvoice({ status: 'overdue' as 'pending' })]],
  ])('says the invoices could not be loaded when the answer is %s', async (_, answer) => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, answer))
    renderInvoices()
    expect((await screen.findByRole('alert')).textContent).toContain(t.loadFailed)
    expect(screen.getByRole('button', { name: t.retry })).toBeTruthy()
    expect(screen.queryByRole('article')).toBeNull()
  })

  it('shows the format error and asks nothing for an invalid RUT in the address', () => {
    renderInvoices('12.345.678-9')
    expect(screen.getByRole('alert').textContent).toMatch(/Formato de RUT inválido/)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

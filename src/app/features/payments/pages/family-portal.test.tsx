// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { redirectTo } from '../redirect.ts'
import { mockPortalNetwork, portalInvoice, renderAt } from '../test-support.tsx'
import { InvoicesByRutPage } from './invoices-by-rut-page.tsx'

vi.mock('../redirect.ts', () => ({ redirectTo: vi.fn() }))

const fetchMock = mockPortalNetwork({ now: '2026-11-15T12:00:00-03:00' })
const A = '0b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a60'
const B = 'a3d9b1f0-1c2e-4b5a-8f7d-6e5c4b3a2910'
const NOT_YET = 'c1d2e3f4-1111-4a8e-9d62-3c1f2e4d5a60'

const renderInvoices = () => renderAt('/portal/12.345.678-5', '/portal/:rut', <InvoicesByRutPage />)

describe('a family on the portal', () => {
  it("shows the family total of what is payable now and pays it with 'Pagar todo'", async () => {
    const user = userEvent.setup()
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(200, [
          portalInvoice({ id: A, total_amount: 28500 }),
          portalInvoice({ id: B, total_amount: 10500 }),
          // November is not over: not part of 'Pagar todo'.
          portalInvoice({ id: NOT_YET, billing_period: '2026-11', total_amount: 5000 }),
        ]),
      )
      .mockResolvedValueOnce(jsonResponse(200, { online: true }))
      .mockResolvedValueOnce(jsonResponse(200, { simplified_transfer_url: 'https://k.example/x' }))
    renderInvoices()
    const family = await screen.findByRole('region', { name: t.familyTitle })
    expect(within(family).getByText(t.familyTotal(2))).toBeTruthy()
    expect(within(family).getByText('$39.000')).toBeTruthy()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    await user.click(within(family).getByRole('button', { name: t.payAll }))

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://k.example/x'))
    const [url, init] = fetchMock.mock.calls[2]!
    expect(String(url)).toBe('/api/portal/payments')
    expect(JSON.parse(String(init?.body))).toEqual({
      invoice_ids: [A, B],
      amount: 39000,
      currency: 'CLP',
      payer_rut: '12.345.678-5',
    })
  })

  it('pays only the invoices left ticked, and none when none is', async () => {
    const user = userEvent.setup()
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(200, [
          portalInvoice({ id: A, total_amount: 28500, student_label: 'Tomás P.' }),
          portalInvoice({ id: B, total_amount: 10500, student_label: 'Ana P.' }),
        ]),
      )
      // Recognised: the documents to sign are asked too (none pending here).
      .mockResolvedValueOnce(jsonResponse(200, { documents: [], children: [], pending: 0 }))
      .mockResolvedValueOnce(jsonResponse(200, { online: true }))
      .mockResolvedValueOnce(jsonResponse(200, { simplified_transfer_url: 'https://k.example/y' }))
    renderInvoices()
    const family = await screen.findByRole('region', { name: t.familyTitle })
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3))
    await user.click(within(family).getByRole('checkbox', { name: /Tomás P\./ }))
    await user.click(within(family).getByRole('checkbox', { name: /Ana P\./ }))
    const none = within(family).getByRole<HTMLButtonElement>('button', { name: t.paySelected })
    expect(none.disabled).toBe(true)
    expect(within(family).getByText(t.chooseOne)).toBeTruthy()

    await user.click(within(family).getByRole('checkbox', { name: /Ana P\./ }))
    expect(within(family).getByText(t.familyTotal(1))).toBeTruthy()
    await user.click(within(family).getByRole('button', { name: t.paySelected }))
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://k.example/y'))
    expect(JSON.parse(String(fetchMock.mock.calls[3]![1]?.body))).toMatchObject({
      invoice_ids: [B],
      amount: 10500,
    })
  })

  it('asks for a birth date, says in Spanish what is wrong, and shows names once recognised', async () => {
    const user = userEvent.setup()
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, [portalInvoice({ id: A })]))
      .mockResolvedValueOnce(jsonResponse(200, { online: true }))
      .mockResolvedValueOnce(jsonResponse(200, { recognized: false }))
      .mockResolvedValueOnce(jsonResponse(200, { recognized: true }))
      .mockResolvedValue(jsonResponse(200, [portalInvoice({ id: A, student_label: 'Tomás P.' })]))
    renderInvoices()
    const field = await screen.findByLabelText(t.birthDate)
    await user.click(screen.getByRole('button', { name: t.recognize }))
    expect(screen.getByRole('alert').textContent).toBe('Ingrese una fecha de nacimiento válida.')

    await user.type(field, '2015-03-14')
    await user.click(screen.getByRole('button', { name: t.recognize }))
    expect((await screen.findByRole('alert')).textContent).toBe(t.notRecognized)
    expect(JSON.parse(String(fetchMock.mock.calls[2]![1]?.body))).toEqual({
      rut: '12.345.678-5',
      birth_date: '2015-03-14',
    })

    await user.click(screen.getByRole('button', { name: t.recognize }))
    expect(await screen.findByText('Tomás P.')).toBeTruthy()
    expect(screen.getByText(t.recognized)).toBeTruthy()
    expect(screen.queryByLabelText(t.birthDate)).toBeNull()
  })

  it('hints at the guardian’s own RUT for any RUT without invoices', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []))
    renderInvoices()
    expect(await screen.findByText(t.studentRutHint)).toBeTruthy()
  })
})

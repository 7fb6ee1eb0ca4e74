// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { validationMessages } from '#shared/i18n/validation.ts'
import { renderAt } from '../test-support.tsx'
import { PaymentPortalPage } from '../pages/payment-portal-page.tsx'

afterEach(cleanup)

const renderPortal = () => renderAt('/payments-entry', '/payments-entry', <PaymentPortalPage />)

describe('payment portal RUT entry', () => {
  it('shows the title, the guardian notice and the Khipu note', () => {
    renderPortal()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Portal de pagos')
    expect(screen.getByText(t.guardianNotice)).toBeTruthy()
    expect(screen.getByText('Pagos seguros procesados por KHIPU Chile')).toBeTruthy()
  })

  it('refuses a RUT with a wrong check digit and explains the format', async () => {
    const user = userEvent.setup()
    renderPortal()
    const input = screen.getByLabelText(t.rutLabel)
    await user.type(input, '12.345.678-9')
    await user.click(screen.getByRole('button', { name: t.submit }))

    expect(screen.getByRole('alert').textContent).toBe(validationMessages.portalRutInvalid)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByText('invoices of rut')).toBeNull()

    await user.type(input, '0')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('refuses an empty RUT', async () => {
    const user = userEvent.setup()
    renderPortal()
    await user.click(screen.getByRole('button', { name: t.submit }))
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.portalRutInvalid)
  })

  it('opens the invoices of a valid RUT typed without dots', async () => {
    const user = userEvent.setup()
    renderPortal()
    await user.type(screen.getByLabelText(t.rutLabel), '123456785{Enter}')
    expect(await screen.findByText('invoices of rut')).toBeTruthy()
  })

  it('formats a valid RUT when the field is left', async () => {
    const user = userEvent.setup()
    renderPortal()
    const input = screen.getByLabelText<HTMLInputElement>(t.rutLabel)
    await user.type(input, '12345678k')
    await user.tab()
    expect(input.value).toBe('12345678k')
    await user.clear(input)
    await user.type(input, '123456785')
    await user.tab()
    expect(input.value).toBe('12.345.678-5')
  })
})

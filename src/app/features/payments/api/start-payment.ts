// Starts a Khipu payment for an invoice and sends the browser to the bank. The request is kept in
// sessionStorage so the return page can start a new attempt after a failed one.
import type { PaymentRequestBody, PaymentResponse } from '#shared/contract/invoices.ts'
import { paymentStartedAnswer } from '#shared/contract/portal-schemas.ts'
import { ui } from '#app/i18n/ui.ts'
import { ApiError } from '#app/lib/api-error.ts'
import { rememberPayment } from '../last-payment.ts'
import { redirectTo } from '../redirect.ts'
import { portalRequest } from './portal-request.ts'
import { usePortalAction } from './portal-query.ts'

export function startPayment(body: PaymentRequestBody): Promise<PaymentResponse> {
  return portalRequest('/portal/payments', paymentStartedAnswer, { method: 'POST', body })
}

/** Only a web address is followed: any other URL (javascript:, data:) is an error, never opened. */
function bankAddress(url: string): string {
  const { protocol, href } = new URL(url)
  if (protocol === 'https:' || protocol === 'http:') return href
  throw new ApiError(200, 'INVALID_RESPONSE', ui.api.invalidResponse)
}

function goToBank(response: PaymentResponse, body: PaymentRequestBody) {
  const url = bankAddress(response.simplified_transfer_url)
  rememberPayment(body)
  redirectTo(url)
}

export function useStartPayment() {
  return usePortalAction(startPayment, goToBank)
}

// Starts a Khipu payment for an invoice and sends the browser to the bank. The request is kept in
// sessionStorage so the return page can start a new attempt after a failed one.
import type { PaymentRequestBody, PaymentResponse } from '#shared/contract/invoices.ts'
import { ui } from '#app/i18n/ui.ts'
import { ApiError } from '#app/lib/api-error.ts'
import { rememberPayment } from '../last-payment.ts'
import { redirectTo } from '../redirect.ts'
import { portalRequest } from './portal-request.ts'
import { usePortalAction } from './portal-query.ts'

export function startPayment(body: PaymentRequestBody): Promise<PaymentResponse> {
  return portalRequest<PaymentResponse>('/portal/payments', { method: 'POST', body })
}

/** Only a web address is followed: an answer that is not one is an error, never navigated to. */
function bankAddress(url: unknown): string {
  try {
    const parsed = new URL(String(url))
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return parsed.href
  } catch {
    // falls through
  }
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

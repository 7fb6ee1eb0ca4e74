// Starts a Khipu payment for an invoice and sends the browser to the bank. The request is kept in
// sessionStorage so the return page can start a new attempt after a failed one.
import { useMutation } from '@tanstack/react-query'
import {
  paymentResponseSchema,
  type PaymentRequestBody,
  type PaymentResponse,
} from '#shared/contract/invoices.ts'
import { api } from '#app/lib/api-client.ts'
import { rememberPayment } from '../last-payment.ts'
import { redirectTo } from '../redirect.ts'

export function startPayment(body: PaymentRequestBody): Promise<PaymentResponse> {
  return api.post('/payments', body, { auth: false, schema: paymentResponseSchema })
}

export function useStartPayment() {
  return useMutation({
    mutationFn: startPayment,
    onSuccess: (response, body) => {
      rememberPayment(body)
      redirectTo(response.simplified_transfer_url)
    },
  })
}

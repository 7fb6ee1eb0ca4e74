// The payment attempts of one invoice, for the return page after Khipu. While an attempt is still
// pending (the bank's notification has not arrived yet) the list is polled for a while.
import { useState } from 'react'
import type { PaymentAttempt } from '#shared/contract/invoices.ts'
import { paymentAttemptsAnswer } from '#shared/contract/portal-schemas.ts'
import { portalRequest } from './portal-request.ts'
import { usePortalQuery } from './portal-query.ts'

export const POLL_EVERY_MS = 4_000
export const POLL_FOR_MS = 120_000

export function getPaymentAttempts(invoiceId: string, signal?: AbortSignal) {
  return portalRequest(
    `/portal/invoices/${encodeURIComponent(invoiceId)}/payments`,
    paymentAttemptsAnswer,
    { signal },
  ).then((attempts) =>
    [...attempts].sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at)),
  )
}

const isWaiting = (attempts: readonly PaymentAttempt[]) =>
  attempts.length > 0 &&
  attempts.some((a) => a.payment_status === 'pending') &&
  !attempts.some((a) => a.payment_status === 'completed')

export function usePaymentAttempts(invoiceId: string) {
  const [since] = useState(() => Date.now())
  return usePortalQuery(
    `attempts ${invoiceId}`,
    (signal) => getPaymentAttempts(invoiceId, signal),
    {
      pollEvery: (attempts) =>
        isWaiting(attempts) && Date.now() - since < POLL_FOR_MS ? POLL_EVERY_MS : false,
    },
  )
}

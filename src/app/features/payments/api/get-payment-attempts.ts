// The payment attempts of one invoice, for the return page after Khipu. While an attempt is still
// pending (the bank's notification has not arrived yet) the list is polled for a while.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { z } from 'zod'
import { paymentAttemptSchema, type PaymentAttempt } from '#shared/contract/invoices.ts'
import { api } from '#app/lib/api-client.ts'

export const POLL_EVERY_MS = 4_000
export const POLL_FOR_MS = 120_000

const attemptsSchema = z.array(paymentAttemptSchema)

export function getPaymentAttempts(invoiceId: string, signal?: AbortSignal) {
  return api
    .get(`/invoices/${encodeURIComponent(invoiceId)}/payments`, attemptsSchema, {
      auth: false,
      signal,
    })
    .then((attempts) => [...attempts].sort((a, b) => b.updated_at.localeCompare(a.updated_at)))
}

export const paymentAttemptsQuery = (invoiceId: string) =>
  queryOptions({
    queryKey: ['payments', 'attempts', invoiceId],
    queryFn: ({ signal }) => getPaymentAttempts(invoiceId, signal),
    staleTime: 0,
  })

const isWaiting = (attempts: readonly PaymentAttempt[] | undefined) =>
  !!attempts?.length &&
  attempts.some((a) => a.payment_status === 'pending') &&
  !attempts.some((a) => a.payment_status === 'completed')

export function usePaymentAttempts(invoiceId: string) {
  const [since] = useState(() => Date.now())
  return useQuery({
    ...paymentAttemptsQuery(invoiceId),
    refetchInterval: (query) =>
      isWaiting(query.state.data) && Date.now() - since < POLL_FOR_MS ? POLL_EVERY_MS : false,
  })
}

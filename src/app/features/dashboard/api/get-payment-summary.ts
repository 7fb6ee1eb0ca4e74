// The payment summary of one billing period for the dashboard (admins).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { paymentSummarySchema, type PaymentSummary } from '#shared/contract/dashboard.ts'
import { api } from '#app/lib/api-client.ts'

export function getPaymentSummary(period: string, signal?: AbortSignal): Promise<PaymentSummary> {
  const query = new URLSearchParams({ billing_period: period })
  return api.get(`/payments/summary?${query}`, paymentSummarySchema, { signal })
}

export const paymentSummaryQuery = (period: string) =>
  queryOptions({
    queryKey: ['dashboard', 'payments', period],
    queryFn: ({ signal }) => getPaymentSummary(period, signal),
    // Money: a kept copy is shown at once but always checked again (a payment may be newer).
    staleTime: 0,
  })

export function usePaymentSummary(period: string) {
  return useQuery(paymentSummaryQuery(period))
}

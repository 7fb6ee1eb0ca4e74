// Money the office must act on (admins): Khipu money to give back and payments the bank reversed,
// and resolving one ('Devolver' through Khipu or as returned by transfer, 'Entendido'). A
// resolution changes the pending list and the ledgers too, so every money view is refetched.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import {
  paymentIssueSchema,
  type PaymentIssue,
  type ResolveIssueBody,
} from '#shared/contract/payment-issues.ts'
import { api } from '#app/lib/api-client.ts'
import { useRefetchMoney } from './refetch-money.ts'

export const paymentIssuesQuery = () =>
  queryOptions({
    queryKey: ['invoices', 'issues'],
    queryFn: ({ signal }): Promise<PaymentIssue[]> =>
      api.get('/payment-issues', z.array(paymentIssueSchema), { signal }),
    staleTime: 0,
  })

export function usePaymentIssues() {
  return useQuery(paymentIssuesQuery())
}

export function useResolveIssue() {
  const refetch = useRefetchMoney()
  return useMutation({
    mutationFn: ({ id, ...body }: ResolveIssueBody & { id: string }): Promise<PaymentIssue> =>
      api.post(`/payment-issues/${encodeURIComponent(id)}/resolve`, body, {
        schema: paymentIssueSchema,
      }),
    onSettled: refetch,
  })
}

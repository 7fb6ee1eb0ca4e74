// One cobro for admins (lines, Khipu attempts, payments recorded by hand) and the two writes on
// it: recording a cash or transfer payment and annulling one. Both change the pending list, the
// ledgers and the dashboard's payment figures, so those are refetched.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import {
  ledgerInvoiceSchema,
  manualPaymentSchema,
  type AnnulBody,
  type LedgerInvoice,
  type ManualPayment,
  type ManualPaymentBody,
} from '#shared/contract/ledger.ts'
import { api } from '#app/lib/api-client.ts'
import { useRefetchMoney } from './refetch-money.ts'

export const invoiceDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['invoices', 'detail', id],
    queryFn: ({ signal }): Promise<LedgerInvoice> =>
      api.get(`/invoices/${encodeURIComponent(id)}/details`, ledgerInvoiceSchema, { signal }),
    // Money: a kept copy is shown at once but always checked again (a payment may be newer).
    staleTime: 0,
  })

export function useInvoiceDetail(id: string) {
  return useQuery(invoiceDetailQuery(id))
}

/** `onRecorded` runs before the refetch: the form disappears once the cobro reads as paid. */
export function useRecordPayment(invoiceId: string, onRecorded: () => void) {
  const refetch = useRefetchMoney()
  return useMutation({
    mutationFn: (body: ManualPaymentBody): Promise<ManualPayment> =>
      api.post(`/invoices/${encodeURIComponent(invoiceId)}/manual-payments`, body, {
        schema: manualPaymentSchema,
      }),
    onSuccess: () => {
      onRecorded()
      return refetch()
    },
  })
}

export function useAnnulPayment() {
  const refetch = useRefetchMoney()
  return useMutation({
    mutationFn: ({ id, ...body }: AnnulBody & { id: string }): Promise<ManualPayment> =>
      api.post(`/manual-payments/${encodeURIComponent(id)}/annul`, body, {
        schema: manualPaymentSchema,
      }),
    onSuccess: refetch,
  })
}

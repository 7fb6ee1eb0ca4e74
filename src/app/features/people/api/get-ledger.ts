// GET /api/students/{id}/ledger and /api/supporters/{id}/ledger (admins): classes by month, every
// cobro with its payments. Read from the server; the page shows it only when online.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ledgerSchema, type Ledger } from '#shared/contract/ledger.ts'
import { api } from '#app/lib/api-client.ts'

export type LedgerKind = 'students' | 'supporters'

export const ledgerQuery = (kind: LedgerKind, id: string) =>
  queryOptions({
    queryKey: ['ledger', kind, id],
    queryFn: ({ signal }): Promise<Ledger> =>
      api.get(`/${kind}/${encodeURIComponent(id)}/ledger`, ledgerSchema, { signal }),
    // Money: a kept copy is shown at once but always checked again (a payment may be newer).
    staleTime: 0,
  })

export function useLedger(kind: LedgerKind, id: string, enabled: boolean) {
  return useQuery({ ...ledgerQuery(kind, id), enabled })
}

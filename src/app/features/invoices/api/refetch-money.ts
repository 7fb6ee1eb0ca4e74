// What a money write refreshes: every cached money view, open or not, so the kept (persisted)
// copies never show a cobro as pending after it was paid, even after a reload.
import { useQueryClient } from '@tanstack/react-query'

export function useRefetchMoney() {
  const queryClient = useQueryClient()
  const all = (key: string) =>
    queryClient.invalidateQueries({ queryKey: [key], refetchType: 'all' })
  return () => Promise.all([all('invoices'), all('ledger'), all('dashboard')])
}

// Sends a boleta the provider refused once more (admins); the month's list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#app/lib/api-client.ts'
import { BOLETAS_KEY } from './get-boletas.ts'

export function retryBoleta(id: string): Promise<void> {
  return api.post(`/boletas/${id}/retry`)
}

export function useRetryBoleta() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryBoleta,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOLETAS_KEY }),
  })
}

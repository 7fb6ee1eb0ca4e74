// Records a document 'por emitir' or 'con error' as issued elsewhere, with its folio (admins); the
// month's list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BoletaOutsideBody } from '#shared/contract/boletas.ts'
import { api } from '#app/lib/api-client.ts'
import { BOLETAS_KEY } from './get-boletas.ts'

export function markIssuedOutside({ id, ...body }: BoletaOutsideBody & { id: string }) {
  return api.post<void>(`/boletas/${id}/issued-outside`, body)
}

export function useMarkIssuedOutside() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markIssuedOutside,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOLETAS_KEY }),
  })
}

// The SII documents of one month (admins), newest first, each with its state.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { boletaSchema, type Boleta } from '#shared/contract/boletas.ts'
import { api } from '#app/lib/api-client.ts'

export const BOLETAS_KEY = ['boletas'] as const

export function getBoletas(month: string, signal?: AbortSignal): Promise<Boleta[]> {
  return api.get(`/boletas?month=${month}`, boletaSchema.array(), { signal })
}

export const boletasQuery = (month: string) =>
  queryOptions({
    queryKey: [...BOLETAS_KEY, month],
    queryFn: ({ signal }) => getBoletas(month, signal),
  })

/** The month's documents; while another month loads, the previous one stays on screen. */
export function useBoletas(month: string) {
  return useQuery({ ...boletasQuery(month), placeholderData: keepPreviousData })
}

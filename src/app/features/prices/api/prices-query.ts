// The Tarifas cache: every read is kept under PRICES_KEY, so a save refreshes the amounts in force
// and the history at once (a change may be scheduled, so both can differ).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '#app/lib/api-client.ts'

export const PRICES_KEY = ['prices'] as const

/** The query options of one Tarifas read: `path` answered in the shape of `schema`. */
export const pricesQuery =
  <T>(name: string, path: string, schema: z.ZodType<T>) =>
  () =>
    queryOptions({
      queryKey: [...PRICES_KEY, name],
      queryFn: ({ signal }) => api.get(path, schema, { signal }),
    })

/** A Tarifas write; once saved every Tarifas read is fetched again. */
export function usePricesMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRICES_KEY }),
  })
}

// The dashboard's reads: one summary of a billing period each, cached per period.
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '#app/lib/api-client.ts'

/** The query options of the summary at `path` for one period ('YYYY-MM'). */
export const dashboardQuery =
  <T>(name: string, path: string, schema: z.ZodType<T>) =>
  (period: string) =>
    queryOptions({
      queryKey: ['dashboard', name, period],
      queryFn: ({ signal }) =>
        api.get(`${path}?${new URLSearchParams({ billing_period: period })}`, schema, { signal }),
    })

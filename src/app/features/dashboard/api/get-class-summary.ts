// The class (attendance) summary of one billing period for the dashboard (admins).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { classSummarySchema, type ClassSummary } from '#shared/contract/dashboard.ts'
import { api } from '#app/lib/api-client.ts'

export function getClassSummary(period: string, signal?: AbortSignal): Promise<ClassSummary> {
  const query = new URLSearchParams({ billing_period: period })
  return api.get(`/class_sessions/summary?${query}`, classSummarySchema, { signal })
}

export const classSummaryQuery = (period: string) =>
  queryOptions({
    queryKey: ['dashboard', 'classes', period],
    queryFn: ({ signal }) => getClassSummary(period, signal),
  })

export function useClassSummary(period: string) {
  return useQuery(classSummaryQuery(period))
}

// The class (attendance) summary of one billing period for the dashboard (admins).
import { useQuery } from '@tanstack/react-query'
import { classSummarySchema } from '#shared/contract/dashboard.ts'
import { dashboardQuery } from './dashboard-query.ts'

export const classSummaryQuery = dashboardQuery(
  'classes',
  '/class_sessions/summary',
  classSummarySchema,
)

export const useClassSummary = (period: string) => useQuery(classSummaryQuery(period))

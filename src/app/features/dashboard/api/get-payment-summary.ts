// The payment summary of one billing period for the dashboard (admins).
import { useQuery } from '@tanstack/react-query'
import { paymentSummarySchema } from '#shared/contract/dashboard.ts'
import { dashboardQuery } from './dashboard-query.ts'

const summaryQuery = dashboardQuery('payments', '/payments/summary', paymentSummarySchema)

// Money: a kept copy is shown at once but always checked again (a payment may be newer).
export const paymentSummaryQuery = (period: string) => ({ ...summaryQuery(period), staleTime: 0 })

export const usePaymentSummary = (period: string) => useQuery(paymentSummaryQuery(period))

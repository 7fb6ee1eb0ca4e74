// The monthly dashboard (Resumen mensual): payment and class summaries for one billing period.
// Both calls take billingPeriodQuerySchema from common.ts as their query.
import { z } from 'zod'

/** GET /payments/summary?billing_period=YYYY-MM — whole CLP amounts of that period's invoices. */
export const paymentSummarySchema = z.object({
  total_billings: z.number().int(),
  pending_payments: z.number().int(),
  completed_payments: z.number().int(),
})
export type PaymentSummary = z.infer<typeof paymentSummarySchema>

/**
 * GET /class_sessions/summary?billing_period=YYYY-MM. Field names are camelCase as the spec
 * gives them. meanClassesPerStudent is shown with 2 decimals, transportUsagePercentage (0..100)
 * with none.
 */
export const classSummarySchema = z.object({
  totalClasses: z.number().int().min(0),
  /** Classes of the month cancelled (rain, closed trail…): not in totalClasses, never billed. */
  cancelledClasses: z.number().int().min(0),
  uniqueStudents: z.number().int().min(0),
  meanClassesPerStudent: z.number().min(0),
  transportUsagePercentage: z.number().min(0).max(100),
  classesByGroup: z.array(z.object({ group_name: z.string(), count: z.number().int().min(0) })),
})
export type ClassSummary = z.infer<typeof classSummarySchema>

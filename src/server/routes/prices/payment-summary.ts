// GET /api/payments/summary?billing_period=YYYY-MM: the dashboard's payment card, whole CLP sums
// of that period's invoices (all but cancelled, still pending, paid).
import { eq, ne, sql, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN_ROLES, billingPeriodQuerySchema } from '#shared/contract/common.ts'
import { paymentSummarySchema } from '#shared/contract/dashboard.ts'
import { invoices } from '#server/db/schema.ts'
import { adminErrors, bearerAuth } from '#server/openapi.ts'

/** A sum of total_amount over the rows matching `filter`; 0 when none. bigint, read as a number. */
const sumWhere = (filter: SQL) =>
  sql<number>`coalesce(sum(${invoices.total_amount}) filter (where ${filter}), 0)::bigint`.mapWith(
    Number,
  )

const paymentSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/summary',
    {
      onRequest: app.requireRole(...ADMIN_ROLES),
      schema: {
        tags: ['dashboard'],
        summary: 'Resumen de pagos de un período de facturación',
        security: bearerAuth,
        querystring: billingPeriodQuerySchema,
        response: { 200: paymentSummarySchema, ...adminErrors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({
          total_billings: sumWhere(ne(invoices.status, 'cancelled')),
          pending_payments: sumWhere(eq(invoices.status, 'pending')),
          completed_payments: sumWhere(eq(invoices.status, 'paid')),
        })
        .from(invoices)
        .where(eq(invoices.billing_period, request.query.billing_period))
      return row ?? { total_billings: 0, pending_payments: 0, completed_payments: 0 }
    },
  )
}

export default paymentSummaryRoutes

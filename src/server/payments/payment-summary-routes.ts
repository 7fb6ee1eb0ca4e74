// GET /api/payments/summary?billing_period=YYYY-MM: the dashboard's payment card, whole CLP sums
// of that period's invoices (all but cancelled, still pending, paid). Admins and superadmins only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { billingPeriodQuerySchema } from '#shared/contract/common.ts'
import { ADMIN_ROLES } from '#shared/roles.ts'
import { paymentSummarySchema } from '#shared/contract/dashboard.ts'
import { adminErrors, bearerAuth } from '#server/openapi.ts'
import { paymentSummary } from './payment-summary-data.ts'

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
    async (request) => paymentSummary(app.db, request.query.billing_period),
  )
}

export default paymentSummaryRoutes

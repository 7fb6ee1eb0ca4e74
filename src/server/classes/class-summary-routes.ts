// The dashboard's class summary (Resumen mensual) for one month in America/Santiago; admins only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { billingPeriodQuerySchema } from '#shared/contract/common.ts'
import { ADMIN_ROLES } from '#shared/roles.ts'
import { classSummarySchema } from '#shared/contract/dashboard.ts'
import { classSummary } from './summary-data.ts'
import { bearerAuth, readErrors } from '#server/openapi.ts'

const classSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/class_sessions/summary',
    {
      onRequest: app.requireRole(...ADMIN_ROLES),
      schema: {
        tags: ['dashboard'],
        summary: 'Resumen de clases de un mes (billing_period=AAAA-MM)',
        security: bearerAuth,
        querystring: billingPeriodQuerySchema,
        response: { 200: classSummarySchema, ...readErrors },
      },
    },
    (request) => classSummary(app.db, request.query.billing_period),
  )
}

export default classSummaryRoutes

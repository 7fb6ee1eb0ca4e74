// GET /api/prices/history: every price's entries with their 'vigente desde' day (past, in force
// and scheduled), for the Tarifas screen's current, scheduled and history lists.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN_ROLES } from '#shared/roles.ts'
import { priceHistorySchema } from '#shared/contract/prices-history.ts'
import { loadPriceHistory } from './price-history-data.ts'
import { adminErrors, bearerAuth } from '#server/openapi.ts'

const priceHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prices/history',
    {
      onRequest: app.requireRole(...ADMIN_ROLES),
      schema: {
        tags: ['prices'],
        summary: 'Historial de tarifas con su fecha de vigencia (pasadas, vigentes y programadas)',
        security: bearerAuth,
        response: { 200: priceHistorySchema, ...adminErrors },
      },
    },
    async () => loadPriceHistory(app.db),
  )
}

export default priceHistoryRoutes

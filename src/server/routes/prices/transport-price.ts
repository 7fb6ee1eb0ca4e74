// GET and POST /api/prices/transport_price: the price charged per class attended with transport.
// A history of dated entries (see single-price.ts); GET answers the one in force today.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN_ROLES } from '#shared/contract/common.ts'
import { transportPriceQuerySchema, transportPriceSchema } from '#shared/contract/prices.ts'
import { transportPrice } from '#server/db/schema.ts'
import { adminErrors, bearerAuth, writeErrors } from '#server/openapi.ts'
import { currentAmount, saveAmount } from './single-price.ts'

const transportPriceRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole(...ADMIN_ROLES)

  app.get(
    '/prices/transport_price',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['prices'],
        summary: 'Precio por transporte vigente hoy (null si no hay)',
        security: bearerAuth,
        response: { 200: transportPriceSchema, ...adminErrors },
      },
    },
    async () => currentAmount(app.db, transportPrice, 'price'),
  )

  app.post(
    '/prices/transport_price',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['prices'],
        summary: 'Fijar el precio por transporte (?price=, pesos enteros; &valid_from=)',
        security: bearerAuth,
        querystring: transportPriceQuerySchema,
        response: { 200: transportPriceSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      saveAmount(request, reply, transportPrice, {
        field: 'price',
        entity: 'transport_price',
        amount: request.query.price,
        valid_from: request.query.valid_from,
      }),
  )
}

export default transportPriceRoutes

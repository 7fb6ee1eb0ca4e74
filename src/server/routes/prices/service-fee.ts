// GET and POST /api/prices/service_fee: the fee added once to every invoice, kept to the centavo.
// A history of dated entries (see single-price.ts); GET answers the one in force today.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN_ROLES } from '#shared/contract/common.ts'
import { serviceFeeQuerySchema, serviceFeeSchema } from '#shared/contract/prices.ts'
import { serviceFee } from '#server/db/schema.ts'
import { adminErrors, bearerAuth, writeErrors } from '#server/openapi.ts'
import { currentAmount, saveAmount } from './single-price.ts'

const serviceFeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole(...ADMIN_ROLES)

  app.get(
    '/prices/service_fee',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['prices'],
        summary: 'Cobro por servicio vigente hoy (null si no hay)',
        security: bearerAuth,
        response: { 200: serviceFeeSchema, ...adminErrors },
      },
    },
    async () => currentAmount(app.db, serviceFee, 'fee_amount'),
  )

  app.post(
    '/prices/service_fee',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['prices'],
        summary: 'Fijar el cobro por servicio (?fee_amount=, admite decimales; &valid_from=)',
        security: bearerAuth,
        querystring: serviceFeeQuerySchema,
        response: { 200: serviceFeeSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      saveAmount(request, reply, serviceFee, {
        field: 'fee_amount',
        entity: 'service_fee',
        amount: request.query.fee_amount,
        valid_from: request.query.valid_from,
      }),
  )
}

export default serviceFeeRoutes

// GET and POST /api/prices/transport_price: the price charged per class attended with transport.
// The table holds one row (see the schema), saved with an upsert.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN_ROLES } from '#shared/contract/common.ts'
import { transportPriceQuerySchema, transportPriceSchema } from '#shared/contract/prices.ts'
import { transportPrice } from '#server/db/schema.ts'
import { runWrite } from '#server/writes.ts'
import { adminErrors, bearerAuth, writeErrors } from '#server/openapi.ts'
import { lockForWrite } from './write-lock.ts'

const transportPriceRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole(...ADMIN_ROLES)

  app.get(
    '/prices/transport_price',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['prices'],
        summary: 'Precio por transporte (null si no se ha fijado)',
        security: bearerAuth,
        response: { 200: transportPriceSchema, ...adminErrors },
      },
    },
    async () => {
      const [row] = await app.db.select({ price: transportPrice.price }).from(transportPrice)
      return { price: row?.price ?? null }
    },
  )

  app.post(
    '/prices/transport_price',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['prices'],
        summary: 'Fijar el precio por transporte (?price=, pesos enteros)',
        security: bearerAuth,
        querystring: transportPriceQuerySchema,
        response: { 200: transportPriceSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, async ({ tx, audit }) => {
        const { price } = request.query
        await lockForWrite(tx, transportPrice)
        const [before] = await tx.select({ price: transportPrice.price }).from(transportPrice)
        const [saved] = await tx
          .insert(transportPrice)
          .values({ price })
          .onConflictDoUpdate({
            target: transportPrice.singleton,
            set: { price, updated_at: new Date() },
          })
          .returning()
        const body = { price: saved!.price }
        await audit({
          action: 'price_update',
          entity: 'transport_price',
          entityId: saved!.id,
          before: before ?? null,
          after: body,
        })
        return { status: 200, body }
      }),
  )
}

export default transportPriceRoutes

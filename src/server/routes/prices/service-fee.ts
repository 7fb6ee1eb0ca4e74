// GET and POST /api/prices/service_fee: the fee added once to every invoice. The table holds one
// row (see the schema), saved with an upsert; the amount is kept to the centavo.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN_ROLES } from '#shared/contract/common.ts'
import { serviceFeeQuerySchema, serviceFeeSchema } from '#shared/contract/prices.ts'
import { serviceFee } from '#server/db/schema.ts'
import { runWrite } from '#server/writes.ts'
import { adminErrors, bearerAuth, writeErrors } from '#server/openapi.ts'
import { lockForWrite } from './write-lock.ts'

const serviceFeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole(...ADMIN_ROLES)

  app.get(
    '/prices/service_fee',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['prices'],
        summary: 'Cobro por servicio (null si no se ha fijado)',
        security: bearerAuth,
        response: { 200: serviceFeeSchema, ...adminErrors },
      },
    },
    async () => {
      const [row] = await app.db.select({ fee_amount: serviceFee.fee_amount }).from(serviceFee)
      return { fee_amount: row?.fee_amount ?? null }
    },
  )

  app.post(
    '/prices/service_fee',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['prices'],
        summary: 'Fijar el cobro por servicio (?fee_amount=, admite decimales)',
        security: bearerAuth,
        querystring: serviceFeeQuerySchema,
        response: { 200: serviceFeeSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, async ({ tx, audit }) => {
        const { fee_amount } = request.query
        await lockForWrite(tx, serviceFee)
        const [before] = await tx.select({ fee_amount: serviceFee.fee_amount }).from(serviceFee)
        const [saved] = await tx
          .insert(serviceFee)
          .values({ fee_amount })
          .onConflictDoUpdate({
            target: serviceFee.singleton,
            set: { fee_amount, updated_at: new Date() },
          })
          .returning()
        const body = { fee_amount: saved!.fee_amount }
        await audit({
          action: 'price_update',
          entity: 'service_fee',
          entityId: saved!.id,
          before: before ?? null,
          after: body,
        })
        return { status: 200, body }
      }),
  )
}

export default serviceFeeRoutes

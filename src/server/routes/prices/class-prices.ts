// GET and POST /api/prices/class_prices: the price of one class per class type (tarifas).
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN_ROLES } from '#shared/contract/common.ts'
import type { ClassType } from '#shared/contract/class-sessions.ts'
import {
  classPriceBodySchema,
  classPriceRowSchema,
  classPriceSchema,
  type ClassPriceRow,
} from '#shared/contract/prices.ts'
import { classPrices } from '#server/db/schema.ts'
import { runWrite } from '#server/writes.ts'
import { adminErrors, bearerAuth, writeErrors } from '#server/openapi.ts'
import { lockForWrite } from './write-lock.ts'

/** Listed even before they have a price, so the Tarifas screen always shows their rows. */
const ALWAYS_LISTED: readonly ClassType[] = ['group', 'one_to_one']

const classPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole(...ADMIN_ROLES)

  app.get(
    '/prices/class_prices',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['prices'],
        summary: 'Precio por clase de cada tipo de clase',
        security: bearerAuth,
        response: { 200: z.array(classPriceRowSchema), ...adminErrors },
      },
    },
    async () => {
      const rows = await app.db
        .select({ class_type: classPrices.class_type, price: classPrices.price })
        .from(classPrices)
      const saved = new Map(rows.map((row) => [row.class_type, row.price]))
      const listed: ClassPriceRow[] = ALWAYS_LISTED.map((type) => ({
        class_type: type,
        price: saved.get(type) ?? null,
      }))
      const other = saved.get('other')
      if (other !== undefined) listed.push({ class_type: 'other', price: other })
      return listed
    },
  )

  app.post(
    '/prices/class_prices',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['prices'],
        summary: 'Guardar el precio por clase de un tipo de clase',
        security: bearerAuth,
        body: classPriceBodySchema,
        response: { 200: classPriceSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, async ({ tx, audit }) => {
        const { class_type, price } = request.body
        await lockForWrite(tx, classPrices)
        const [before] = await tx
          .select({ price: classPrices.price })
          .from(classPrices)
          .where(eq(classPrices.class_type, class_type))
        const [saved] = await tx
          .insert(classPrices)
          .values({ class_type, price })
          .onConflictDoUpdate({
            target: classPrices.class_type,
            set: { price, updated_at: new Date() },
          })
          .returning()
        const body = { class_type: saved!.class_type, price: saved!.price }
        await audit({
          action: 'price_update',
          entity: 'class_price',
          entityId: saved!.id,
          before: before ? { class_type, price: before.price } : null,
          after: body,
        })
        return { status: 200, body }
      }),
  )
}

export default classPricesRoutes

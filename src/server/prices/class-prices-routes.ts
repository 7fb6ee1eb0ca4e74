// GET and POST /api/prices/class_prices: the price of one class per class type (tarifas). Each
// save is an entry of the type's history, in force from its `valid_from` (default: next month).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { defaultValidFrom, priceInForce } from '#shared/billing/price-in-force.ts'
import { ADMIN_ROLES } from '#shared/roles.ts'
import type { ClassType } from '#shared/contract/class-sessions.ts'
import {
  classPriceBodySchema,
  classPriceRowSchema,
  classPriceSchema,
  DEFAULT_EXEMPT,
  type ClassPriceRow,
} from '#shared/contract/prices.ts'
import { todayInSantiago } from '#shared/dates.ts'
import { runWrite } from '#server/writes.ts'
import {
  classPriceHistory as history,
  lockClassPrices,
  saveClassPrice,
} from './class-prices-data.ts'
import { adminErrors, bearerAuth, writeErrors } from '#server/openapi.ts'

/** Listed even before they have a price, so the Tarifas screen always shows their rows. */
const ALWAYS_LISTED: readonly ClassType[] = ['group', 'one_to_one']
const LISTED_ORDER: readonly ClassType[] = [...ALWAYS_LISTED, 'other']

const classPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole(...ADMIN_ROLES)

  app.get(
    '/prices/class_prices',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['prices'],
        summary: 'Precio por clase vigente hoy de cada tipo de clase',
        security: bearerAuth,
        response: { 200: z.array(classPriceRowSchema), ...adminErrors },
      },
    },
    async () => {
      const rows = await history(app.db)
      const today = todayInSantiago()
      const listed: ClassPriceRow[] = []
      for (const type of LISTED_ORDER) {
        const current = priceInForce(
          rows.filter((row) => row.class_type === type),
          today,
        )
        if (current || ALWAYS_LISTED.includes(type)) {
          listed.push({
            class_type: type,
            price: current?.price ?? null,
            exempt: current?.exempt ?? DEFAULT_EXEMPT.class_price,
            valid_from: current?.valid_from ?? null,
          })
        }
      }
      return listed
    },
  )

  app.post(
    '/prices/class_prices',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['prices'],
        summary: 'Guardar el precio por clase de un tipo, vigente desde una fecha',
        security: bearerAuth,
        body: classPriceBodySchema,
        response: { 200: classPriceSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, async ({ tx, audit }) => {
        const { class_type, price } = request.body
        const valid_from = request.body.valid_from ?? defaultValidFrom()
        await lockClassPrices(tx)
        const before = priceInForce(
          (await history(tx)).filter((row) => row.class_type === class_type),
          valid_from,
        )
        // No flag sent (an older client): the one in force that day stays, else the default.
        const exempt = request.body.exempt ?? before?.exempt ?? DEFAULT_EXEMPT.class_price
        const saved = await saveClassPrice(tx, { class_type, price, exempt, valid_from })
        const body = {
          class_type,
          price: saved.price,
          exempt: saved.exempt,
          valid_from: saved.valid_from,
        }
        await audit({
          action: 'price_update',
          entity: 'class_price',
          entityId: saved.id,
          before: before ?? null,
          after: body,
        })
        return { status: 200, body }
      }),
  )
}

export default classPricesRoutes

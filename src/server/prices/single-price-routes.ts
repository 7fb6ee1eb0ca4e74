// What the transport price and the service fee share: GET answers the entry in force today,
// POST saves (or corrects) the entry of a day (default: next month), audited against what was in
// force. Each price is a configuration of `singlePriceRoutes`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { defaultValidFrom, priceInForce } from '#shared/billing/price-in-force.ts'
import { ADMIN_ROLES } from '#shared/roles.ts'
import { todayInSantiago } from '#shared/dates.ts'
import { runWrite } from '#server/writes.ts'
import { adminErrors, bearerAuth, writeErrors } from '#server/openapi.ts'
import {
  lockSinglePrice,
  saveSinglePrice,
  singlePriceHistory,
  type SinglePriceTable,
} from './single-price-data.ts'

export type SinglePrice = {
  /** URL under /api, e.g. '/prices/service_fee'. */
  path: string
  table: SinglePriceTable
  /** The amount's name in the query and the answer. */
  field: 'price' | 'fee_amount'
  /** The audit entry's entity. */
  entity: string
  /** Whether the price is exento de IVA when no entry says (DEFAULT_EXEMPT). */
  exemptByDefault: boolean
  summaries: { get: string; post: string }
  answer: z.ZodType
  query: z.ZodType
}

export const singlePriceRoutes =
  (price: SinglePrice): FastifyPluginAsyncZod =>
  async (app) => {
    const adminOnly = app.requireRole(...ADMIN_ROLES)
    const { table, field } = price

    app.get(
      price.path,
      {
        onRequest: adminOnly,
        schema: {
          tags: ['prices'],
          summary: price.summaries.get,
          security: bearerAuth,
          response: { 200: price.answer, ...adminErrors },
        },
      },
      async () => {
        const current = priceInForce(await singlePriceHistory(app.db, table), todayInSantiago())
        return {
          [field]: current?.amount ?? null,
          exempt: current?.exempt ?? price.exemptByDefault,
          valid_from: current?.valid_from ?? null,
        }
      },
    )

    app.post(
      price.path,
      {
        onRequest: adminOnly,
        schema: {
          tags: ['prices'],
          summary: price.summaries.post,
          security: bearerAuth,
          querystring: price.query,
          response: { 200: price.answer, ...writeErrors },
        },
      },
      async (request, reply) => {
        const query = request.query as Record<typeof field, number> & {
          exempt?: boolean
          valid_from?: string
        }
        const valid_from = query.valid_from ?? defaultValidFrom()
        return runWrite(request, reply, async ({ tx, audit }) => {
          await lockSinglePrice(tx, table)
          const before = priceInForce(await singlePriceHistory(tx, table), valid_from)
          // No flag sent (an older client): the one in force that day stays, else the default.
          const exempt = query.exempt ?? before?.exempt ?? price.exemptByDefault
          const saved = await saveSinglePrice(tx, table, {
            amount: query[field],
            exempt,
            valid_from,
          })
          const body = { [field]: saved.amount, exempt, valid_from }
          await audit({
            action: 'price_update',
            entity: price.entity,
            entityId: saved.id,
            before: before
              ? { [field]: before.amount, exempt: before.exempt, valid_from: before.valid_from }
              : null,
            after: body,
          })
          return { status: 200, body }
        })
      },
    )
  }

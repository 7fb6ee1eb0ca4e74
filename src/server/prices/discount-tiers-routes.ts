// /api/prices/discount_tiers: list (the set in force today), create (POST), change (PATCH /{id})
// and remove (DELETE /{id}) monthly discount tiers. Tiers sharing a `valid_from` are one set; a
// change from a day with no set of its own first copies the set then in force. Tiers of one set
// never share a class count (409 naming the clash).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { findTierOverlap, type TierRange } from '#shared/billing/discount-tiers.ts'
import { defaultValidFrom, tiersInForce } from '#shared/billing/price-in-force.ts'
import { errorBodySchema, idParamsSchema } from '#shared/contract/common.ts'
import { ADMIN_ROLES } from '#shared/roles.ts'
import {
  discountTierBodySchema,
  discountTierDeleteQuerySchema,
  discountTierPatchSchema,
  discountTierSchema,
} from '#shared/contract/prices.ts'
import { todayInSantiago } from '#shared/dates.ts'
import { tierOverlapDetail } from '#shared/i18n/errors.ts'
import { validationMessages as m } from '#shared/i18n/validation.ts'
import { HttpError } from '#server/http-error.ts'
import { runWrite } from '#server/writes.ts'
import {
  deleteTier,
  insertTier,
  listTiers,
  lockTiers,
  setOf,
  tierOn,
  updateTier,
} from './discount-tiers-data.ts'
import { adminErrors, bearerAuth, writeErrors } from '#server/openapi.ts'

/**
 * Throws 409 when `candidate` shares a class count with one of `others`. The candidate goes
 * first, so the first pair found is the candidate and the lowest saved tier it clashes with;
 * a pair that does not involve it (an older overlap between saved tiers) is not its fault.
 */
function assertNoOverlap(candidate: TierRange, others: readonly TierRange[]) {
  const pair = findTierOverlap([candidate, ...others])
  if (!pair || pair[0] !== candidate) return
  const clash = pair[1]
  throw new HttpError(409, 'TIER_OVERLAP', {
    detail: tierOverlapDetail(clash.min_classes, clash.max_classes),
  })
}

const discountTiersRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole(...ADMIN_ROLES)
  const tags = ['prices']

  app.get(
    '/prices/discount_tiers',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Niveles de descuento vigentes hoy, por mínimo de clases',
        security: bearerAuth,
        response: { 200: z.array(discountTierSchema), ...adminErrors },
      },
    },
    async () => tiersInForce(await listTiers(app.db), todayInSantiago()),
  )

  app.post(
    '/prices/discount_tiers',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Crear un nivel de descuento, vigente desde una fecha',
        security: bearerAuth,
        body: discountTierBodySchema,
        response: { 201: discountTierSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, async ({ tx, audit }) => {
        const { valid_from = defaultValidFrom(), ...fields } = request.body
        await lockTiers(tx)
        const all = await listTiers(tx)
        const existing = all.filter((tier) => tier.valid_from === valid_from)
        assertNoOverlap(fields, existing.length > 0 ? existing : tiersInForce(all, valid_from))
        await setOf(tx, all, valid_from)
        const created = await insertTier(tx, { ...fields, valid_from })
        await audit({
          action: 'create',
          entity: 'discount_tier',
          entityId: created.id,
          after: created,
        })
        return { status: 201, body: created }
      }),
  )

  app.patch(
    '/prices/discount_tiers/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Cambiar un nivel de descuento desde una fecha',
        security: bearerAuth,
        params: idParamsSchema,
        body: discountTierPatchSchema,
        response: { 200: discountTierSchema, 404: errorBodySchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, async ({ tx, audit }) => {
        const { valid_from = defaultValidFrom(), ...changes } = request.body
        if (Object.keys(changes).length === 0) {
          throw new HttpError(400, 'VALIDATION_ERROR', { detail: m.emptyUpdate })
        }
        await lockTiers(tx)
        const { tier, set } = await tierOn(tx, request.params.id, valid_from)
        const before = tier!
        const merged = { ...before, ...changes }
        if (merged.min_classes > merged.max_classes) {
          throw new HttpError(400, 'VALIDATION_ERROR', { detail: m.tierRangeInvalid })
        }
        assertNoOverlap(
          merged,
          set.filter((other) => other.id !== before.id),
        )
        const updated = await updateTier(tx, before.id, changes)
        await audit({
          action: 'update',
          entity: 'discount_tier',
          entityId: before.id,
          before,
          after: updated,
        })
        return { status: 200, body: updated }
      }),
  )

  app.delete(
    '/prices/discount_tiers/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Dejar de aplicar un nivel de descuento desde una fecha (?valid_from=)',
        security: bearerAuth,
        params: idParamsSchema,
        querystring: discountTierDeleteQuerySchema,
        response: { 204: z.null(), 404: errorBodySchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, async ({ tx, audit }) => {
        const valid_from = request.query.valid_from ?? defaultValidFrom()
        await lockTiers(tx)
        const { tier } = await tierOn(tx, request.params.id, valid_from, true)
        if (tier) await deleteTier(tx, tier.id, valid_from)
        await audit({
          action: 'delete',
          entity: 'discount_tier',
          entityId: request.params.id,
          before: tier,
          after: { valid_from },
        })
        return { status: 204, body: null }
      }),
  )
}

export default discountTiersRoutes

// /api/prices/discount_tiers: list, create (POST), change (PATCH /{id}) and remove (DELETE /{id})
// the monthly discount tiers. Saved tiers never share a class count (409 naming the clash).
import { asc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { findTierOverlap, type TierRange } from '#shared/billing/discount-tiers.ts'
import { ADMIN_ROLES, errorBodySchema, idParamsSchema } from '#shared/contract/common.ts'
import {
  discountTierBodySchema,
  discountTierPatchSchema,
  discountTierSchema,
  type DiscountTier,
} from '#shared/contract/prices.ts'
import { tierOverlapDetail } from '#shared/i18n/errors.ts'
import { validationMessages as m } from '#shared/i18n/validation.ts'
import type { Db } from '#server/db/client.ts'
import { discountTiers } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import { runWrite } from '#server/writes.ts'
import { adminErrors, bearerAuth, writeErrors } from '#server/openapi.ts'
import { lockForWrite } from './write-lock.ts'

const tierColumns = {
  id: discountTiers.id,
  min_classes: discountTiers.min_classes,
  max_classes: discountTiers.max_classes,
  discount_percentage: discountTiers.discount_percentage,
}

function listTiers(db: Db): Promise<DiscountTier[]> {
  return db
    .select(tierColumns)
    .from(discountTiers)
    .orderBy(asc(discountTiers.min_classes), asc(discountTiers.max_classes))
}

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

const missingTier = () => new HttpError(404, 'NOT_FOUND')

const discountTiersRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole(...ADMIN_ROLES)
  const tags = ['prices']

  app.get(
    '/prices/discount_tiers',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Niveles de descuento, por mínimo de clases',
        security: bearerAuth,
        response: { 200: z.array(discountTierSchema), ...adminErrors },
      },
    },
    async () => listTiers(app.db),
  )

  app.post(
    '/prices/discount_tiers',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Crear un nivel de descuento',
        security: bearerAuth,
        body: discountTierBodySchema,
        response: { 201: discountTierSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, async ({ tx, audit }) => {
        await lockForWrite(tx, discountTiers)
        assertNoOverlap(request.body, await listTiers(tx))
        const [created] = await tx.insert(discountTiers).values(request.body).returning(tierColumns)
        await audit({
          action: 'create',
          entity: 'discount_tier',
          entityId: created!.id,
          after: created,
        })
        return { status: 201, body: created! }
      }),
  )

  app.patch(
    '/prices/discount_tiers/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Cambiar un nivel de descuento',
        security: bearerAuth,
        params: idParamsSchema,
        body: discountTierPatchSchema,
        response: { 200: discountTierSchema, 404: errorBodySchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, async ({ tx, audit }) => {
        if (Object.keys(request.body).length === 0) {
          throw new HttpError(400, 'VALIDATION_ERROR', { detail: m.emptyUpdate })
        }
        await lockForWrite(tx, discountTiers)
        const tiers = await listTiers(tx)
        const before = tiers.find((tier) => tier.id === request.params.id)
        if (!before) throw missingTier()
        const merged = { ...before, ...request.body }
        if (merged.min_classes > merged.max_classes) {
          throw new HttpError(400, 'VALIDATION_ERROR', { detail: m.tierRangeInvalid })
        }
        assertNoOverlap(
          merged,
          tiers.filter((tier) => tier !== before),
        )
        const [updated] = await tx
          .update(discountTiers)
          .set({ ...request.body, updated_at: new Date() })
          .where(eq(discountTiers.id, before.id))
          .returning(tierColumns)
        await audit({
          action: 'update',
          entity: 'discount_tier',
          entityId: before.id,
          before,
          after: updated,
        })
        return { status: 200, body: updated! }
      }),
  )

  app.delete(
    '/prices/discount_tiers/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Eliminar un nivel de descuento',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 204: z.null(), 404: errorBodySchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, async ({ tx, audit }) => {
        const [removed] = await tx
          .delete(discountTiers)
          .where(eq(discountTiers.id, request.params.id))
          .returning(tierColumns)
        if (!removed) throw missingTier()
        await audit({
          action: 'delete',
          entity: 'discount_tier',
          entityId: removed.id,
          before: removed,
        })
        return { status: 204, body: null }
      }),
  )
}

export default discountTiersRoutes

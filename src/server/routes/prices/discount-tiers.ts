// /api/prices/discount_tiers: list (the set in force today), create (POST), change (PATCH /{id})
// and remove (DELETE /{id}) monthly discount tiers. Tiers sharing a `valid_from` are one set; a
// change from a day with no set of its own first copies the set then in force. Tiers of one set
// never share a class count (409 naming the clash).
import { and, asc, desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { findTierOverlap, type TierRange } from '#shared/billing/discount-tiers.ts'
import { defaultValidFrom, tiersInForce } from '#shared/billing/price-in-force.ts'
import { ADMIN_ROLES, errorBodySchema, idParamsSchema } from '#shared/contract/common.ts'
import {
  discountTierBodySchema,
  discountTierDeleteQuerySchema,
  discountTierPatchSchema,
  discountTierSchema,
  type DiscountTier,
} from '#shared/contract/prices.ts'
import { todayInSantiago } from '#shared/dates.ts'
import { tierNotInForceDetail, tierSetEmptyDetail, tierOverlapDetail } from '#shared/i18n/errors.ts'
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
  valid_from: discountTiers.valid_from,
}

/** Every tier of every set, newest set first, each set by minimum classes. */
function listTiers(db: Db): Promise<DiscountTier[]> {
  return db
    .select(tierColumns)
    .from(discountTiers)
    .orderBy(
      desc(discountTiers.valid_from),
      asc(discountTiers.min_classes),
      asc(discountTiers.max_classes),
    )
}

/**
 * The set of `day`, created as a copy of the set in force that day when `day` has none of its
 * own (left out: `without`); `copyOf` maps a copied tier's id to its copy.
 */
async function setOf(tx: Db, all: readonly DiscountTier[], day: string, without?: string) {
  const own = all.filter((tier) => tier.valid_from === day)
  const copyOf = new Map<string, DiscountTier>()
  if (own.length > 0) return { tiers: own, copyOf }
  const source = tiersInForce(all, day).filter((tier) => tier.id !== without)
  if (source.length === 0) return { tiers: [], copyOf }
  const copies = await tx
    .insert(discountTiers)
    .values(source.map(({ id: _id, ...tier }) => ({ ...tier, valid_from: day })))
    .returning(tierColumns)
  source.forEach((tier, i) => copyOf.set(tier.id, copies[i]!))
  return { tiers: copies, copyOf }
}

/** The tier `id` as the set of `day` holds it: itself, or its copy once that set is made. */
async function tierOn(tx: Db, id: string, day: string, remove = false) {
  const all = await listTiers(tx)
  const tier = all.find((t) => t.id === id)
  if (!tier) throw missingTier()
  if (tier.valid_from === day) return { tier, set: all.filter((t) => t.valid_from === day) }
  if (!tiersInForce(all, day).some((t) => t.id === id)) {
    throw new HttpError(409, 'TIER_NOT_IN_FORCE', { detail: tierNotInForceDetail(day) })
  }
  if (remove) {
    if (tiersInForce(all, day).length === 1) {
      throw new HttpError(409, 'TIER_SET_EMPTY', { detail: tierSetEmptyDetail })
    }
    await setOf(tx, all, day, id)
    return { tier: null, set: [] }
  }
  const { tiers, copyOf } = await setOf(tx, all, day)
  return { tier: copyOf.get(id)!, set: tiers }
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
        await lockForWrite(tx, discountTiers)
        const all = await listTiers(tx)
        const existing = all.filter((tier) => tier.valid_from === valid_from)
        assertNoOverlap(fields, existing.length > 0 ? existing : tiersInForce(all, valid_from))
        await setOf(tx, all, valid_from)
        const [created] = await tx
          .insert(discountTiers)
          .values({ ...fields, valid_from })
          .returning(tierColumns)
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
        await lockForWrite(tx, discountTiers)
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
        const [updated] = await tx
          .update(discountTiers)
          .set({ ...changes, updated_at: new Date() })
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
        await lockForWrite(tx, discountTiers)
        const { tier } = await tierOn(tx, request.params.id, valid_from, true)
        if (tier) {
          await tx
            .delete(discountTiers)
            .where(and(eq(discountTiers.id, tier.id), eq(discountTiers.valid_from, valid_from)))
        }
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

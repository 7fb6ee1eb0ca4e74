// The discount tiers table: every set of tiers by its 'vigente desde' day, making the set of a
// day (a copy of the set then in force) and the tier writes of the routes.
import { and, asc, desc, eq } from 'drizzle-orm'
import { tiersInForce } from '#shared/billing/price-in-force.ts'
import type { DiscountTier } from '#shared/contract/prices.ts'
import { tierNotInForceDetail, tierSetEmptyDetail } from '#shared/i18n/errors.ts'
import type { Db } from '#server/db/client.ts'
import { discountTiers } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import { lockForWrite } from './write-lock-data.ts'

const tierColumns = {
  id: discountTiers.id,
  min_classes: discountTiers.min_classes,
  max_classes: discountTiers.max_classes,
  discount_percentage: discountTiers.discount_percentage,
  valid_from: discountTiers.valid_from,
}

/** Every tier of every set, newest set first, each set by minimum classes. */
export function listTiers(db: Db): Promise<DiscountTier[]> {
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
export async function setOf(tx: Db, all: readonly DiscountTier[], day: string, without?: string) {
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
export async function tierOn(tx: Db, id: string, day: string, remove = false) {
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

const missingTier = () => new HttpError(404, 'NOT_FOUND')

type TierFields = Omit<DiscountTier, 'id' | 'valid_from'>

/** Holds other tier writers off until this transaction ends (see write-lock-data.ts). */
export const lockTiers = (tx: Db) => lockForWrite(tx, discountTiers)

export async function insertTier(tx: Db, tier: TierFields & { valid_from: string }) {
  const [created] = await tx.insert(discountTiers).values(tier).returning(tierColumns)
  return created!
}

export async function updateTier(tx: Db, id: string, changes: Partial<TierFields>) {
  const [updated] = await tx
    .update(discountTiers)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(discountTiers.id, id))
    .returning(tierColumns)
  return updated!
}

/** Removes the tier `id` from the set of `valid_from` (a tier of another set stays). */
export async function deleteTier(tx: Db, id: string, valid_from: string) {
  await tx
    .delete(discountTiers)
    .where(and(eq(discountTiers.id, id), eq(discountTiers.valid_from, valid_from)))
}

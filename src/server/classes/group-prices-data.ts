// A group's own price per session as a dated history (group_prices): what reads show (the price
// in force today and the scheduled changes), what billing uses (the price in force on the billed
// month's last day) and the dated save of a change.
import { and, desc, eq, inArray } from 'drizzle-orm'
import {
  EARLIEST_VALID_FROM,
  priceInForce,
  pricingDay,
  scheduledAfter,
} from '#shared/billing/price-in-force.ts'
import { DEFAULT_EXEMPT } from '#shared/contract/prices.ts'
import { todayInSantiago } from '#shared/dates.ts'
import type { Db } from '#server/db/client.ts'
import { groupPrices } from '#server/db/schema.ts'
import type { WriteContext } from '#server/writes.ts'
import { lockForWrite } from '#server/prices/write-lock-data.ts'

export interface GroupPriceEntry {
  price: number | null
  /** Exento de IVA (a class: exento unless the row says otherwise). */
  exempt: boolean
  valid_from: string
}

/** Each group's price history, newest first; every group's when `groupIds` is not given. */
export async function loadGroupPrices(
  db: Db,
  groupIds?: readonly string[],
): Promise<Map<string, GroupPriceEntry[]>> {
  const byGroup = new Map<string, GroupPriceEntry[]>()
  if (groupIds && groupIds.length === 0) return byGroup
  const rows = await db
    .select({
      group_id: groupPrices.group_id,
      price: groupPrices.price,
      exempt: groupPrices.exempt,
      valid_from: groupPrices.valid_from,
    })
    .from(groupPrices)
    .where(groupIds ? inArray(groupPrices.group_id, [...groupIds]) : undefined)
    .orderBy(desc(groupPrices.valid_from))
  for (const { group_id, price, exempt, valid_from } of rows) {
    const list = byGroup.get(group_id) ?? []
    list.push({ price, exempt, valid_from })
    byGroup.set(group_id, list)
  }
  return byGroup
}

/** The price of a group in force today, since when, and the changes scheduled after today. */
export function groupPriceToday(
  history: readonly GroupPriceEntry[] = [],
  today = todayInSantiago(),
) {
  const current = priceInForce(history, today)
  return {
    price_per_session: current?.price ?? null,
    price_valid_from: current?.valid_from ?? null,
    price_exempt: current?.exempt ?? DEFAULT_EXEMPT.group_price,
    scheduled_prices: scheduledAfter(history, today).map(({ price, valid_from }) => ({
      price,
      valid_from,
    })),
  }
}

/**
 * The group's own price that bills `period` ('YYYY-MM') and its tax flag: the entry in force on
 * its last day (null when none is).
 */
export function groupPriceForPeriod(
  history: readonly GroupPriceEntry[] = [],
  period: string,
): GroupPriceEntry | null {
  return priceInForce(history, pricingDay(period))
}

/**
 * Saves `price` and its tax flag as the group's price from `valid_from` (a save on a day that
 * already has an entry corrects it), audited against what was in force that day. Without
 * `exempt` the flag in force that day stays (a new group's: exento). A new group's first price
 * counts from EARLIEST_VALID_FROM: it is the only price its sessions ever had.
 */
export async function saveGroupPrice(
  { tx, audit }: WriteContext,
  groupId: string,
  price: number | null,
  validFrom: string = EARLIEST_VALID_FROM,
  exemptGiven?: boolean,
): Promise<void> {
  await lockForWrite(tx, groupPrices)
  const history = (await loadGroupPrices(tx, [groupId])).get(groupId) ?? []
  const before = priceInForce(history, validFrom)
  const [existing] = await tx
    .select({ id: groupPrices.id })
    .from(groupPrices)
    .where(and(eq(groupPrices.group_id, groupId), eq(groupPrices.valid_from, validFrom)))
  const exempt = exemptGiven ?? before?.exempt ?? DEFAULT_EXEMPT.group_price
  const [saved] = existing
    ? await tx
        .update(groupPrices)
        .set({ price, exempt, updated_at: new Date() })
        .where(eq(groupPrices.id, existing.id))
        .returning({ id: groupPrices.id })
    : await tx
        .insert(groupPrices)
        .values({ group_id: groupId, price, exempt, valid_from: validFrom })
        .returning({ id: groupPrices.id })
  await audit({
    action: 'price_update',
    entity: 'group_price',
    entityId: saved!.id,
    before: before ? { group_id: groupId, ...before } : null,
    after: { group_id: groupId, price, exempt, valid_from: validFrom },
  })
}

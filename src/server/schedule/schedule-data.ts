// The public schedule and plans: every published group that has not ended, with its words, its
// teachers' first names, its price in force and a coarse 'places left'; and the Tarifas prices in
// force. Read-only; usable without a request (the server-rendered pages call these too).
import { and, asc, count, eq, isNull } from 'drizzle-orm'
import { priceInForce, tiersInForce } from '#shared/billing/price-in-force.ts'
import type { TierRange } from '#shared/billing/discount-tiers.ts'
import { CLASS_TYPE_LABELS, type ClassType } from '#shared/contract/class-sessions.ts'
import { mapUrlSchema } from '#shared/contract/groups.ts'
import type {
  PublicDiscount,
  PublicGroup,
  PublicPlans,
  PublicSchedule,
} from '#shared/contract/schedule.ts'
import { todayInSantiago } from '#shared/dates.ts'
import { GROUP_LEVEL_LABELS } from '#shared/group-levels.ts'
import { roundPesos } from '#shared/money.ts'
import { parseRrule } from '#shared/rrule.ts'
import {
  agesInWords,
  discountedPrice,
  scheduleInWords,
  spotsLeft,
  tierInWords,
  uniqueSlugs,
} from '#shared/schedule-words.ts'
import type { Db } from '#server/db/client.ts'
import { groupPublicColumns } from '#server/classes/groups-data.ts'
import { groups, groupStudents, groupTeachers, users } from '#server/db/schema.ts'
import { groupPriceToday, loadGroupPrices } from '#server/classes/group-prices-data.ts'
import { loadPriceHistory } from '#server/prices/price-history-data.ts'

type PriceHistory = Awaited<ReturnType<typeof loadPriceHistory>>

/** The prices in force on `today` that the schedule and the plans say. */
function pricesOn(history: PriceHistory, today: string) {
  const classPrice = (type: ClassType) =>
    priceInForce(
      history.class_prices.filter((entry) => entry.class_type === type),
      today,
    )?.price ?? null
  const fee = priceInForce(history.service_fee, today)
  return {
    classPrice,
    tiers: tiersInForce(history.discount_tiers, today)
      .filter((tier) => tier.discount_percentage > 0)
      .sort((a, b) => a.min_classes - b.min_classes),
    transport: priceInForce(history.transport_price, today)?.price ?? null,
    serviceFee: fee ? roundPesos(fee.fee_amount) : null,
  }
}

function discountsFor(tiers: readonly TierRange[], price: number | null): PublicDiscount[] {
  return tiers.map(({ min_classes, max_classes, discount_percentage }) => {
    const tier = { min_classes, max_classes, discount_percentage }
    return {
      ...tier,
      price_per_class: price === null ? null : discountedPrice(price, tier),
      text: tierInWords(tier, price),
    }
  })
}

/** Each live group's slug, given over every live group (published or not) in creation order. */
async function liveGroups(db: Db) {
  const rows = await db
    .select({
      id: groups.id,
      name: groups.name,
      description: groups.description,
      location: groups.location,
      ...groupPublicColumns,
      rrule: groups.rrule,
      start_date: groups.start_date,
      end_date: groups.end_date,
    })
    .from(groups)
    .where(isNull(groups.deleted_at))
    .orderBy(asc(groups.created_at), asc(groups.id))
  // NOTE: slugs are given before filtering, so publishing or ending one group never renames
  // another's page.
  const slugs = uniqueSlugs(rows.map((row) => row.name))
  return rows.map((row, i) => ({ ...row, slug: slugs[i]! }))
}

/** Active teachers' first names per group, in name order. */
async function instructorsByGroup(db: Db): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ group_id: groupTeachers.group_id, name: users.name })
    .from(groupTeachers)
    .innerJoin(users, eq(users.id, groupTeachers.teacher_id))
    .where(and(isNull(groupTeachers.deleted_at), eq(users.active, true)))
    .orderBy(asc(users.name))
  const byGroup = new Map<string, string[]>()
  for (const { group_id, name } of rows) {
    const first = name.trim().split(/\s+/)[0] ?? ''
    const list = byGroup.get(group_id) ?? []
    if (first && !list.includes(first)) list.push(first)
    byGroup.set(group_id, list)
  }
  return byGroup
}

/** Active riders per group: only ever turned into 'available' / 'few' / 'full'. */
async function membersByGroup(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ group_id: groupStudents.group_id, members: count() })
    .from(groupStudents)
    .innerJoin(users, eq(users.id, groupStudents.student_id))
    .where(and(isNull(groupStudents.deleted_at), eq(users.active, true)))
    .groupBy(groupStudents.group_id)
  return new Map(rows.map((row) => [row.group_id, row.members]))
}

/** Every published group that has not ended on `today` ('YYYY-MM-DD'), in name order. */
export async function publicSchedule(
  db: Db,
  today: string = todayInSantiago(),
): Promise<PublicSchedule> {
  const shown = (await liveGroups(db)).filter(
    (group) => group.published && (group.end_date === null || group.end_date >= today),
  )
  if (shown.length === 0) return { groups: [] }
  const ids = shown.map((group) => group.id)
  const [ownPrices, history, instructors, members] = await Promise.all([
    loadGroupPrices(db, ids),
    loadPriceHistory(db),
    instructorsByGroup(db),
    membersByGroup(db),
  ])
  const prices = pricesOn(history, today)
  const result = shown.map((group): PublicGroup => {
    const schedule = parseRrule(group.rrule)
    const own = groupPriceToday(ownPrices.get(group.id), today).price_per_session
    const price = own ?? prices.classPrice('group')
    return {
      slug: group.slug,
      name: group.name,
      description: group.description,
      level: group.level,
      level_label: group.level ? GROUP_LEVEL_LABELS[group.level] : null,
      age_min: group.age_min,
      age_max: group.age_max,
      ages_text: agesInWords(group.age_min, group.age_max),
      days: schedule?.days ?? [],
      time: schedule?.time ?? null,
      schedule_text: schedule ? scheduleInWords(schedule) : null,
      starts_on: group.start_date > today ? group.start_date : null,
      location: group.location,
      // NOTE: a visitor opens it: only an http(s) link, even if one came in around the API.
      map_url: mapUrlSchema.safeParse(group.map_url).success ? group.map_url : null,
      instructors: instructors.get(group.id) ?? [],
      price_per_class: price,
      discounts: discountsFor(prices.tiers, price),
      transport_price: prices.transport,
      spots_left: spotsLeft(group.capacity, members.get(group.id) ?? 0),
    }
  })
  return { groups: result.sort((a, b) => a.name.localeCompare(b.name, 'es')) }
}

/** The id of the published group a public link names by its slug; null when there is none. */
export async function publishedGroupId(db: Db, slug: string): Promise<string | null> {
  const live = await liveGroups(db)
  return live.find((group) => group.slug === slug && group.published)?.id ?? null
}

/** One group of the public schedule by its slug; null when unknown, unpublished or ended. */
export async function publicGroup(
  db: Db,
  slug: string,
  today: string = todayInSantiago(),
): Promise<PublicGroup | null> {
  const { groups: shown } = await publicSchedule(db, today)
  return shown.find((group) => group.slug === slug) ?? null
}

/** The Planes page's order: the group class first, a trip ('Paseo') last. */
const PLAN_ORDER: readonly ClassType[] = ['group', 'one_to_one', 'other']

/** The Tarifas prices in force on `today`: per class type, the tiers, transport and the fee. */
export async function publicPlans(db: Db, today: string = todayInSantiago()): Promise<PublicPlans> {
  const prices = pricesOn(await loadPriceHistory(db), today)
  const class_prices = PLAN_ORDER.flatMap((class_type) => {
    const price = prices.classPrice(class_type)
    if (price === null) return []
    const label = CLASS_TYPE_LABELS[class_type]
    return [{ class_type, label, price, discounts: discountsFor(prices.tiers, price) }]
  })
  return {
    class_prices,
    discounts: discountsFor(prices.tiers, null),
    transport_price: prices.transport,
    service_fee: prices.serviceFee,
  }
}

// One student's invoice for one billing period (DESIGN §7), computed from attendance and the price
// list: billable sessions and their unit price, discount tier, transport and service fee, as
// Spanish line items, each exento or afecto (IVA) as its price in force says, so the boleta is
// read from the invoice. Pure: the period and every row are passed in.
import type { ClassType } from '../contract/class-sessions.ts'
import { DEFAULT_EXEMPT } from '../contract/prices.ts'
import type { LineItem } from '../contract/invoices.ts'
import { roundPesos } from '../money.ts'
import {
  billingText,
  classLineText,
  discountLineText,
  transportLineText,
  type AttendedDay,
} from '../i18n/billing.ts'
import { discountAmount, tierFor, type TierRange } from './discount-tiers.ts'
import { dayIndexOf, periodDays, type PeriodDays } from './period-days.ts'

/** A session the student attended (every student listed on a session attended it). */
export interface AttendedSession {
  session_id: string
  /** ISO-8601 with an explicit offset, or a Date read from the database. */
  session_date: string | Date
  class_type: ClassType
  /** The session's group `price_per_session`; null when there is no group or it has no price. */
  group_price_per_session: number | null
  /** Whether the group's own price is exento de IVA; absent: exento (a class). */
  group_price_exempt?: boolean
  used_transport: boolean
}

/** A class type's price in force; `exempt` absent: the default (exento). */
export interface ClassTypePrice {
  class_type: ClassType
  price: number
  exempt?: boolean
}

export interface PriceList {
  class_prices: readonly ClassTypePrice[]
  transport_price: number | null
  /** Absent: the default (afecto). */
  transport_exempt?: boolean
  /** `fee_amount`; may carry decimals. */
  service_fee: number | null
  /** Absent: the default (afecto). */
  service_fee_exempt?: boolean
  discount_tiers: readonly TierRange[]
}

export interface InvoiceComputation {
  lines: LineItem[]
  /** Sum of the line amounts, whole CLP. */
  total: number
  /** Sessions that carry a class price; the count the discount tier is chosen by. */
  billable_classes: number
}

/** Class lines come in this order, then discount, transport and service fee. */
const LINE_ORDER: readonly ClassType[] = ['group', 'one_to_one', 'other']

const ISO_WITH_OFFSET =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/i

interface DatedSession extends AttendedSession {
  at: number
  /** Index of its Santiago day in the period. */
  day: number
}

/** Epoch ms of a session. A string without an offset is refused: its instant would be a guess. */
function instantOf(date: string | Date): number {
  const text = typeof date === 'string' ? date.trim() : null
  const ms =
    text === null ? (date as Date).getTime() : ISO_WITH_OFFSET.test(text) ? Date.parse(text) : NaN
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid session_date: ${String(date)}`)
  return ms
}

/**
 * The sessions held in `period` in Santiago, each once, oldest first (ties by id), so nothing
 * below depends on the order of the rows. A session listed twice counts once, with transport if
 * either row says so.
 */
function sessionsInPeriod(days: PeriodDays, sessions: readonly AttendedSession[]): DatedSession[] {
  const byId = new Map<string, DatedSession>()
  for (const session of sessions) {
    const at = instantOf(session.session_date)
    const day = dayIndexOf(days, at)
    if (day < 0) continue
    const seen = byId.get(session.session_id)
    // NOTE: a literal with fixed fields rather than a spread of the row: billing a whole school
    // makes tens of thousands of these, and the spread was most of the run's CPU time.
    byId.set(session.session_id, {
      session_id: session.session_id,
      session_date: session.session_date,
      class_type: session.class_type,
      group_price_per_session: session.group_price_per_session,
      group_price_exempt: session.group_price_exempt,
      used_transport: session.used_transport || (seen?.used_transport ?? false),
      at,
      day,
    })
  }
  return [...byId.values()].sort(
    (a, b) =>
      a.at - b.at || (a.session_id < b.session_id ? -1 : a.session_id > b.session_id ? 1 : 0),
  )
}

interface UnitPrice {
  /** Whole pesos. */
  price: number
  exempt: boolean
}

/**
 * The unit price of a session and whether it is exento, or null when it is not billable. The
 * group's `price_per_session` (with its flag) wins for any type; otherwise the class price of the
 * type. So a Paseo (`other`, never in a group) is billable only when a class price for `other`
 * exists.
 */
function unitPrice(
  session: AttendedSession,
  classPrices: ReadonlyMap<ClassType, ClassTypePrice>,
): UnitPrice | null {
  const group = session.group_price_per_session
  if (group !== null && group !== undefined) {
    return {
      price: roundPesos(group),
      exempt: session.group_price_exempt ?? DEFAULT_EXEMPT.group_price,
    }
  }
  const price = classPrices.get(session.class_type)
  if (!price) return null
  return { price: roundPesos(price.price), exempt: price.exempt ?? DEFAULT_EXEMPT.class_price }
}

/** Consecutive sessions on one Santiago day become one entry: 'martes 3' ×2. */
function attendedDays(days: PeriodDays, sessions: readonly DatedSession[]): AttendedDay[] {
  const attended: (AttendedDay & { day: number })[] = []
  for (const session of sessions) {
    const last = attended.at(-1)
    if (last && last.day === session.day) last.count += 1
    else attended.push({ day: session.day, label: days.labels[session.day] ?? '', count: 1 })
  }
  return attended.map(({ label, count }) => ({ label, count }))
}

type BillableSession = DatedSession & UnitPrice

/** One line per class type, price and flag (exento first), cheapest price first. */
function classLines(
  period: string,
  days: PeriodDays,
  billable: readonly BillableSession[],
): LineItem[] {
  const lines: LineItem[] = []
  for (const type of LINE_ORDER) {
    const ofType = billable.filter((s) => s.class_type === type)
    const prices = [...new Set(ofType.map((s) => s.price))].sort((a, b) => a - b)
    for (const price of prices) {
      for (const exempt of [true, false]) {
        const group = ofType.filter((s) => s.price === price && s.exempt === exempt)
        if (group.length === 0) continue
        lines.push({
          description: classLineText(type, price, attendedDays(days, group), period),
          amount: price * group.length,
          exempt,
        })
      }
    }
  }
  return lines
}

/**
 * The discount of the class lines, with their flag: one line when they are all exento (or all
 * afecto); otherwise split in proportion to each kind's subtotal, adding up to `discount`.
 */
function discountLines(
  description: string,
  classes: readonly LineItem[],
  discount: number,
): LineItem[] {
  const subtotal = classes.reduce((sum, line) => sum + line.amount, 0)
  const taxed = classes.reduce((sum, line) => sum + (line.exempt ? 0 : line.amount), 0)
  if (taxed === 0 || taxed === subtotal) {
    return [{ description, amount: -discount, exempt: taxed === 0 }]
  }
  const taxedPart = Math.round((discount * taxed) / subtotal)
  return [
    { description, amount: -(discount - taxedPart), exempt: true },
    { description, amount: -taxedPart, exempt: false },
  ].filter((line) => line.amount !== 0)
}

/**
 * The invoice of one student for `period` ('YYYY-MM'), or null when they owe nothing: no
 * billable session attended in the period, or a total of $0. Throws RangeError on a malformed
 * period or session date (the caller's data is broken, not the student's bill).
 */
export function computeInvoice(
  period: string,
  sessions: readonly AttendedSession[],
  prices: PriceList,
  options: { serviceFee?: boolean } = {},
): InvoiceComputation | null {
  const days = periodDays(period)
  const attended = sessionsInPeriod(days, sessions)
  const classPrices = new Map(prices.class_prices.map((p) => [p.class_type, p] as const))
  const billable: BillableSession[] = []
  for (const s of attended) {
    const price = unitPrice(s, classPrices)
    if (price !== null) billable.push({ ...s, ...price })
  }
  if (billable.length === 0) return null

  const lines = classLines(period, days, billable)
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0)
  const tier = tierFor(billable.length, prices.discount_tiers)
  const discount = tier ? discountAmount(subtotal, tier.discount_percentage) : 0
  if (tier && discount > 0) {
    const description = discountLineText(tier.discount_percentage, billable.length)
    lines.push(...discountLines(description, lines, discount))
  }

  // NOTE: transport is charged on every attended session that used it, priced or not: the van
  // ran either way. It only reaches an invoice that exists because of a billable class.
  const transport = roundPesos(prices.transport_price ?? 0)
  const trips = attended.filter((s) => s.used_transport).length
  if (transport > 0 && trips > 0) {
    lines.push({
      description: transportLineText(trips, transport),
      amount: transport * trips,
      exempt: prices.transport_exempt ?? DEFAULT_EXEMPT.transport_price,
    })
  }

  // The fee is charged once per payer and month: the caller says which invoice carries it.
  const fee = options.serviceFee === false ? 0 : roundPesos(prices.service_fee ?? 0)
  if (fee > 0) {
    lines.push({
      description: billingText.serviceFee,
      amount: fee,
      exempt: prices.service_fee_exempt ?? DEFAULT_EXEMPT.service_fee,
    })
  }

  const total = lines.reduce((sum, line) => sum + line.amount, 0)
  return total > 0 ? { lines, total, billable_classes: billable.length } : null
}

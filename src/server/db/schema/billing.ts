// Prices, invoices and payment attempts (Khipu).
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  at,
  classTypeEnum,
  createdAt,
  id,
  invoiceStatusEnum,
  paymentStatusEnum,
  timestamps,
  updatedAt,
} from './columns.ts'
import { schoolColumn } from './schools.ts'
import { groups, personColumn } from './people.ts'

// ---- prices -------------------------------------------------------------------------------
// Every price is a history: each row is in force from its `valid_from` day until the next row's
// (see src/shared/billing/price-in-force.ts). Rows older than effective dates hold 2000-01-01.

/** The day a price starts to apply; rows saved before prices had dates count from 2000-01-01. */
const validFrom = () => date('valid_from', { mode: 'string' }).notNull().default('2000-01-01')

/**
 * Exento de IVA, dated like the price it belongs to (a change of the flag is a new row from a
 * day). Classes taught by an instructor are exempt (art. 13 N°4 Ley del IVA); transport and the
 * service fee default to afecto, the conservative choice until the school's accountant says.
 */
const exempt = (byDefault: boolean) => boolean('exempt').notNull().default(byDefault)

export const classPrices = pgTable(
  'class_prices',
  {
    school_id: schoolColumn(),
    id: id(),
    class_type: classTypeEnum('class_type').notNull(),
    price: integer('price').notNull(),
    exempt: exempt(true),
    valid_from: validFrom(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('class_prices_type_valid_from_uq').on(t.school_id, t.class_type, t.valid_from),
  ],
)

/**
 * A group's own price per session, one row per day it changes (null: from that day the group has
 * no own price and its sessions bill at the class price). Prices of groups saved before this
 * history count from 2000-01-01.
 */
export const groupPrices = pgTable(
  'group_prices',
  {
    school_id: schoolColumn(),
    id: id(),
    group_id: uuid('group_id')
      .notNull()
      .references(() => groups.id),
    price: integer('price'),
    exempt: exempt(true),
    valid_from: validFrom(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('group_prices_group_valid_from_uq').on(t.school_id, t.group_id, t.valid_from),
  ],
)

/** One row per date the price changes; a save on an existing date corrects that row (upsert). */
export const transportPrice = pgTable(
  'transport_price',
  {
    school_id: schoolColumn(),
    id: id(),
    price: integer('price').notNull(),
    exempt: exempt(false),
    valid_from: validFrom(),
    updated_at: updatedAt(),
  },
  (t) => [unique('transport_price_valid_from_unique').on(t.school_id, t.valid_from)],
)

export const serviceFee = pgTable(
  'service_fee',
  {
    school_id: schoolColumn(),
    id: id(),
    fee_amount: numeric('fee_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    exempt: exempt(false),
    valid_from: validFrom(),
    updated_at: updatedAt(),
  },
  (t) => [unique('service_fee_valid_from_unique').on(t.school_id, t.valid_from)],
)

/** The tiers sharing a `valid_from` are one set, in force as a whole until the next set's date. */
export const discountTiers = pgTable(
  'discount_tiers',
  {
    school_id: schoolColumn(),
    id: id(),
    min_classes: integer('min_classes').notNull(),
    max_classes: integer('max_classes').notNull(),
    discount_percentage: numeric('discount_percentage', {
      precision: 5,
      scale: 2,
      mode: 'number',
    }).notNull(),
    valid_from: validFrom(),
    updated_at: updatedAt(),
  },
  (t) => [index('discount_tiers_valid_from_idx').on(t.school_id, t.valid_from)],
)

// ---- invoices and payments ----------------------------------------------------------------

export interface InvoiceLineItem {
  description: string
  amount: number
  [extra: string]: unknown
}

export const invoices = pgTable(
  'invoices',
  {
    school_id: schoolColumn(),
    id: id(),
    billing_period: text('billing_period').notNull(),
    student_id: personColumn('student_id').notNull(),
    payer_id: personColumn('payer_id').notNull(),
    status: invoiceStatusEnum('status').notNull().default('pending'),
    total_amount: integer('total_amount').notNull(),
    line_items: jsonb('line_items').$type<InvoiceLineItem[]>().notNull().default([]),
    paid_at: at('paid_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('invoices_student_period_uq')
      .on(t.school_id, t.student_id, t.billing_period)
      .where(sql`${t.status} <> 'cancelled'`),
    index('invoices_payer_idx').on(t.school_id, t.payer_id),
    index('invoices_period_status_idx').on(t.school_id, t.billing_period, t.status),
  ],
)

/**
 * One Khipu payment: its id is the transaction_id Khipu knows, its amount what the payer is asked
 * for (the sum of its attempts). A family payment covers several invoices, one attempt each.
 */
export const khipuPayments = pgTable(
  'khipu_payments',
  {
    school_id: schoolColumn(),
    id: id(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('CLP'),
    status: paymentStatusEnum('status').notNull().default('pending'),
    khipu_payment_id: text('khipu_payment_id'),
    /** What Khipu shows the payer, built by the server (school, period, children once known). */
    subject: text('subject'),
    notes: text('notes'),
    /** Khipu reversed it after it was confirmed: its invoices went back to pending. */
    reversed_at: at('reversed_at'),
    ...timestamps(),
  },
  (t) => [
    index('khipu_payments_status_idx').on(t.school_id, t.status),
    unique('khipu_payments_khipu_payment_id_unique').on(t.school_id, t.khipu_payment_id),
  ],
)

/**
 * One invoice's share of a Khipu payment. Status, notes and Khipu id follow the payment's (they
 * change together, in one transaction), so readers by invoice need not join.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    school_id: schoolColumn(),
    id: id(),
    payment_id: uuid('payment_id')
      .notNull()
      .references(() => khipuPayments.id),
    invoice_id: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('CLP'),
    status: paymentStatusEnum('status').notNull().default('pending'),
    khipu_payment_id: text('khipu_payment_id'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    index('payment_attempts_invoice_idx').on(t.school_id, t.invoice_id),
    index('payment_attempts_status_idx').on(t.school_id, t.status),
    index('payment_attempts_payment_idx').on(t.school_id, t.payment_id),
    index('payment_attempts_khipu_idx').on(t.school_id, t.khipu_payment_id),
    // NOTE: an invoice is in at most one open Khipu payment, whatever races the starts.
    uniqueIndex('payment_attempts_open_invoice_uq')
      .on(t.school_id, t.invoice_id)
      .where(sql`${t.status} = 'pending'`),
  ],
)

// ---- money the office must act on -----------------------------------------------------------

/** Money Khipu collected for a cobro no longer owed, or a confirmed payment Khipu reversed. */
export const paymentIssueKindEnum = pgEnum('payment_issue_kind', ['refund_due', 'reversed'])
/** How the office closed it: refunded through Khipu, by its own bank transfer, or seen. */
export const paymentIssueResolutionEnum = pgEnum('payment_issue_resolution', [
  'refunded_khipu',
  'refunded_transfer',
  'acknowledged',
])

/**
 * What the office must see about a Khipu payment: 'refund_due' (money arrived for a cobro already
 * paid or cancelled, or an amount we did not ask for: never silently kept) and 'reversed' (Khipu
 * took back a payment after it was confirmed). One row per attempt and kind, so nothing is listed
 * or refunded twice; `refund_started_at` claims a Khipu refund while it is being asked for.
 */
export const paymentIssues = pgTable(
  'payment_issues',
  {
    school_id: schoolColumn(),
    id: id(),
    kind: paymentIssueKindEnum('kind').notNull(),
    payment_id: uuid('payment_id')
      .notNull()
      .references(() => khipuPayments.id),
    /** Null when the issue is the whole payment (an amount Khipu collected that we never asked). */
    attempt_id: uuid('attempt_id').references(() => paymentAttempts.id),
    invoice_id: uuid('invoice_id').references(() => invoices.id),
    amount: integer('amount').notNull(),
    /** Why, as a code: 'invoice_paid', 'invoice_cancelled', 'amount_mismatch', 'reversed'. */
    reason: text('reason').notNull(),
    created_at: createdAt(),
    refund_started_at: at('refund_started_at'),
    resolved_at: at('resolved_at'),
    resolved_by: personColumn('resolved_by'),
    resolution: paymentIssueResolutionEnum('resolution'),
    reference: text('reference'),
  },
  (t) => [
    uniqueIndex('payment_issues_attempt_kind_uq')
      .on(t.school_id, t.attempt_id, t.kind)
      .where(sql`${t.attempt_id} is not null`),
    uniqueIndex('payment_issues_payment_kind_uq')
      .on(t.school_id, t.payment_id, t.kind)
      .where(sql`${t.attempt_id} is null`),
    index('payment_issues_open_idx')
      .on(t.school_id, t.created_at)
      .where(sql`${t.resolved_at} is null`),
  ],
)

// ---- payments outside Khipu ---------------------------------------------------------------

export const manualPaymentMethodEnum = pgEnum('manual_payment_method', ['cash', 'transfer'])

/**
 * A payment an admin records for money received in cash or by bank transfer. Recording one marks
 * its invoice paid; annulling keeps the row (annulled_at, annulled_by, annul_reason) and returns
 * the invoice to pending. Rows are never deleted. At most one live (not annulled) row per invoice.
 */
export const manualPayments = pgTable(
  'manual_payments',
  {
    school_id: schoolColumn(),
    id: id(),
    invoice_id: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: integer('amount').notNull(),
    paid_on: date('paid_on', { mode: 'string' }).notNull(),
    method: manualPaymentMethodEnum('method').notNull(),
    reference: text('reference'),
    recorded_by: personColumn('recorded_by').notNull(),
    created_at: createdAt(),
    annulled_at: at('annulled_at'),
    annulled_by: personColumn('annulled_by'),
    annul_reason: text('annul_reason'),
  },
  (t) => [
    index('manual_payments_invoice_idx').on(t.school_id, t.invoice_id),
    uniqueIndex('manual_payments_live_uq')
      .on(t.school_id, t.invoice_id)
      .where(sql`${t.annulled_at} is null`),
  ],
)

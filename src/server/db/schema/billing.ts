// Prices, invoices and payment attempts (Khipu).
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import {
  at,
  classTypeEnum,
  createdAt,
  id,
  invoiceStatusEnum,
  paymentStatusEnum,
  updatedAt,
} from './columns.ts'
import { users } from './people.ts'

// ---- prices -------------------------------------------------------------------------------

export const classPrices = pgTable('class_prices', {
  id: id(),
  class_type: classTypeEnum('class_type').notNull().unique(),
  price: integer('price').notNull(),
  updated_at: updatedAt(),
})

/**
 * `singleton` is always true and unique, so the database itself holds these tables to one row
 * and a save is an `insert … on conflict (singleton) do update` that two admins cannot race.
 */
const singleton = () => boolean('singleton').notNull().default(true).unique()
const singletonCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column}`)

/** One row (the current price); a table so changes are transactional and audited like the rest. */
export const transportPrice = pgTable(
  'transport_price',
  {
    id: id(),
    singleton: singleton(),
    price: integer('price').notNull(),
    updated_at: updatedAt(),
  },
  (t) => [singletonCheck('transport_price_single_row', t.singleton)],
)

export const serviceFee = pgTable(
  'service_fee',
  {
    id: id(),
    singleton: singleton(),
    fee_amount: numeric('fee_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    updated_at: updatedAt(),
  },
  (t) => [singletonCheck('service_fee_single_row', t.singleton)],
)

export const discountTiers = pgTable('discount_tiers', {
  id: id(),
  min_classes: integer('min_classes').notNull(),
  max_classes: integer('max_classes').notNull(),
  discount_percentage: numeric('discount_percentage', {
    precision: 5,
    scale: 2,
    mode: 'number',
  }).notNull(),
  updated_at: updatedAt(),
})

// ---- invoices and payments ----------------------------------------------------------------

export interface InvoiceLineItem {
  description: string
  amount: number
  [extra: string]: unknown
}

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    billing_period: text('billing_period').notNull(),
    student_id: uuid('student_id')
      .notNull()
      .references(() => users.id),
    payer_id: uuid('payer_id')
      .notNull()
      .references(() => users.id),
    status: invoiceStatusEnum('status').notNull().default('pending'),
    total_amount: integer('total_amount').notNull(),
    line_items: jsonb('line_items').$type<InvoiceLineItem[]>().notNull().default([]),
    paid_at: at('paid_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_student_period_uq')
      .on(t.student_id, t.billing_period)
      .where(sql`${t.status} <> 'cancelled'`),
    index('invoices_payer_idx').on(t.payer_id),
    index('invoices_period_status_idx').on(t.billing_period, t.status),
  ],
)

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: id(),
    invoice_id: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('CLP'),
    status: paymentStatusEnum('status').notNull().default('pending'),
    khipu_payment_id: text('khipu_payment_id').unique(),
    notes: text('notes'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('payment_attempts_invoice_idx').on(t.invoice_id),
    index('payment_attempts_status_idx').on(t.status),
  ],
)

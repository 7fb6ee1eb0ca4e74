// The school's SII documents: one boleta per payment that pays cobros (Khipu, cash, transfer) and a
// nota de crédito per payment undone. A row is queued in the transaction that records the payment,
// so nothing is lost, and sent by the boletas job with the row's id as the provider's idempotency
// key, so a crash between the provider's answer and our save never issues a second document.
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { at, bytea, id, timestamps } from './columns.ts'
import { schoolColumn } from './schools.ts'
import { khipuPayments, manualPayments } from './billing.ts'

/** queued: waiting for (or between) sends; issued: the provider gave its folio; rejected: the
 * provider refused it (`last_error` says why; an admin can retry after fixing the cause). */
export const boletaStatusEnum = pgEnum('boleta_status', ['queued', 'issued', 'rejected'])

/** One line of the document as sent: whole pesos, IVA included on taxed lines. */
export interface BoletaItemRow {
  name: string
  quantity: number
  unitPrice: number
  exempt: boolean
}

export const boletas = pgTable(
  'boletas',
  {
    school_id: schoolColumn(),
    /** Also the provider's idempotency key. */
    id: id(),
    /** 39 boleta afecta, 41 boleta exenta, 61 nota de crédito. */
    type: smallint('type').$type<39 | 41 | 61>().notNull(),
    status: boletaStatusEnum('status').notNull().default('queued'),
    /** The payment it documents (a boleta) or undoes (a nota de crédito): exactly one of the two. */
    khipu_payment_id: uuid('khipu_payment_id').references(() => khipuPayments.id),
    manual_payment_id: uuid('manual_payment_id').references(() => manualPayments.id),
    /** A nota de crédito's boleta. */
    credits_boleta_id: uuid('credits_boleta_id').references((): AnyPgColumn => boletas.id),
    receiver_rut: text('receiver_rut').notNull(),
    receiver_name: text('receiver_name').notNull(),
    items: jsonb('items').$type<BoletaItemRow[]>().notNull(),
    total: integer('total').notNull(),
    /** The day the payment was recorded, in Santiago (FchEmis). */
    issue_date: date('issue_date', { mode: 'string' }).notNull(),
    /** Why a nota de crédito undoes its boleta (RazonRef). */
    reason: text('reason'),
    folio: integer('folio'),
    provider_token: text('provider_token'),
    pdf: bytea('pdf'),
    issued_at: at('issued_at'),
    attempts: integer('attempts').notNull().default(0),
    /** When the job may send it next: a claim pushes it ahead (a lease), a failure backs off. */
    next_attempt_at: at('next_attempt_at').notNull().defaultNow(),
    last_error: text('last_error'),
    /**
     * Since when a send may have reached the provider without our hearing its answer (a crash, a
     * timeout); null after a clear answer. The provider keeps idempotency keys about a day, so a
     * row uncertain for longer is not sent again blindly (boleta-sending-data.ts).
     */
    uncertain_since: at('uncertain_since'),
    /** An admin recorded it as issued elsewhere (its folio typed in); the job never sends it. */
    issued_outside: boolean('issued_outside').notNull().default(false),
    /** When the payer's e-mail with the boleta was sent (or claimed for sending). */
    receipt_mailed_at: at('receipt_mailed_at'),
    ...timestamps(),
  },
  (t) => [
    // NOTE: exactly once per payment, whatever retries or races record it.
    uniqueIndex('boletas_khipu_payment_uq')
      .on(t.school_id, t.khipu_payment_id)
      .where(sql`${t.khipu_payment_id} is not null and ${t.type} <> 61`),
    uniqueIndex('boletas_manual_payment_uq')
      .on(t.school_id, t.manual_payment_id)
      .where(sql`${t.manual_payment_id} is not null and ${t.type} <> 61`),
    uniqueIndex('boletas_credit_note_uq')
      .on(t.school_id, t.credits_boleta_id)
      .where(sql`${t.credits_boleta_id} is not null`),
    index('boletas_due_idx')
      .on(t.school_id, t.next_attempt_at)
      .where(sql`${t.status} = 'queued'`),
    index('boletas_issue_date_idx').on(t.school_id, t.issue_date),
  ],
)

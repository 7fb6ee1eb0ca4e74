// Column helpers and enums shared by every table of the schema.
import { bigint, customType, pgEnum, timestamp, uuid } from 'drizzle-orm/pg-core'

export const roleEnum = pgEnum('user_role', [
  'superadmin',
  'admin',
  'teacher',
  'student',
  'supporter',
])
export const classTypeEnum = pgEnum('class_type', ['group', 'other', 'one_to_one'])
/** A student on a class: present (billed) or absent (recorded, never billed). */
export const attendanceStatusEnum = pgEnum('attendance_status', ['present', 'absent'])
/** Why a class did not happen: rain, a closed trail, or another reason written out. */
export const cancelReasonEnum = pgEnum('cancel_reason', ['rain', 'trail_closed', 'other'])
export const invoiceStatusEnum = pgEnum('invoice_status', ['pending', 'paid', 'cancelled'])
export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'completed', 'failure'])
export const idempotencyStatusEnum = pgEnum('idempotency_status', ['in_flight', 'completed'])

export const id = () => uuid('id').primaryKey().defaultRandom()
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
export const createdAt = () => at('created_at').notNull().defaultNow()
export const updatedAt = () => at('updated_at').notNull().defaultNow()
/** Set by the `bump_sync_version` trigger; the default only satisfies NOT NULL before it runs. */
export const version = () => bigint('version', { mode: 'number' }).notNull().default(0)
/**
 * The top-level transaction that last wrote the row (`pg_current_xact_id()`, set by the same
 * trigger): the pull's cursor is a transaction horizon, so a row committed late is never skipped.
 * Read as text (a 64-bit number). Null on rows not written since the column was added.
 */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' })
export const syncXid = () => xid8('sync_xid')
export const deletedAt = () => at('deleted_at')

/** When the row was made and last changed, the pair most tables carry. */
export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() })
/** What the sync pull reads of a row: the trigger's version and the transaction that wrote it. */
export const synced = () => ({ version: version(), sync_xid: syncXid() })

/** Bytes as a Buffer whichever driver reads them (PGlite answers a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

// The emergency card of a student: who to call, health notes and insurance, and the guardian's
// consent to keep them. Synced to teachers' devices (only their own students', sync-queries.ts).
import { boolean, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { at, syncXid, updatedAt, version } from './columns.ts'
import { users } from './people.ts'

export interface StoredEmergencyContact {
  name: string
  relation: string
  /** '+569XXXXXXXX' */
  phone: string
}

export const emergencyCards = pgTable(
  'emergency_cards',
  {
    student_id: uuid('student_id')
      .primaryKey()
      .references(() => users.id),
    contacts: jsonb('contacts').$type<StoredEmergencyContact[]>().notNull().default([]),
    allergies: text('allergies').notNull().default(''),
    conditions: text('conditions').notNull().default(''),
    medication: text('medication').notNull().default(''),
    insurance_provider: text('insurance_provider').notNull().default(''),
    insurance_plan: text('insurance_plan').notNull().default(''),
    /** 'El apoderado autorizó guardar estos datos', ticked by an admin, with its date. */
    consent: boolean('consent').notNull().default(false),
    consent_date: date('consent_date', { mode: 'string' }),
    consent_recorded_by: uuid('consent_recorded_by').references(() => users.id),
    consent_recorded_at: at('consent_recorded_at'),
    updated_at: updatedAt(),
    version: version(),
    sync_xid: syncXid(),
  },
  (t) => [index('emergency_cards_sync_xid_idx').on(t.sync_xid)],
)

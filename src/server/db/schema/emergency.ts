// The emergency card of a student: who to call, health notes and insurance, and the guardian's
// consent to keep them. Synced to teachers' devices (only their own students', sync-queries.ts).
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core'
import { at, synced, updatedAt } from './columns.ts'
import { schoolColumn } from './schools.ts'
import { personColumn } from './people.ts'

export interface StoredEmergencyContact {
  name: string
  relation: string
  /** '+569XXXXXXXX' */
  phone: string
}

export const emergencyCards = pgTable(
  'emergency_cards',
  {
    school_id: schoolColumn(),
    student_id: personColumn('student_id').primaryKey(),
    contacts: jsonb('contacts').$type<StoredEmergencyContact[]>().notNull().default([]),
    allergies: text('allergies').notNull().default(''),
    conditions: text('conditions').notNull().default(''),
    medication: text('medication').notNull().default(''),
    insurance_provider: text('insurance_provider').notNull().default(''),
    insurance_plan: text('insurance_plan').notNull().default(''),
    /** 'El apoderado autorizó guardar estos datos', ticked by an admin, with its date. */
    consent: boolean('consent').notNull().default(false),
    consent_date: date('consent_date', { mode: 'string' }),
    consent_recorded_by: personColumn('consent_recorded_by'),
    consent_recorded_at: at('consent_recorded_at'),
    updated_at: updatedAt(),
    ...synced(),
  },
  (t) => [index('emergency_cards_sync_xid_idx').on(t.school_id, t.sync_xid)],
)

/**
 * Cards the sync pull put on a staff member's device: one row per device and student, with the
 * first and last delivery and how many pulls carried it (reads on the device are audited apart,
 * `view_emergency_card`). Admins read it, with the reads, as 'Accesos a fichas'.
 */
export const cardDeliveries = pgTable(
  'card_deliveries',
  {
    school_id: schoolColumn(),
    user_id: personColumn('user_id').notNull(),
    device_id: text('device_id').notNull(),
    student_id: personColumn('student_id').notNull(),
    first_at: at('first_at').notNull().defaultNow(),
    last_at: at('last_at').notNull().defaultNow(),
    deliveries: integer('deliveries').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.device_id, t.student_id] }),
    index('card_deliveries_student_idx').on(t.school_id, t.student_id),
    index('card_deliveries_last_idx').on(t.school_id, t.last_at),
  ],
)

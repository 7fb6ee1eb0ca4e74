// The schools one deployment serves (the tenants) and the hosts each answers on. Platform tables:
// every other table holds one school's rows, fenced by row-level security on `school_id`
// (migration 0023); these two are read before any school is known, to find it from the host.
import { sql } from 'drizzle-orm'
import { jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { at } from './columns.ts'

export const schoolStatusEnum = pgEnum('school_status', ['active', 'suspended'])

export const schools = pgTable('schools', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  status: schoolStatusEnum('status').notNull().default('active'),
  created_at: at('created_at').notNull().defaultNow(),
})

/** A host name a school answers on ('escuela.cl', 'escuela.plataforma.cl', 'localhost'). */
export const schoolDomains = pgTable('school_domains', {
  host: text('host').primaryKey(),
  school_id: uuid('school_id')
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' }),
  created_at: at('created_at').notNull().defaultNow(),
})

/**
 * The school a row belongs to: the transaction's school (`app_school()`, set by the database
 * client from the request's host) unless given, and checked against it by the table's policy.
 */
export const schoolColumn = () =>
  uuid('school_id')
    .notNull()
    .default(sql`app_school()`)
    .references(() => schools.id, { onDelete: 'cascade' })

/**
 * A school's own settings (config.ts SCHOOL_SETTING_NAMES), set by the operator's command: `plain`
 * holds its name, contact and issuer; `sealed` its keys and secrets, AES-256-GCM under SETTINGS_KEY
 * (schools/sealed-settings.ts). A school table like any other, so only its school reads it.
 */
export const schoolSettings = pgTable('school_settings', {
  school_id: schoolColumn().primaryKey(),
  plain: jsonb('plain').$type<Record<string, string>>().notNull().default({}),
  sealed: text('sealed'),
  updated_at: at('updated_at').notNull().defaultNow(),
})

// The school's public site as the school edits it: texts and lists by section (`site_content`),
// and the images uploaded for it, stored resized and served under a URL named by their hash.
import { integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core'
import { at, bytea, createdAt, id } from './columns.ts'
import { schoolColumn } from './schools.ts'
import { personColumn } from './people.ts'

/** One section of the public site (home, plans, instructors, team…), its fields as JSON. */
export const siteContent = pgTable(
  'site_content',
  {
    school_id: schoolColumn(),
    section: text('section').notNull(),
    value: jsonb('value').notNull(),
    updated_at: at('updated_at').notNull().defaultNow(),
    updated_by: personColumn('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.school_id, t.section] })],
)

/**
 * An image uploaded for the site, already checked and resized: `hash` (of the stored bytes)
 * names it in its URL, so the URL never changes and can be cached for a year.
 */
export const siteImages = pgTable(
  'site_images',
  {
    school_id: schoolColumn(),
    id: id(),
    hash: text('hash').notNull(),
    content_type: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    /** A smaller copy for cards and phones (same type). */
    small: bytea('small').notNull(),
    small_width: integer('small_width').notNull(),
    small_height: integer('small_height').notNull(),
    created_at: createdAt(),
    created_by: personColumn('created_by'),
  },
  (t) => [unique('site_images_hash_unique').on(t.school_id, t.hash)],
)

// What the school does to reach families: trial-class enquiries from the public site, and the
// log of payment reminders sent to guardians (one row per reminder that went out).
import {
  boolean,
  index,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { at, id, timestamps } from './columns.ts'
import { schoolColumn } from './schools.ts'
import { groups, personColumn } from './people.ts'

export const enquiryStatusEnum = pgEnum('enquiry_status', [
  'new',
  'contacted',
  'enrolled',
  'discarded',
])
/** A waiting-list place offered to an enquiry: open until it expires, then the next is offered. */
export const offerStatusEnum = pgEnum('offer_status', ['offered', 'accepted', 'lapsed', 'declined'])
export const reminderChannelEnum = pgEnum('reminder_channel', ['whatsapp', 'email'])

/** A 'Clase de prueba' request from the public site; admins move it along its status. */
export const enquiries = pgTable(
  'enquiries',
  {
    school_id: schoolColumn(),
    id: id(),
    name: text('name').notNull(),
    /** The rider's age (a child's, or an adult's own). */
    child_age: smallint('child_age').notNull(),
    level: text('level').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    message: text('message').notNull().default(''),
    /** The group chosen on the public schedule, when the request came from one. */
    group_id: uuid('group_id').references(() => groups.id),
    /** On the group's waiting list (the group was full), in order of `created_at`. */
    waitlist: boolean('waitlist').notNull().default(false),
    status: enquiryStatusEnum('status').notNull().default('new'),
    /** The student 'Inscribir' created or chose for this request. */
    student_id: personColumn('student_id'),
    /** 'Posible spam': past the flood threshold; hidden from admins by default, restorable. */
    spam: boolean('spam').notNull().default(false),
    offer_status: offerStatusEnum('offer_status'),
    offered_at: at('offered_at'),
    offer_expires_at: at('offer_expires_at'),
    /** sha256 of the offer link's secret; the link itself is never stored. */
    offer_token_hash: text('offer_token_hash'),
    ...timestamps(),
  },
  (t) => [
    index('enquiries_created_idx').on(t.school_id, t.created_at),
    index('enquiries_waitlist_idx')
      .on(t.school_id, t.group_id, t.created_at)
      .where(sql`${t.waitlist}`),
    uniqueIndex('enquiries_offer_token_idx').on(t.school_id, t.offer_token_hash),
  ],
)

/** One payment reminder sent (e-mail) or prepared (WhatsApp link) for a guardian. */
export const reminders = pgTable(
  'reminders',
  {
    school_id: schoolColumn(),
    id: id(),
    guardian_id: personColumn('guardian_id').notNull(),
    channel: reminderChannelEnum('channel').notNull(),
    sent_by: personColumn('sent_by'),
    sent_at: at('sent_at').notNull().defaultNow(),
  },
  (t) => [index('reminders_guardian_sent_idx').on(t.school_id, t.guardian_id, t.sent_at)],
)

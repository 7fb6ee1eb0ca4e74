// What the school does to reach families: trial-class enquiries from the public site, and the
// log of payment reminders sent to guardians (one row per reminder that went out).
import { boolean, index, pgEnum, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { at, id, timestamps } from './columns.ts'
import { personColumn } from './people.ts'

export const enquiryStatusEnum = pgEnum('enquiry_status', [
  'new',
  'contacted',
  'enrolled',
  'discarded',
])
export const reminderChannelEnum = pgEnum('reminder_channel', ['whatsapp', 'email'])

/** A 'Clase de prueba' request from the public site; admins move it along its status. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    name: text('name').notNull(),
    child_age: smallint('child_age').notNull(),
    level: text('level').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull().default(''),
    status: enquiryStatusEnum('status').notNull().default('new'),
    /** 'Posible spam': past the flood threshold; hidden from admins by default, restorable. */
    spam: boolean('spam').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('enquiries_created_idx').on(t.created_at)],
)

/** One payment reminder sent (e-mail) or prepared (WhatsApp link) for a guardian. */
export const reminders = pgTable(
  'reminders',
  {
    id: id(),
    guardian_id: personColumn('guardian_id').notNull(),
    channel: reminderChannelEnum('channel').notNull(),
    sent_by: personColumn('sent_by'),
    sent_at: at('sent_at').notNull().defaultNow(),
  },
  (t) => [index('reminders_guardian_sent_idx').on(t.guardian_id, t.sent_at)],
)

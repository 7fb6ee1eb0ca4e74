// Payment reminders from Pagos pendientes (admins): who owes what and when each guardian was last
// reminded, and sending one by WhatsApp or e-mail, or an e-mail to everyone. When a guardian may
// be reminded is the law's rule, in shared/reminder-rules.ts.
import { z } from 'zod'
import { reminderMessages } from '../i18n/families.ts'
import { dateTimeSchema, idSchema, personRefSchema } from './common.ts'

export const REMINDER_CHANNELS = ['whatsapp', 'email'] as const
export const reminderChannelSchema = z.enum(REMINDER_CHANNELS)
export type ReminderChannel = z.infer<typeof reminderChannelSchema>

/** One guardian with pending invoices, as the reminders panel lists them. */
export const reminderTargetSchema = z.object({
  guardian: personRefSchema,
  /** Stored form '+569XXXXXXXX', or null when the guardian has none. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  pending_count: z.number().int(),
  amount_owed: z.number().int(),
  last_whatsapp_at: dateTimeSchema.nullable(),
  last_email_at: dateTimeSchema.nullable(),
  /** When the reminders of the last 7 days went out, both channels: `reminderAllowance`'s input. */
  recent_reminders: z.array(dateTimeSchema),
})
export type ReminderTarget = z.infer<typeof reminderTargetSchema>

/** GET /reminders. */
export const reminderOverviewSchema = z.object({
  /** False when the server has no SMTP_URL: e-mail reminders cannot be sent. */
  email_available: z.boolean(),
  guardians: z.array(reminderTargetSchema),
})
export type ReminderOverview = z.infer<typeof reminderOverviewSchema>

/** POST /reminders/send: one guardian. */
export const reminderSendBodySchema = z.strictObject({
  guardian_id: idSchema,
  channel: reminderChannelSchema,
})
export type ReminderSendBody = z.input<typeof reminderSendBodySchema>

/**
 * POST /reminders/send-all: an e-mail to every guardian with pending invoices whom the rule
 * allows. Never WhatsApp: the server cannot send it, only hand out links, and a link counts as a
 * reminder when the admin opens it, one by one (POST /reminders/send).
 */
export const reminderSendAllBodySchema = z.strictObject({
  channel: reminderChannelSchema.refine((channel) => channel === 'email', {
    error: reminderMessages.whatsappOneByOne,
  }),
})
export type ReminderSendAllBody = z.input<typeof reminderSendAllBodySchema>

/**
 * `too_soon`: the guardian was reminded less than two days ago; `limit`: two reminders in the
 * last 7 days (both channels); `no_contact`: no phone (WhatsApp) or e-mail; `failed`: SMTP
 * refused it.
 */
export const REMINDER_OUTCOMES = ['sent', 'too_soon', 'limit', 'no_contact', 'failed'] as const
export const reminderOutcomeSchema = z.enum(REMINDER_OUTCOMES)
export type ReminderOutcome = z.infer<typeof reminderOutcomeSchema>

/**
 * What happened for one guardian; `whatsapp_url` is the wa.me link to open (WhatsApp only);
 * `next_allowed_at`, when the rule refused it (`too_soon`, `limit`): from when it allows one.
 */
export const reminderResultSchema = z.object({
  guardian_id: idSchema,
  channel: reminderChannelSchema,
  outcome: reminderOutcomeSchema,
  sent_at: dateTimeSchema.nullable(),
  whatsapp_url: z.string().nullable(),
  next_allowed_at: dateTimeSchema.nullable(),
})
export type ReminderResult = z.infer<typeof reminderResultSchema>

export const reminderResultsSchema = z.object({ results: z.array(reminderResultSchema) })
export type ReminderResults = z.infer<typeof reminderResultsSchema>

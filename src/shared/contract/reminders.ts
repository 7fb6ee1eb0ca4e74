// Payment reminders from Pagos pendientes (admins): who owes what and when each guardian was last
// reminded, and sending one (or one to everyone) by WhatsApp or e-mail.
import { z } from 'zod'
import { dateTimeSchema, idSchema, personRefSchema } from './common.ts'

export const REMINDER_CHANNELS = ['whatsapp', 'email'] as const
export const reminderChannelSchema = z.enum(REMINDER_CHANNELS)
export type ReminderChannel = z.infer<typeof reminderChannelSchema>

/**
 * The rule against pestering (DESIGN decision in docs/decisions): one reminder per guardian and
 * channel in `windowHours`, a second one on that channel only when the admin forces it for that
 * guardian, and never more than `maxPerWindow` reminders in all.
 */
export const REMINDER_LIMITS = { windowHours: 24, maxPerWindow: 2 } as const

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
  /** Reminders in the last `REMINDER_LIMITS.windowHours`, on both channels. */
  recent_count: z.number().int(),
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
  /** Send even if that channel reminded this guardian in the window (never past the maximum). */
  force: z.boolean().optional().default(false),
})
export type ReminderSendBody = z.input<typeof reminderSendBodySchema>

/** POST /reminders/send-all: every guardian with pending invoices (never forced). */
export const reminderSendAllBodySchema = z.strictObject({ channel: reminderChannelSchema })
export type ReminderSendAllBody = z.input<typeof reminderSendAllBodySchema>

/**
 * `too_soon`: that channel reminded the guardian within the window; `limit`: the guardian got the
 * maximum in the window; `no_contact`: no phone (WhatsApp) or e-mail; `failed`: SMTP refused it.
 */
export const REMINDER_OUTCOMES = ['sent', 'too_soon', 'limit', 'no_contact', 'failed'] as const
export const reminderOutcomeSchema = z.enum(REMINDER_OUTCOMES)
export type ReminderOutcome = z.infer<typeof reminderOutcomeSchema>

/** What happened for one guardian; `whatsapp_url` is the wa.me link to open (WhatsApp only). */
export const reminderResultSchema = z.object({
  guardian_id: idSchema,
  channel: reminderChannelSchema,
  outcome: reminderOutcomeSchema,
  sent_at: dateTimeSchema.nullable(),
  whatsapp_url: z.string().nullable(),
})
export type ReminderResult = z.infer<typeof reminderResultSchema>

export const reminderResultsSchema = z.object({ results: z.array(reminderResultSchema) })
export type ReminderResults = z.infer<typeof reminderResultsSchema>

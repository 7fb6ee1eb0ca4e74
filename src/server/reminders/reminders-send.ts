// Sending one reminder: checks the guardian can be reached on the channel, claims it in the log
// (the law's rule: two a week, two days apart), then builds the message with the guardian's
// personal link and either mails it to the guardian's own address or answers the wa.me link to
// the guardian's own phone, which the admin is opening. A mail the SMTP server refuses is taken
// back.
import type { ReminderChannel, ReminderResult, ReminderTarget } from '#shared/contract/reminders.ts'
import { reminderMessage, reminderSubject } from '#shared/i18n/families.ts'
import { whatsappUrl } from '#shared/phone.ts'
import type { Db } from '#server/db/client.ts'
import {
  PERSONAL_LINK_DAYS,
  personalLinkPath,
  signPersonalLink,
} from '#server/credentials/personal-link.ts'
import { claimReminder, releaseReminder } from './reminders-data.ts'
import type { Mailer } from '#server/mailer.ts'

export interface ReminderDeps {
  db: Db
  mailer: Mailer
  jwtSecret: string
  schoolName: string
  /** Absolute origin of the links, without a trailing slash. */
  linkBase: string
  log: { warn(obj: object, msg: string): void }
}

export interface ReminderRequest {
  target: ReminderTarget
  channel: ReminderChannel
  actorId: string
  ip: string
}

export async function sendReminder(
  deps: ReminderDeps,
  { target, channel, actorId, ip }: ReminderRequest,
): Promise<ReminderResult> {
  const guardianId = target.guardian.id
  const result = (outcome: ReminderResult['outcome']): ReminderResult => ({
    guardian_id: guardianId,
    channel,
    outcome,
    sent_at: null,
    whatsapp_url: null,
    next_allowed_at: null,
  })
  // WhatsApp needs a mobile: a guardian with only a landline has no chat to open.
  const chat = target.phone ? whatsappUrl(target.phone) : null
  const email = target.email
  if (channel === 'whatsapp' ? !chat : !email) return result('no_contact')

  const claim = await claimReminder(deps.db, {
    guardianId,
    channel,
    actorId,
    ip,
    details: { amount_owed: target.amount_owed, pending_count: target.pending_count },
  })
  if (!claim.ok) {
    return { ...result(claim.reason), next_allowed_at: claim.nextAllowedAt.toISOString() }
  }

  const link = deps.linkBase + personalLinkPath(signPersonalLink(deps.jwtSecret, guardianId))
  const text = reminderMessage({
    schoolName: deps.schoolName,
    guardianName: `${target.guardian.name} ${target.guardian.last_name}`.trim(),
    amount: target.amount_owed,
    invoiceCount: target.pending_count,
    link,
    linkDays: PERSONAL_LINK_DAYS,
  })
  const sent = { ...result('sent'), sent_at: claim.sentAt.toISOString() }
  if (channel === 'whatsapp') return { ...sent, whatsapp_url: whatsappUrl(target.phone!, text) }

  try {
    await deps.mailer.send({
      to: email!,
      subject: reminderSubject(deps.schoolName, target.amount_owed),
      text,
    })
    return sent
  } catch (error) {
    // NOTE: the error names the SMTP server's answer, never the message (it holds the link).
    deps.log.warn({ err: error, guardian: guardianId }, 'reminder e-mail refused')
    await releaseReminder(deps.db, claim.id, { actorId, ip })
    return result('failed')
  }
}

// The school's outgoing e-mail (payment reminders, the payer's boleta) through the SMTP server of
// SMTP_URL (nodemailer). Without SMTP_URL there is no mailer: e-mail reminders are unavailable
// (the panel says so) and boletas are not e-mailed (the receipt page and its PDF still show them).
import nodemailer from 'nodemailer'
import type { Config } from '#server/config.ts'
import { currentSettings } from '#server/schools/school-settings.ts'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/** The sender when neither SMTP_FROM nor SCHOOL_EMAIL is set: no-responder@ the public host. */
function defaultFrom(config: Pick<Config, 'publicUrl'>): string {
  let host = 'localhost'
  try {
    if (config.publicUrl) host = new URL(config.publicUrl).hostname
  } catch {
    // NOTE: an unparsable PUBLIC_URL keeps 'localhost'; startup already warns about it.
  }
  return `no-responder@${host}`
}

/**
 * The mailer of SMTP_URL, the platform's relay: each message goes out under the name and address
 * of the school it is sent for (its SMTP_FROM, else its SCHOOL_EMAIL, else no-responder@).
 */
export function smtpMailer(config: Config): Mailer | null {
  if (!config.smtp.url) return null
  const transport = nodemailer.createTransport({
    url: config.smtp.url,
    // NOTE: 'a todos' sends one after another: a few kept-open connections save a handshake each.
    pool: true,
    maxConnections: 2,
    // NOTE: a stuck SMTP server must not hold an admin's request for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0])
  return {
    async send(mail) {
      const { school, mailFrom } = currentSettings(config)
      const from = { name: school.name, address: mailFrom ?? defaultFrom(config) }
      await transport.sendMail({ from, ...mail })
    },
    close: () => transport.close(),
  }
}

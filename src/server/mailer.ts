// The schools' outgoing e-mail (payment reminders, the payer's boleta, consent links, waiting-list
// offers) through SMTP (nodemailer): each message goes through the SMTP server of the school it
// is sent for (its SMTP_URL, else the platform's relay) under its name and address (its SMTP_FROM,
// else its SCHOOL_EMAIL, else no-responder@). A school with no SMTP server sends no e-mail:
// e-mail reminders are unavailable (the panel says so) and boletas are not e-mailed (the receipt
// page and its PDF still show them).
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
  /** Whether the current school has an SMTP server to send through. */
  available(): boolean
  /** Sends for the current school; refused when it has no SMTP server. */
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

function transportTo(url: string) {
  return nodemailer.createTransport({
    url,
    // NOTE: 'a todos' sends one after another: a few kept-open connections save a handshake each.
    pool: true,
    maxConnections: 2,
    // NOTE: a stuck SMTP server must not hold an admin's request for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0])
}

export function smtpMailer(config: Config): Mailer {
  // NOTE: one pooled transport per SMTP server, shared by the schools that send through it.
  const transports = new Map<string, ReturnType<typeof transportTo>>()
  return {
    available: () => currentSettings(config).mailUrl !== undefined,
    async send(mail) {
      const { school, mailUrl, mailFrom } = currentSettings(config)
      if (!mailUrl) throw new Error('this school has no SMTP server to send through')
      let transport = transports.get(mailUrl)
      if (!transport) transports.set(mailUrl, (transport = transportTo(mailUrl)))
      const from = { name: school.name, address: mailFrom ?? defaultFrom(config) }
      await transport.sendMail({ from, ...mail })
    },
    close() {
      for (const transport of transports.values()) transport.close()
      transports.clear()
    },
  }
}

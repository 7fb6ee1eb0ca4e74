// A real SMTP server in the test process (smtp-server), keeping every message it receives, with a
// small decoder for what nodemailer writes (quoted-printable or base64 bodies, RFC 2047 headers).
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[]
  from: string
  subject: string
  text: string
  /** The attached files of a multipart message, decoded. */
  attachments: { filename: string; content: Buffer }[]
  raw: string
}

const decodeQp = (value: string) =>
  Buffer.from(
    value
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** '=?UTF-8?Q?Recordatorio?= de pago' → 'Recordatorio de pago'. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQp(text.replace(/_/g, ' ')),
    )
}

interface Part {
  header: (name: string) => string
  body: string
}

function part(raw: string): Part {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  return {
    header: (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '',
    body: raw.slice(split + 4),
  }
}

function decodedBody({ header, body }: Part): Buffer {
  const encoding = header('Content-Transfer-Encoding').toLowerCase()
  if (encoding === 'quoted-printable') return Buffer.from(decodeQp(body), 'utf8')
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64')
  return Buffer.from(body, 'latin1')
}

/** A multipart message's parts (one level, as nodemailer writes text + attachments). */
function parts(message: Part): Part[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(message.header('Content-Type'))?.[1]
  if (!boundary) return [message]
  return message.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((chunk) => part(chunk.replace(/^\r\n/, '')))
}

function parse(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const message = part(raw)
  const all = parts(message)
  const textPart = all.find((p) => !/attachment/i.test(p.header('Content-Disposition'))) ?? message
  return {
    ...envelope,
    subject: decodeHeader(message.header('Subject')),
    text: decodedBody(textPart).toString('utf8').replace(/\r\n/g, '\n').replace(/\r\n$/, ''),
    attachments: all
      .filter((p) => /attachment/i.test(p.header('Content-Disposition')))
      .map((p) => ({
        filename: /filename="?([^";]+)"?/i.exec(p.header('Content-Disposition'))?.[1] ?? '',
        content: decodedBody(p),
      })),
    raw,
  }
}

export interface TestSmtp {
  url: string
  received: ReceivedMail[]
  /** Refuse the next messages (the server answers 550), to test a failed send. */
  refuse(on: boolean): void
  close(): Promise<void>
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = []
  let refusing = false
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (refusing)
          return callback(Object.assign(new Error('Buzón no disponible'), { responseCode: 550 }))
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        }
        received.push(parse(Buffer.concat(chunks).toString('latin1'), envelope))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (on) => {
      refusing = on
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

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

function parse(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const body = raw.slice(split + 4)
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? ''
  const encoding = header('Content-Transfer-Encoding').toLowerCase()
  const text =
    encoding === 'quoted-printable'
      ? decodeQp(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body
  return {
    ...envelope,
    subject: decodeHeader(header('Subject')),
    text: text.replace(/\r\n/g, '\n'),
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

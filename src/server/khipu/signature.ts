// Khipu v3 webhook signatures: `x-khipu-signature: t=<ms>,s=<base64 HMAC-SHA256(secret, t.body)>`
// computed over the raw request bytes. Verification is constant-time and refuses stale stamps.
import { createHmac, timingSafeEqual } from 'node:crypto'

/** How far the signature's timestamp may be from our clock, either way. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000

export function signKhipuBody(secret: string, body: string | Buffer, timestampMs: number): string {
  const mac = createHmac('sha256', secret).update(`${timestampMs}.`).update(body).digest('base64')
  return `t=${timestampMs},s=${mac}`
}

/** The `t` and `s` parts; each part is split at its FIRST '=' because base64 ends in '='. */
function parseHeader(header: string): { t: string; s: string } | null {
  const parts = new Map<string, string>()
  for (const piece of header.split(',')) {
    const eq = piece.indexOf('=')
    if (eq <= 0) continue
    parts.set(piece.slice(0, eq).trim(), piece.slice(eq + 1).trim())
  }
  const t = parts.get('t')
  const s = parts.get('s')
  return t && s ? { t, s } : null
}

export function verifyKhipuSignature(
  header: string | string[] | undefined,
  rawBody: Buffer,
  secret: string,
  nowMs: number = Date.now(),
): boolean {
  if (typeof header !== 'string') return false
  const parsed = parseHeader(header)
  if (!parsed || !/^\d{1,16}$/.test(parsed.t)) return false
  const timestamp = Number(parsed.t)
  if (Math.abs(nowMs - timestamp) > SIGNATURE_TOLERANCE_MS) return false
  const expected = createHmac('sha256', secret).update(`${parsed.t}.`).update(rawBody).digest()
  const given = Buffer.from(parsed.s, 'base64')
  // NOTE: Buffer.from(…, 'base64') skips junk, so compare lengths first; timingSafeEqual needs them equal.
  return given.length === expected.length && timingSafeEqual(given, expected)
}

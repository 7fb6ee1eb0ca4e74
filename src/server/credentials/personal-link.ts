// A guardian's personal link to the payment portal: a signed, expiring token naming the
// guardian, sent by the school (reminders) and accepted by the portal as proof of who is asking.
// Signed with a key derived from the JWT secret, so every instance accepts every instance's links.
// The portal's short-lived proof (portal-proof.ts) is the same kind of token for another purpose.
import { createHmac, timingSafeEqual } from 'node:crypto'

/** The cookie that carries the portal's proof (`portal/portal-proof.ts`), named in the API document. */
export const PORTAL_PROOF_COOKIE = 'bs_portal'

/** How long a link the school sends stays valid. */
export const PERSONAL_LINK_DAYS = 30

const TOKEN = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type Claims = { g: string; e: number }

/** Each purpose has its own key, so a token of one is never accepted as the other. */
const keyOf = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(purpose).digest()
const sign = (secret: string, purpose: string, body: string) =>
  createHmac('sha256', keyOf(secret, purpose)).update(body).digest('base64url')

/** A token for `purpose` naming `guardianId`, valid for `seconds` after `now`. */
export function signGuardianToken(
  secret: string,
  purpose: string,
  guardianId: string,
  seconds: number,
  now = new Date(),
): string {
  const claims: Claims = { g: guardianId, e: Math.floor(now.getTime() / 1000) + seconds }
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${sign(secret, purpose, body)}`
}

/** The guardian a token for `purpose` names, or undefined when malformed, forged or expired. */
export function readGuardianToken(
  secret: string,
  purpose: string,
  token: string,
  now = new Date(),
): { guardianId: string } | undefined {
  const parts = TOKEN.exec(token)
  if (!parts) return undefined
  const [, body, signature] = parts as unknown as [string, string, string]
  const expected = Buffer.from(sign(secret, purpose, body))
  if (!timingSafeEqual(expected, Buffer.from(signature))) return undefined
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  const { g, e } = (claims ?? {}) as Partial<Claims>
  if (typeof g !== 'string' || !UUID.test(g) || typeof e !== 'number') return undefined
  if (e * 1000 <= now.getTime()) return undefined
  return { guardianId: g }
}

const PURPOSE = 'personal-link v1'

/** A token naming `guardianId`, valid until `PERSONAL_LINK_DAYS` after `now`. */
export const signPersonalLink = (secret: string, guardianId: string, now = new Date()) =>
  signGuardianToken(secret, PURPOSE, guardianId, PERSONAL_LINK_DAYS * 86_400, now)

/** The guardian a token names, or undefined when it is malformed, forged or expired. */
export const readPersonalLink = (secret: string, token: string, now = new Date()) =>
  readGuardianToken(secret, PURPOSE, token, now)

/**
 * The portal path a personal link opens: the guardian's invoices, or with `opens` 'documents' the
 * documents to sign (the page reads `?para=documentos` once the link is accepted).
 */
export const personalLinkPath = (token: string, opens: 'invoices' | 'documents' = 'invoices') =>
  `/payments/l/${token}${opens === 'documents' ? '?para=documentos' : ''}`

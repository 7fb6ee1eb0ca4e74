// Access tokens: HS256 JWTs valid 15 minutes with claims sub (user id), role and sid (the
// refresh-token family, so revoking a family also ends its access tokens).
import { randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import type { StaffRole } from '#shared/roles.ts'

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60

export interface AccessClaims {
  sub: string
  role: StaffRole
  sid: string
}

// NOTE: the secret imported once as a WebCrypto key: given as bytes, jose imports it again on
// every sign and verify (every request), which cost more than the HMAC itself.
const keyCache = new Map<string, Promise<CryptoKey>>()
const keyOf = (secret: string) => {
  let key = keyCache.get(secret)
  if (!key) {
    const bytes = new TextEncoder().encode(secret)
    key = crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ])
    keyCache.set(secret, key)
  }
  return key
}

export async function signAccessToken(secret: string, claims: AccessClaims, now = Date.now()) {
  const iat = Math.floor(now / 1000)
  return new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(await keyOf(secret))
}

/** A token already verified: its claims, until its expiry (seconds), under the secret that signed it. */
interface Verified {
  secret: string
  claims: AccessClaims
  exp: number
}

// NOTE: a staff app sends the same token with every request for its 15 minutes, and each request
// verified it twice (its rate-limit key, its session): WebCrypto's HMAC, a job on another thread,
// cost more than the rest of a small request. A token verified once is remembered until it
// expires; only a valid signature gets in (nobody can fill it with tokens of their own), and the
// session behind it is still looked up on every request, so revoking it still ends it at once.
const verifiedTokens = new Map<string, Verified>()
const VERIFIED_TOKENS_KEPT = 5_000

function rememberVerified(token: string, verified: Verified) {
  if (verifiedTokens.size >= VERIFIED_TOKENS_KEPT) {
    const oldest = verifiedTokens.keys().next().value
    if (oldest !== undefined) verifiedTokens.delete(oldest)
  }
  verifiedTokens.set(token, verified)
}

/**
 * The claims of a valid, unexpired token, or null for anything else. `allowExpired` is only for
 * logout, which must be able to end a session whose access token has already expired.
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  options: { allowExpired?: boolean } = {},
): Promise<AccessClaims | null> {
  const known = options.allowExpired ? undefined : verifiedTokens.get(token)
  if (known && known.secret === secret && Date.now() / 1000 < known.exp) return known.claims
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: ['HS256'],
      // NOTE: a token without an expiry would be valid forever; jose only checks exp when present.
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: options.allowExpired ? '30 days' : 0,
    })
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null
    if (typeof payload.role !== 'string') return null
    const claims = { sub: payload.sub, role: payload.role as StaffRole, sid: payload.sid }
    if (!options.allowExpired) rememberVerified(token, { secret, claims, exp: payload.exp! })
    return claims
  } catch {
    return null
  }
}

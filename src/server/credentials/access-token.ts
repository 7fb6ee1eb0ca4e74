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

/**
 * The claims of a valid, unexpired token, or null for anything else. `allowExpired` is only for
 * logout, which must be able to end a session whose access token has already expired.
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  options: { allowExpired?: boolean } = {},
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: ['HS256'],
      // NOTE: a token without an expiry would be valid forever; jose only checks exp when present.
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: options.allowExpired ? '30 days' : 0,
    })
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null
    if (typeof payload.role !== 'string') return null
    return { sub: payload.sub, role: payload.role as StaffRole, sid: payload.sid }
  } catch {
    return null
  }
}

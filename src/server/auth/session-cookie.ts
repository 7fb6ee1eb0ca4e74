// The refresh-token cookie (HttpOnly, SameSite=Strict, Secure over HTTPS, scoped to
// /api/refresh) and the Origin check that guards the cookie-authenticated refresh endpoint.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isSecureRequest } from '#server/plugins/security.ts'
import { REFRESH_TTL_MS } from './refresh-tokens.ts'

export const REFRESH_COOKIE = 'bs_refresh'
export const REFRESH_COOKIE_PATH = '/api/refresh'

const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: isSecureRequest(request),
  path: REFRESH_COOKIE_PATH,
})

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(REFRESH_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: Math.floor(REFRESH_TTL_MS / 1000),
  })
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(request))
}

/**
 * True when there is no Origin header, or it is exactly (scheme, host and port) this server's own
 * origin or PUBLIC_URL's.
 */
export function isAllowedOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin
  if (origin === undefined) return true
  try {
    const url = new URL(origin)
    if (publicUrl && url.origin === new URL(publicUrl).origin) return true
    // Normalised through URL so a default port written out (':80') still matches.
    return url.origin === new URL(`${request.protocol}://${request.host}`).origin
  } catch {
    return false
  }
}

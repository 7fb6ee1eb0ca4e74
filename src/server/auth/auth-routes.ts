// Sign-in, token refresh and sign-out: POST /api/login, /api/refresh and /api/logout.
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  loginRequestSchema,
  loginResponseSchema,
  refreshResponseSchema,
} from '#shared/contract/auth.ts'
import { accountLockedDetail } from '#shared/i18n/errors.ts'
import { audit } from '#server/audit.ts'
import { HttpError } from '#server/http-error.ts'
import { bearerToken } from '#server/plugins/auth.ts'
import { signAccessToken, verifyAccessToken } from '#server/credentials/access-token.ts'
import { deviceCookieKey, deviceEntries, newDeviceEntry, setDeviceCookie } from './device-cookie.ts'
import { countAttempt, forgiveAttempt, LIMITS } from '#server/plugins/login-throttle.ts'
import { verifyPassword } from '#server/credentials/passwords.ts'
import { familyOfToken, revokeFamily, rotate, startFamily } from './refresh-tokens.ts'
import {
  REFRESH_COOKIE,
  clearRefreshCookie,
  isAllowedOrigin,
  setRefreshCookie,
} from './session-cookie.ts'
import { findActiveStaffByEmail, findActiveStaffById, toSessionUser } from './staff-users.ts'
import { errorAnswers } from '#server/openapi.ts'

const errors = {
  ...errorAnswers(400, 401, 403, 429),
}

/** Sign-in requests a minute per address (or known device), whatever their outcome. */
export const LOGIN_REQUESTS_PER_MINUTE = LIMITS.address + 10

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app
  const accessToken = (
    user: { id: string; role: 'superadmin' | 'admin' | 'teacher' },
    sid: string,
  ) => signAccessToken(config.jwtSecret, { sub: user.id, role: user.role, sid })

  const deviceKey = deviceCookieKey(config.jwtSecret)

  app.post(
    '/login',
    {
      config: {
        public: true,
        // NOTE: a burst guard above the throttle's budgets (refused attempts still cost a
        // lookup). A device that signed in before is counted on its own, as in the throttle,
        // so a flood from its network address cannot keep its owner out.
        rateLimit: {
          max: LOGIN_REQUESTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => {
            const known = deviceEntries(request, deviceKey)[0]
            return known ? `device:${known.nonce}` : `ip:${request.ip}`
          },
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Iniciar sesión (personal): entrega el token de acceso y la cookie de renovación',
        description:
          'Intentos por 15 minutos: 10 por dispositivo donde la cuenta ya inició sesión (cookie ' +
          'bs_device), 10 por cuenta y 50 por dirección desde otros dispositivos. Después: 429 ' +
          'con Retry-After.',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body
      const user = await findActiveStaffByEmail(db, email)
      const known = deviceEntries(request, deviceKey)
      const device = user ? known.find((entry) => entry.userId === user.id) : undefined
      const verdict = await countAttempt(db, { email, ip: request.ip, device })
      if (!verdict.allowed) {
        for (const scope of verdict.newlyLocked) {
          await audit(db, {
            actorId: null,
            action: 'login_locked',
            entity: 'user',
            entityId: user?.id ?? null,
            after: { email, scope, retry_after_seconds: verdict.retryAfter },
            ip: request.ip,
          })
        }
        throw new HttpError(429, 'ACCOUNT_LOCKED', {
          detail: accountLockedDetail(Math.ceil(verdict.retryAfter / 60)),
          headers: { 'retry-after': String(verdict.retryAfter) },
        })
      }
      // NOTE: verify even for an unknown e-mail (against a dummy hash) so timing does not tell.
      const valid = await verifyPassword(user?.password_hash, password)
      if (!user || !valid) throw new HttpError(401, 'INVALID_CREDENTIALS')
      await forgiveAttempt(db, verdict.buckets)
      setDeviceCookie(request, reply, deviceKey, device ?? newDeviceEntry(user.id), known)
      const { token, familyId } = await startFamily(db, user.id)
      setRefreshCookie(request, reply, token)
      await audit(db, {
        actorId: user.id,
        action: 'login',
        entity: 'user',
        entityId: user.id,
        ip: request.ip,
      })
      return { access_token: await accessToken(user, familyId), user: toSessionUser(user) }
    },
  )

  app.post(
    '/refresh',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Renovar el token de acceso con la cookie de renovación (rota la cookie)',
        response: { 200: refreshResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!isAllowedOrigin(request, config.publicUrl)) throw new HttpError(403, 'ORIGIN_MISMATCH')
      const presented = request.cookies[REFRESH_COOKIE]
      const refused = () => {
        clearRefreshCookie(request, reply)
        return new HttpError(401, 'REFRESH_INVALID')
      }
      if (!presented) throw refused()
      const result = await rotate(db, presented)
      if (!result.ok) {
        if (result.reason === 'reused') {
          await audit(db, {
            actorId: result.userId ?? null,
            action: 'refresh_reuse_detected',
            entity: 'session',
            entityId: result.familyId,
            ip: request.ip,
          })
        }
        throw refused()
      }
      const user = await findActiveStaffById(db, result.userId)
      if (!user) {
        await revokeFamily(db, result.familyId)
        throw refused()
      }
      setRefreshCookie(request, reply, result.token)
      return { access_token: await accessToken(user, result.familyId), user: toSessionUser(user) }
    },
  )

  app.post(
    '/logout',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Cerrar sesión: revoca la sesión (cookie o token de acceso) y borra la cookie',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const session = await sessionToEnd(request)
      if (session) {
        await revokeFamily(db, session.familyId)
        await audit(db, {
          actorId: session.userId,
          action: 'logout',
          entity: 'session',
          entityId: session.familyId,
          ip: request.ip,
        })
      }
      clearRefreshCookie(request, reply)
      return reply.code(204).send(null)
    },
  )

  async function sessionToEnd(request: FastifyRequest) {
    const cookie = request.cookies[REFRESH_COOKIE]
    const fromCookie = cookie ? await familyOfToken(db, cookie) : undefined
    if (fromCookie) return fromCookie
    const token = bearerToken(request)
    const claims = token
      ? await verifyAccessToken(config.jwtSecret, token, { allowExpired: true })
      : null
    return claims ? { familyId: claims.sid, userId: claims.sub } : undefined
  }
}

export default authRoutes

// The signed-in staff member's own account: GET /api/me and POST /api/users/me/password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { passwordChangeRequestSchema, sessionUserSchema } from '#shared/contract/auth.ts'
import { STAFF_ROLES } from '#shared/roles.ts'
import { isStrongPassword } from '#shared/password.ts'
import { passwordChangeLockedDetail } from '#shared/i18n/errors.ts'
import { audit } from '#server/audit.ts'
import { HttpError } from '#server/http-error.ts'
import { sessionOf } from '#server/plugins/auth.ts'
import { adminErrors, bearerAuth, errorAnswers } from '#server/openapi.ts'
import { countOne, takeBack } from '#server/plugins/login-throttle.ts'
import { passwordHashOf, replacePassword } from './own-password.ts'
import { hashPassword, verifyPassword } from '#server/credentials/passwords.ts'

export const PASSWORD_CHANGED = 'Contraseña cambiada exitosamente.'

/** Wrong current passwords one account may type per 15 minutes (all sessions and instances). */
export const PASSWORD_CHANGE_ATTEMPTS = 5

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app
  const anyStaff = app.requireRole(...STAFF_ROLES)

  app.get(
    '/me',
    {
      onRequest: anyStaff,
      config: { allowPendingPasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: 'El usuario de la sesión',
        security: bearerAuth,
        response: { 200: sessionUserSchema, ...adminErrors },
      },
    },
    async (request) => sessionOf(request).user,
  )

  app.post(
    '/users/me/password',
    {
      onRequest: anyStaff,
      config: { allowPendingPasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: 'Cambiar la propia contraseña',
        description:
          'La contraseña actual se puede equivocar 5 veces cada 15 minutos por cuenta; después: ' +
          '429 con Retry-After.',
        security: bearerAuth,
        body: passwordChangeRequestSchema,
        response: { 200: z.object({ detail: z.string() }), ...adminErrors, ...errorAnswers(429) },
      },
    },
    async (request) => {
      const { user, sid } = sessionOf(request)
      const { current_password, new_password, confirm_password } = request.body
      // NOTE: a stolen access token must not become the password: each attempt is counted per
      // account before the password is checked, in one upsert every instance shares.
      const attempt = await countOne(db, 'password-change', user.id)
      if (attempt.attempts > PASSWORD_CHANGE_ATTEMPTS) {
        if (attempt.attempts === PASSWORD_CHANGE_ATTEMPTS + 1) {
          await audit(db, {
            actorId: user.id,
            action: 'password_change_locked',
            entity: 'user',
            entityId: user.id,
            after: { retry_after_seconds: attempt.retryAfter },
            ip: request.ip,
          })
        }
        throw new HttpError(429, 'PASSWORD_CHANGE_LOCKED', {
          detail: passwordChangeLockedDetail(Math.ceil(attempt.retryAfter / 60)),
          headers: { 'retry-after': String(attempt.retryAfter) },
        })
      }
      if (!(await verifyPassword(await passwordHashOf(db, user.id), current_password))) {
        throw new HttpError(400, 'CURRENT_PASSWORD_INCORRECT')
      }
      await takeBack(db, attempt)
      if (!isStrongPassword(new_password)) throw new HttpError(400, 'PASSWORD_WEAK')
      if (new_password !== confirm_password) throw new HttpError(400, 'PASSWORD_MISMATCH')
      const passwordHash = await hashPassword(new_password)
      await replacePassword(db, { userId: user.id, sid, passwordHash, ip: request.ip })
      return { detail: PASSWORD_CHANGED }
    },
  )
}

export default meRoutes

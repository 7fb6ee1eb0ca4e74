// The signed-in staff member's own account: GET /api/me and POST /api/users/me/password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { passwordChangeRequestSchema, sessionUserSchema } from '#shared/contract/auth.ts'
import { STAFF_ROLES } from '#shared/contract/common.ts'
import { isStrongPassword } from '#shared/password.ts'
import { HttpError } from '#server/http-error.ts'
import { sessionOf } from '#server/plugins/auth.ts'
import { adminErrors, bearerAuth } from '#server/openapi.ts'
import { passwordHashOf, replacePassword } from './own-password.ts'
import { hashPassword, verifyPassword } from './passwords.ts'

export const PASSWORD_CHANGED = 'Contraseña cambiada exitosamente.'

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
        security: bearerAuth,
        body: passwordChangeRequestSchema,
        response: { 200: z.object({ detail: z.string() }), ...adminErrors },
      },
    },
    async (request) => {
      const { user, sid } = sessionOf(request)
      const { current_password, new_password, confirm_password } = request.body
      if (!(await verifyPassword(await passwordHashOf(db, user.id), current_password))) {
        throw new HttpError(400, 'CURRENT_PASSWORD_INCORRECT')
      }
      if (!isStrongPassword(new_password)) throw new HttpError(400, 'PASSWORD_WEAK')
      if (new_password !== confirm_password) throw new HttpError(400, 'PASSWORD_MISMATCH')
      const passwordHash = await hashPassword(new_password)
      await replacePassword(db, { userId: user.id, sid, passwordHash, ip: request.ip })
      return { detail: PASSWORD_CHANGED }
    },
  )
}

export default meRoutes

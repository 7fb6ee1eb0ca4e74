// The signed-in staff member's own account: GET /api/me and POST /api/users/me/password.
import { eq, and, ne } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { passwordChangeRequestSchema, sessionUserSchema } from '#shared/contract/auth.ts'
import { STAFF_ROLES } from '#shared/contract/common.ts'
import { isStrongPassword } from '#shared/password.ts'
import { hashPassword, verifyPassword } from '#server/auth/passwords.ts'
import { audit } from '#server/audit.ts'
import { refreshTokens, users } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import { sessionOf } from '#server/plugins/auth.ts'
import { adminErrors, bearerAuth } from '#server/openapi.ts'

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
      const [row] = await db
        .select({ hash: users.password_hash })
        .from(users)
        .where(eq(users.id, user.id))
      if (!(await verifyPassword(row?.hash, current_password))) {
        throw new HttpError(400, 'CURRENT_PASSWORD_INCORRECT')
      }
      if (!isStrongPassword(new_password)) throw new HttpError(400, 'PASSWORD_WEAK')
      if (new_password !== confirm_password) throw new HttpError(400, 'PASSWORD_MISMATCH')
      const passwordHash = await hashPassword(new_password)
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ password_hash: passwordHash, must_change_password: false, updated_at: new Date() })
          .where(eq(users.id, user.id))
        // Other sessions (other devices) end; this one continues.
        await tx
          .update(refreshTokens)
          .set({ revoked_at: new Date() })
          .where(and(eq(refreshTokens.user_id, user.id), ne(refreshTokens.family_id, sid)))
        await audit(tx, {
          actorId: user.id,
          action: 'password_change',
          entity: 'user',
          entityId: user.id,
          ip: request.ip,
        })
      })
      return { detail: PASSWORD_CHANGED }
    },
  )
}

export default meRoutes

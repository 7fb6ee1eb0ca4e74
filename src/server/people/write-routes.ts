// POST /api/{list} (create), DELETE /api/{list}/{id} (deactivate) and PATCH /api/users/{id}. A
// teacher who enrols a student or a guardian gets them back without RUT, birth date and e-mail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '#shared/contract/common.ts'
import {
  ROLES_BY_LIST_PATH,
  USER_LIST_PATHS,
  createdUserSchema,
  userCreateBodySchemas,
  userSchema,
  userUpdateBodySchema,
} from '#shared/contract/users.ts'
import { sessionOf } from '#server/plugins/auth.ts'
import { HttpError, isHttpError } from '#server/http-error.ts'
import { isAdminRole, type StaffRole } from '#shared/roles.ts'
import { CREATED_ROLE, CREATE_ROLES, MANAGE_ROLES } from '#shared/people-access.ts'
import { createUser, linkNewStudent } from './create-user.ts'
import { deactivateUser } from './deactivate-user.ts'
import { asUniqueConflict } from './uniqueness.ts'
import { updateUser } from './update-user.ts'
import { runWrite } from '#server/writes.ts'
import { personFor } from '#server/family-identifiers.ts'
import { bearerAuth, recordWriteErrors } from '#server/openapi.ts'
import { LIST_LABELS } from './list-labels.ts'

/** A concurrent write that slipped past the up-front checks answers 409, not 500. */
const uniqueAs409 = (error: unknown): never => {
  throw asUniqueConflict(error) ?? error
}

/**
 * A teacher is not told that a RUT is on file (they read no family's RUT): RUT_TAKEN becomes a
 * generic 409 that sends them to the office. Admins keep RUT_TAKEN.
 */
const noRutOracleFor =
  (role: StaffRole) =>
  (error: unknown): never => {
    if (!isAdminRole(role) && isHttpError(error) && error.code === 'RUT_TAKEN') {
      throw new HttpError(409, 'PERSON_NOT_CREATED')
    }
    throw error
  }

const writeRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['people'], security: bearerAuth }
  const manage = app.requireRole(...MANAGE_ROLES)

  for (const list of USER_LIST_PATHS) {
    app.post(
      `/${list}`,
      {
        onRequest: app.requireRole(...CREATE_ROLES[list]),
        schema: {
          ...common,
          summary: `Crear uno de los ${LIST_LABELS[list]} (el personal recibe una contraseña temporal)`,
          body: userCreateBodySchemas[list],
          response: { 201: createdUserSchema, ...recordWriteErrors },
        },
      },
      (request, reply) =>
        runWrite(request, reply, async (ctx) => {
          const stored = await createUser(ctx, CREATED_ROLE[list], request.body)
          if ('supporter_id' in request.body || 'supporter' in request.body) {
            await linkNewStudent(ctx, stored.id, request.body)
          }
          const created = personFor(sessionOf(request).user.role, stored)
          // NOTE: the temporary password is shown once; a replay must not reveal it again.
          const { temporary_password: _shownOnce, ...replayBody } = created
          return { status: 201, body: created, replayBody }
        })
          .catch(uniqueAs409)
          .catch(noRutOracleFor(sessionOf(request).user.role)),
    )

    app.delete(
      `/${list}/:id`,
      {
        onRequest: manage,
        schema: {
          ...common,
          summary: `Desactivar uno de los ${LIST_LABELS[list]} (nunca se borra)`,
          params: idParamsSchema,
          response: { 204: z.null().describe('Desactivado'), ...recordWriteErrors },
        },
      },
      async (request, reply) => {
        const { role } = sessionOf(request).user
        await runWrite(request, reply, async (ctx) => {
          await deactivateUser(ctx, role, request.params.id, ROLES_BY_LIST_PATH[list])
          return { status: 204, body: null }
        })
        return reply.send(null)
      },
    )
  }

  app.patch(
    '/users/:id',
    {
      onRequest: manage,
      schema: {
        ...common,
        summary:
          'Actualizar datos de una persona (solo un superadministrador edita administradores)',
        params: idParamsSchema,
        body: userUpdateBodySchema,
        response: { 200: userSchema, ...recordWriteErrors },
      },
    },
    (request, reply) => {
      const { role } = sessionOf(request).user
      return runWrite(request, reply, async (ctx) => ({
        status: 200,
        body: await updateUser(ctx, role, request.params.id, request.body),
      })).catch(uniqueAs409)
    },
  )
}

export default writeRoutes

// GET /api/{admins,students,supporters,teachers} (with ?search=) and GET /api/{list}/{id}. A
// teacher reads students and guardians without RUT, birth date and e-mail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '#shared/contract/common.ts'
import {
  ROLES_BY_LIST_PATH,
  USER_LIST_PATHS,
  userDetailSchema,
  userListItemSchema,
  userSearchQuerySchema,
} from '#shared/contract/users.ts'
import { HttpError } from '#server/http-error.ts'
import { sessionOf } from '#server/plugins/auth.ts'
import { READ_ROLES, isFamilyRole } from '#shared/people-access.ts'
import { listUsers } from './list-users.ts'
import { loadUserDetail } from './user-detail.ts'
import { findActiveUser } from './user-rows-data.ts'
import { bearerAuth, readErrors } from '#server/openapi.ts'
import { LIST_LABELS } from './list-labels.ts'

const FAMILY_NOTE =
  'Un profesor recibe el RUT, el correo y la fecha de nacimiento de alumnos y apoderados en null, ' +
  'y su búsqueda compara solo nombres (Ley 21.719).'
const LIST_NOTE =
  'Un profesor recibe el RUT y el correo en null (también de otros profesores): solo nombres e ids, ' +
  'y su búsqueda compara solo nombres.'

const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app
  for (const list of USER_LIST_PATHS) {
    const roles = ROLES_BY_LIST_PATH[list]
    const guard = app.requireRole(...READ_ROLES[list])
    const family = roles.some(isFamilyRole)
    const common = {
      tags: ['people'],
      security: bearerAuth,
      ...(family ? { description: FAMILY_NOTE } : {}),
    }
    const listNote = family ? `${FAMILY_NOTE} ${LIST_NOTE}` : LIST_NOTE

    app.get(
      `/${list}`,
      {
        onRequest: guard,
        schema: {
          ...common,
          summary: `Lista de ${LIST_LABELS[list]} activos (búsqueda sin tildes ni mayúsculas)`,
          ...(READ_ROLES[list].includes('teacher') ? { description: listNote } : {}),
          querystring: userSearchQuerySchema,
          response: { 200: z.array(userListItemSchema), ...readErrors },
        },
      },
      (request) => listUsers(db, sessionOf(request).user.role, roles, request.query.search),
    )

    app.get(
      `/${list}/:id`,
      {
        onRequest: guard,
        schema: {
          ...common,
          summary: `Ficha de uno de los ${LIST_LABELS[list]}`,
          params: idParamsSchema,
          response: { 200: userDetailSchema, ...readErrors },
        },
      },
      async (request) => {
        const row = await findActiveUser(db, request.params.id, roles)
        if (!row) throw new HttpError(404, 'NOT_FOUND')
        return loadUserDetail(db, sessionOf(request).user.role, row)
      },
    )
  }
}

export default listRoutes

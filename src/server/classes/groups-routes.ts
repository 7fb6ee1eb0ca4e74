// Groups: list, detail (people, sessions, schedule read back from the rrule), create, edit (a
// price change is dated) and soft delete. Writing is for admins; every staff role reads them (a
// teacher without the students' RUT and e-mail).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '#shared/contract/common.ts'
import { ADMIN_ROLES, STAFF_ROLES } from '#shared/roles.ts'
import {
  groupCreateBodySchema,
  groupDetailSchema,
  groupSchema,
  groupUpdateBodySchema,
} from '#shared/contract/groups.ts'
import { classMessages } from '#shared/i18n/classes.ts'
import { createGroup, deleteGroup, getGroupDetail, listGroups, updateGroup } from './groups-data.ts'
import { notFound } from './people-check.ts'
import { runWrite } from '#server/writes.ts'
import { withStudentsFor } from '#server/family-identifiers.ts'
import { sessionOf } from '#server/plugins/auth.ts'
import { bearerAuth, noContent, readErrors, recordWriteErrors } from '#server/openapi.ts'

const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole(...STAFF_ROLES)
  const admins = app.requireRole(...ADMIN_ROLES)
  const tags = ['groups']

  app.get(
    '/groups',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Grupos vigentes, por nombre',
        security: bearerAuth,
        response: { 200: z.array(groupSchema), ...readErrors },
      },
    },
    () => listGroups(app.db),
  )

  app.get(
    '/groups/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Un grupo con sus profesores, alumnos, clases y horario',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: groupDetailSchema, ...readErrors },
      },
    },
    async (request) => {
      const group = await getGroupDetail(app.db, request.params.id)
      if (!group) throw notFound(classMessages.groupNotFound)
      return withStudentsFor(sessionOf(request).user.role, group)
    },
  )

  app.post(
    '/groups',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Crear un grupo',
        security: bearerAuth,
        body: groupCreateBodySchema,
        response: { 201: groupSchema, ...recordWriteErrors },
      },
    },
    (request, reply) => runWrite(request, reply, (ctx) => createGroup(ctx, request.body)),
  )

  app.patch(
    '/groups/:id',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Editar un grupo (un nuevo precio rige desde valid_from)',
        security: bearerAuth,
        params: idParamsSchema,
        body: groupUpdateBodySchema,
        response: { 200: groupDetailSchema, ...recordWriteErrors },
      },
    },
    (request, reply) =>
      runWrite(request, reply, (ctx) => updateGroup(ctx, request.params.id, request.body)),
  )

  app.delete(
    '/groups/:id',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Eliminar un grupo (sus clases y asistencia se conservan)',
        security: bearerAuth,
        params: idParamsSchema,
        response: noContent,
      },
    },
    (request, reply) => runWrite(request, reply, (ctx) => deleteGroup(ctx, request.params.id)),
  )
}

export default groupsRoutes

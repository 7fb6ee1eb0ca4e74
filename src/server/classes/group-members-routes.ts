// A group's people and sessions: assign/remove teachers (admins: staffing is theirs), assign/remove
// students (admins any group, a teacher the groups they teach; never past the group's places
// unless an admin says so), and detach a session from the group.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '#shared/contract/common.ts'
import { ADMIN_ROLES, STAFF_ROLES } from '#shared/roles.ts'
import {
  groupAssignBodySchema,
  groupSessionParamsSchema,
  groupStudentsAddQuerySchema,
} from '#shared/contract/groups.ts'
import {
  addStudentsToGroup,
  assignToGroup,
  detachSession,
  removeFromGroup,
} from './group-members-data.ts'
import { removeMemberRoute } from './remove-member-route.ts'
import { runWrite } from '#server/writes.ts'
import { bearerAuth, noContent } from '#server/openapi.ts'
import { sessionOf } from '#server/plugins/auth.ts'

const groupMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = {
    teachers: app.requireRole(...ADMIN_ROLES),
    students: app.requireRole(...STAFF_ROLES),
  }
  const tags = ['groups']

  app.post(
    '/groups/:id/teachers',
    {
      onRequest: guards.teachers,
      schema: {
        tags,
        summary: 'Asignar profesores al grupo (lista de ids; los ya asignados no cambian)',
        security: bearerAuth,
        params: idParamsSchema,
        body: groupAssignBodySchema,
        response: noContent,
      },
    },
    (request, reply) =>
      runWrite(request, reply, (ctx) =>
        assignToGroup(ctx, 'teachers', request.params.id, request.body),
      ),
  )

  app.post(
    '/groups/:id/students',
    {
      onRequest: guards.students,
      schema: {
        tags,
        summary: 'Asignar alumnos al grupo (lista de ids; los ya asignados no cambian)',
        description:
          'Un profesor, solo en los grupos en que hace clases (403). Un grupo sin cupos para ' +
          'todos responde 409 GROUP_FULL con el motivo; un administrador puede agregarlos igual ' +
          'con `?over_capacity=true` (queda en la auditoría).',
        security: bearerAuth,
        params: idParamsSchema,
        querystring: groupStudentsAddQuerySchema,
        body: groupAssignBodySchema,
        response: noContent,
      },
    },
    (request, reply) =>
      runWrite(request, reply, (ctx) =>
        addStudentsToGroup(
          ctx,
          sessionOf(request).user,
          request.params.id,
          request.body,
          request.query.over_capacity === 'true',
        ),
      ),
  )

  for (const kind of ['teachers', 'students'] as const) {
    removeMemberRoute(app, kind, {
      base: 'groups',
      place: 'del grupo',
      tags,
      guard: guards[kind],
      remove: removeFromGroup,
    })
  }

  app.delete(
    '/groups/:id/class_sessions/:sessionId',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: {
        tags,
        summary: 'Sacar una clase del grupo (la clase y su asistencia se conservan)',
        security: bearerAuth,
        params: groupSessionParamsSchema,
        response: noContent,
      },
    },
    (request, reply) =>
      runWrite(request, reply, (ctx) =>
        detachSession(ctx, request.params.id, request.params.sessionId),
      ),
  )
}

export default groupMembersRoutes

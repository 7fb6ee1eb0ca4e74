// A group's people and sessions: assign/remove teachers (admins: staffing is theirs), assign/remove
// students (every staff role: teachers keep their rosters), and detach a session from the group.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '#shared/contract/common.ts'
import { ADMIN_ROLES, STAFF_ROLES } from '#shared/roles.ts'
import { groupAssignBodySchema, groupSessionParamsSchema } from '#shared/contract/groups.ts'
import { assignToGroup, detachSession, removeFromGroup } from './group-members-data.ts'
import { removeMemberRoute } from './remove-member-route.ts'
import { runWrite } from '#server/writes.ts'
import { bearerAuth, noContent } from '#server/openapi.ts'

const groupMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = {
    teachers: app.requireRole(...ADMIN_ROLES),
    students: app.requireRole(...STAFF_ROLES),
  }
  const tags = ['groups']

  for (const kind of ['teachers', 'students'] as const) {
    const label = kind === 'teachers' ? 'profesores' : 'alumnos'
    app.post(
      `/groups/:id/${kind}`,
      {
        onRequest: guards[kind],
        schema: {
          tags,
          summary: `Asignar ${label} al grupo (lista de ids; los ya asignados no cambian)`,
          security: bearerAuth,
          params: idParamsSchema,
          body: groupAssignBodySchema,
          response: noContent,
        },
      },
      (request, reply) =>
        runWrite(request, reply, (ctx) =>
          assignToGroup(ctx, kind, request.params.id, request.body),
        ),
    )
  }

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

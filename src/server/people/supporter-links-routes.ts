// POST and DELETE /api/supporters/{id}/students/{studentId}: put a student in a supporter's
// charge or take them out. Both answer 204 and are idempotent.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { studentParamsSchema } from '#shared/contract/common.ts'
import { STAFF_ROLES } from '#shared/roles.ts'
import { linkStudent, unlinkStudent } from './supporter-links.ts'
import { runWrite } from '#server/writes.ts'
import { bearerAuth, recordWriteErrors } from '#server/openapi.ts'

const supporterLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['people'],
    security: bearerAuth,
    params: studentParamsSchema,
    response: { 204: z.null().describe('Hecho'), ...recordWriteErrors },
  }
  const onRequest = app.requireRole(...STAFF_ROLES)
  const path = '/supporters/:id/students/:studentId'

  const changes = [
    { method: 'POST', summary: 'Asignar un alumno al apoderado', change: linkStudent },
    { method: 'DELETE', summary: 'Quitar un alumno del apoderado', change: unlinkStudent },
  ] as const

  for (const { method, summary, change } of changes) {
    app.route({
      method,
      url: path,
      onRequest,
      schema: { ...schema, summary },
      handler: async (request, reply) => {
        const { id, studentId } = request.params
        await runWrite(request, reply, async (ctx) => {
          await change(ctx, id, studentId)
          return { status: 204, body: null }
        })
        return reply.send(null)
      },
    })
  }
}

export default supporterLinksRoutes

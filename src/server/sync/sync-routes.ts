// GET /api/sync: the offline store's pull (DESIGN §6); a large school's first pull is megabytes of
// JSON, compressed like every answer by plugins/compression.ts.
// POST /api/sync/push: the outbox's mutations in one request (push-data.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/contract/common.ts'
import { STAFF_ROLES } from '#shared/roles.ts'
import { syncQuerySchema, syncResponseSchema } from '#shared/contract/sync.ts'
import { syncPushBodySchema, syncPushResponseSchema } from '#shared/contract/sync-push.ts'
import { bearerAuth, errorAnswers } from '#server/openapi.ts'
import { sessionOf } from '#server/plugins/auth.ts'
import { pushMutations } from './push-data.ts'
import { pull } from './sync-queries.ts'

const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sync',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: {
        tags: ['sync'],
        summary: 'Cambios para la app sin conexión desde un cursor (o todo, con reset: true)',
        security: bearerAuth,
        querystring: syncQuerySchema,
        response: { 200: syncResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request)
      const { cursor, device, history } = request.query
      const body = await pull(app.db, cursor, new Date(), user, { device, history })
      // Serialised by hand: the schema above documents the shape; the rows are built to it.
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(JSON.stringify(body) as never)
    },
  )

  app.post(
    '/sync/push',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: {
        tags: ['sync'],
        summary:
          'Aplicar en orden los cambios de un dispositivo (una respuesta por cambio; repetir un lote no aplica nada dos veces)',
        security: bearerAuth,
        body: syncPushBodySchema,
        response: { 200: syncPushResponseSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { user } = sessionOf(request)
      return pushMutations(
        app.db,
        { userId: user.id, role: user.role, ip: request.ip },
        request.body,
      )
    },
  )
}

export default syncRoutes

// The emergency card ('Emergencia y salud'): GET and PUT /api/students/{id}/emergency,
// POST /api/emergency-cards/views, the reads a device made (offline too), one audit row each, and
// GET /api/emergency-access, 'Accesos a fichas' for admins (who could read which card, and why).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '#shared/contract/common.ts'
import { ADMIN_ROLES, STAFF_ROLES } from '#shared/roles.ts'
import {
  emergencyCardBodySchema,
  emergencyCardSchema,
  emergencyCardViewsBodySchema,
} from '#shared/contract/emergency.ts'
import {
  emergencyAccessQuerySchema,
  emergencyAccessResponseSchema,
} from '#shared/contract/emergency-access.ts'
import { adminErrors, bearerAuth, errorAnswers } from '#server/openapi.ts'
import { sessionOf } from '#server/plugins/auth.ts'
import { runWrite } from '#server/writes.ts'
import { listEmergencyAccess } from './emergency-access-data.ts'
import { assertMayRead, auditRead, readCardFor, recordViews, saveCard } from './emergency-data.ts'

const emergencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const path = '/students/:id/emergency'

  app.get(
    path,
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: {
        tags: ['people'],
        summary: 'Ficha de emergencia del alumno (administradores: todos; profesores: los suyos)',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: emergencyCardSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request)
      await assertMayRead(app.db, user, request.params.id)
      reply.header('cache-control', 'no-store')
      const card = await readCardFor(app.db, user, request.params.id)
      await auditRead(app.db, user, request.params.id, request.ip)
      return card
    },
  )

  app.put(
    path,
    {
      onRequest: app.requireRole(...ADMIN_ROLES),
      schema: {
        tags: ['people'],
        summary: 'Guardar la ficha de emergencia del alumno (notas de salud con autorización)',
        security: bearerAuth,
        params: idParamsSchema,
        body: emergencyCardBodySchema,
        response: { 200: emergencyCardSchema, ...errorAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, async (ctx) => ({
        status: 200,
        body: await saveCard(ctx, request.params.id, request.body),
      })),
  )

  app.post(
    '/emergency-cards/views',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: {
        tags: ['people'],
        summary: 'Registrar las lecturas de fichas de emergencia hechas en un dispositivo',
        security: bearerAuth,
        body: emergencyCardViewsBodySchema,
        response: {
          204: z.null().describe('Registradas'),
          ...errorAnswers(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request)
      await runWrite(request, reply, async (ctx) => {
        await recordViews(ctx, user, request.body)
        return { status: 204, body: null }
      })
      return reply.send(null)
    },
  )

  app.get(
    '/emergency-access',
    {
      onRequest: app.requireRole(...ADMIN_ROLES),
      schema: {
        tags: ['people'],
        summary:
          'Accesos a fichas: qué profesor pudo leer la ficha de qué alumno, por qué y cuándo le llegó',
        security: bearerAuth,
        querystring: emergencyAccessQuerySchema,
        response: { 200: emergencyAccessResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listEmergencyAccess(app.db, request.query)
    },
  )
}

export default emergencyRoutes

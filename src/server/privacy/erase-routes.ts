// POST /api/supporters/{id}/anonymize: an admin deletes a family's data (Ley 21.719) from the
// guardian's page. The data module does the work in the write's one transaction, audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '#shared/contract/common.ts'
import { familyAnonymizedSchema } from '#shared/contract/erase.ts'
import { ADMIN_ROLES } from '#shared/roles.ts'
import { bearerAuth, recordWriteErrors } from '#server/openapi.ts'
import { runWrite } from '#server/writes.ts'
import { anonymizeFamily } from './anonymize-data.ts'

const eraseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/supporters/:id/anonymize',
    {
      onRequest: app.requireRole(...ADMIN_ROLES),
      schema: {
        tags: ['people'],
        security: bearerAuth,
        summary:
          'Eliminar los datos de una familia (Ley 21.719): anonimiza al apoderado y a sus alumnos; cobros, pagos y boletas se conservan sin nombres',
        params: idParamsSchema,
        response: { 200: familyAnonymizedSchema, ...recordWriteErrors },
      },
    },
    (request, reply) =>
      runWrite(request, reply, async (ctx) => ({
        status: 200,
        body: await anonymizeFamily(ctx, request.params.id),
      })),
  )
}

export default eraseRoutes

// What a student's guardian signed, for admins: GET /api/students/{id}/consents (the answers to
// the versions in force and every signature with what identifies it) and its /pdf (the school's
// copy of what was signed, the same PDF the guardian gets). The data is consent/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '#shared/contract/common.ts'
import { studentConsentsSchema } from '#shared/contract/consent.ts'
import { ADMIN_ROLES } from '#shared/roles.ts'
import { HttpError } from '#server/http-error.ts'
import { bearerAuth, fileAnswer, readErrors } from '#server/openapi.ts'
import { studentConsents } from '#server/consent/consent-data.ts'
import { signedDocumentsPdf } from '#server/consent/consent-pdf-data.ts'
import { currentSettings } from '#server/schools/school-settings.ts'

const studentConsentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/students/:id/consents',
    {
      onRequest: app.requireRole(...ADMIN_ROLES),
      schema: {
        tags: ['people'],
        summary: 'Documentos firmados por el apoderado para el alumno: estado y cada firma',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: studentConsentsSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return studentConsents(app.db, request.params.id)
    },
  )

  app.get(
    '/students/:id/consents/pdf',
    {
      onRequest: app.requireRole(...ADMIN_ROLES),
      schema: {
        tags: ['people'],
        summary: 'Lo firmado para el alumno, en PDF (la copia de la escuela)',
        security: bearerAuth,
        params: idParamsSchema,
        response: {
          200: fileAnswer('application/pdf', 'Los documentos firmados en PDF'),
          ...readErrors,
        },
      },
    },
    async (request, reply) => {
      const file = await signedDocumentsPdf(
        app.db,
        request.params.id,
        currentSettings(app.config).school.name,
      )
      if (!file) throw new HttpError(404, 'NOT_FOUND')
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.pdf)
    },
  )
}

export default studentConsentsRoutes

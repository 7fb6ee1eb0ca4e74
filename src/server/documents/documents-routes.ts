// The school's documents: GET /documents (admins, every version), POST /documents (admins, a new
// version from its 'vigente desde', audited) and GET /public/documents/{kind} (anyone: the version
// in force, for /terms, /privacy and the guardian's signing page).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN_ROLES } from '#shared/roles.ts'
import {
  documentKindParamsSchema,
  documentVersionBodySchema,
  documentVersionSchema,
  publicDocumentSchema,
} from '#shared/contract/documents.ts'
import { documentMessages } from '#shared/i18n/documents.ts'
import { adminErrors, bearerAuth, errorAnswers, writeErrors } from '#server/openapi.ts'
import { HttpError } from '#server/http-error.ts'
import { runWrite } from '#server/writes.ts'
import { createDocumentVersion, documentInForce, listDocumentVersions } from './documents-data.ts'

const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireRole(...ADMIN_ROLES)
  const tags = ['documents']

  app.get(
    '/documents',
    {
      onRequest: admins,
      schema: {
        tags,
        summary:
          'Documentos del colegio: todas las versiones de cada uno (términos, privacidad, descargo, consentimientos), con la vigente marcada',
        security: bearerAuth,
        response: { 200: z.array(documentVersionSchema), ...adminErrors },
      },
    },
    async () => listDocumentVersions(app.db),
  )

  app.post(
    '/documents',
    {
      onRequest: admins,
      schema: {
        tags,
        summary:
          'Agregar una versión de un documento del colegio, vigente desde hoy o un día posterior (una por documento y día; una versión guardada no se cambia)',
        security: bearerAuth,
        body: documentVersionBodySchema,
        response: { 201: documentVersionSchema, ...writeErrors },
      },
    },
    (request, reply) => runWrite(request, reply, (ctx) => createDocumentVersion(ctx, request.body)),
  )

  app.get(
    '/public/documents/:kind',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sitio público: la versión vigente hoy de un documento del colegio',
        params: documentKindParamsSchema,
        response: { 200: publicDocumentSchema, ...errorAnswers(400, 404, 429) },
      },
    },
    async (request) => {
      const document = await documentInForce(app.db, request.params.kind)
      if (!document) {
        throw new HttpError(404, 'NOT_FOUND', { detail: documentMessages.notPublished })
      }
      const { kind, title, body, valid_from, content_hash } = document
      return { kind, title, body, valid_from, content_hash }
    },
  )
}

export default documentsRoutes

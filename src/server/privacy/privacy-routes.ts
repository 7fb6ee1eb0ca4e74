// The family's rights over its data (Ley 21.719), under /api/privacy. The recognised guardian
// (portal proof cookie, no account) downloads everything the school holds about the family (JSON
// or PDF), files requests (access, rectification, deletion, opposition, portability) and reads
// their answers; admins read the queue, answer each request and download any family's data.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { idParamsSchema } from '#shared/contract/common.ts'
import {
  dataRequestAnswerBodySchema,
  dataRequestExtendBodySchema,
  dataRequestBodySchema,
  dataRequestSchema,
  familyDataRequestSchema,
  familyExportSchema,
  openDataRequestsSchema,
} from '#shared/contract/privacy.ts'
import { ADMIN_ROLES } from '#shared/roles.ts'
import { HttpError } from '#server/http-error.ts'
import {
  adminErrors,
  bearerAuth,
  errorAnswers,
  fileAnswer,
  portalProof,
  readErrors,
  recordWriteErrors,
} from '#server/openapi.ts'
import { portalProofOf } from '#server/portal/guardian-data.ts'
import { runWrite } from '#server/writes.ts'
import {
  answerDataRequest,
  extendDataRequest,
  dataRequestQueue,
  familyDataRequests,
  fileDataRequest,
  openDataRequests,
} from './data-requests-data.ts'
import { familyExport, recordExport } from './privacy-export-data.ts'
import { processingRegister } from './register-data.ts'
import { processingRegisterSchema } from '#shared/contract/register.ts'
import { familyExportPdf } from './privacy-export-pdf.ts'
import { currentSettings } from '#server/schools/school-settings.ts'

const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireRole(...ADMIN_ROLES)
  const tags = ['privacy']
  const guardianRoute = {
    config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
  }

  /** The guardian the request's portal proof names; 401 without one. */
  async function guardianOf(request: FastifyRequest): Promise<string> {
    const guardian = await portalProofOf(app.db, request, app.config.jwtSecret)
    if (!guardian) throw new HttpError(401, 'PORTAL_PROOF_REQUIRED')
    return guardian
  }

  async function exportOf(guardianId: string) {
    const data = await familyExport(app.db, guardianId, currentSettings(app.config).school.name)
    if (!data) throw new HttpError(404, 'FAMILY_NOT_FOUND')
    return data
  }

  /** The family's export, recorded as handed out, with the headers of a download. */
  async function handOut(
    request: FastifyRequest,
    reply: FastifyReply,
    guardianId: string,
    format: 'json' | 'pdf',
  ) {
    const data = await exportOf(guardianId)
    await recordExport(app.db, {
      actorId: request.auth?.user.id ?? null,
      guardianId,
      format,
      ip: request.ip,
    })
    const day = data.generated_at.slice(0, 10)
    reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="datos-familia-${day}.${format}"`)
    return data
  }

  const sendJson = (request: FastifyRequest, reply: FastifyReply, guardianId: string) =>
    handOut(request, reply, guardianId, 'json')

  async function sendPdf(request: FastifyRequest, reply: FastifyReply, guardianId: string) {
    const data = await handOut(request, reply, guardianId, 'pdf')
    return reply.type('application/pdf').send(await familyExportPdf(data))
  }

  const exportJson = {
    200: familyExportSchema.describe('Todo lo que la escuela guarda sobre la familia'),
  }
  const exportPdf = {
    200: fileAnswer('application/pdf', 'Los mismos datos, legibles, en PDF'),
  }

  app.get(
    '/privacy/my-data',
    {
      ...guardianRoute,
      schema: {
        tags,
        summary:
          'Apoderado reconocido: todo lo que la escuela guarda sobre su familia, en JSON (portabilidad)',
        security: portalProof,
        response: { ...exportJson, ...errorAnswers(401, 404, 429) },
      },
    },
    async (request, reply) => sendJson(request, reply, await guardianOf(request)),
  )

  app.get(
    '/privacy/my-data/pdf',
    {
      ...guardianRoute,
      schema: {
        tags,
        summary: 'Apoderado reconocido: todo lo que la escuela guarda sobre su familia, en PDF',
        security: portalProof,
        response: { ...exportPdf, ...errorAnswers(401, 404, 429) },
      },
    },
    async (request, reply) => sendPdf(request, reply, await guardianOf(request)),
  )

  app.get(
    '/privacy/my-requests',
    {
      ...guardianRoute,
      schema: {
        tags,
        summary: 'Apoderado reconocido: sus solicitudes sobre sus datos, con su estado y respuesta',
        security: portalProof,
        response: { 200: z.array(familyDataRequestSchema), ...errorAnswers(401, 429) },
      },
    },
    async (request, reply) => {
      const guardian = await guardianOf(request)
      reply.header('cache-control', 'no-store')
      return familyDataRequests(app.db, guardian)
    },
  )

  app.post(
    '/privacy/my-requests',
    {
      config: { public: true, rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Apoderado reconocido: pedir acceso, corrección, eliminación, oposición o portabilidad de sus datos (plazo legal: 30 días corridos)',
        security: portalProof,
        body: dataRequestBodySchema,
        response: { 201: familyDataRequestSchema, ...errorAnswers(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const guardian = await guardianOf(request)
      return runWrite(request, reply, (ctx) => fileDataRequest(ctx, guardian, request.body))
    },
  )

  app.get(
    '/privacy/requests',
    {
      onRequest: admins,
      schema: {
        tags,
        summary:
          'Solicitudes de datos: las abiertas por plazo (la más urgente primero), luego las respondidas',
        security: bearerAuth,
        response: { 200: z.array(dataRequestSchema), ...adminErrors },
      },
    },
    () => dataRequestQueue(app.db),
  )

  app.get(
    '/privacy/register',
    {
      onRequest: admins,
      schema: {
        tags,
        summary:
          'Registro de tratamiento: qué datos guarda la escuela, para qué, quién los ve, adónde van y por cuánto tiempo',
        security: bearerAuth,
        response: { 200: processingRegisterSchema, ...adminErrors },
      },
    },
    () => processingRegister(app.config),
  )

  app.get(
    '/privacy/requests/open',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Cuántas solicitudes de datos esperan respuesta y cuántas están vencidas',
        security: bearerAuth,
        response: { 200: openDataRequestsSchema, ...adminErrors },
      },
    },
    () => openDataRequests(app.db),
  )

  app.post(
    '/privacy/requests/:id/answer',
    {
      onRequest: admins,
      schema: {
        tags,
        summary:
          'Responder una solicitud de datos: respondida o rechazada, con el texto para el apoderado',
        security: bearerAuth,
        params: idParamsSchema,
        body: dataRequestAnswerBodySchema,
        response: { 200: dataRequestSchema, ...recordWriteErrors },
      },
    },
    (request, reply) =>
      runWrite(request, reply, (ctx) => answerDataRequest(ctx, request.params.id, request.body)),
  )

  app.post(
    '/privacy/requests/:id/extend',
    {
      onRequest: admins,
      schema: {
        tags,
        summary:
          'Prorrogar una vez, por 30 días corridos más, el plazo de una solicitud de datos, diciendo por qué',
        security: bearerAuth,
        params: idParamsSchema,
        body: dataRequestExtendBodySchema,
        response: { 200: dataRequestSchema, ...recordWriteErrors },
      },
    },
    (request, reply) =>
      runWrite(request, reply, (ctx) => extendDataRequest(ctx, request.params.id, request.body)),
  )

  app.get(
    '/privacy/families/:id/data',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Todo lo que la escuela guarda sobre la familia de un apoderado, en JSON',
        security: bearerAuth,
        params: idParamsSchema,
        response: { ...exportJson, ...readErrors },
      },
    },
    (request, reply) => sendJson(request, reply, request.params.id),
  )

  app.get(
    '/privacy/families/:id/data/pdf',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Todo lo que la escuela guarda sobre la familia de un apoderado, en PDF',
        security: bearerAuth,
        params: idParamsSchema,
        response: { ...exportPdf, ...readErrors },
      },
    },
    (request, reply) => sendPdf(request, reply, request.params.id),
  )
}

export default privacyRoutes

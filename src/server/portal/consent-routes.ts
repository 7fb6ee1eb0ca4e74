// The recognised guardian signs the school's documents for their children: GET /portal/consents
// (the versions in force and each child's answers), POST /portal/consents (signing, for one or
// several children at once) and GET /portal/consents/pdf (what was signed for a child, as a PDF).
// Only the guardian the portal proof names; without it 401. The data is consent/.
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  consentPdfQuerySchema,
  portalConsentsSchema,
  signConsentsBodySchema,
  signedConsentsSchema,
} from '#shared/contract/consent.ts'
import { HttpError } from '#server/http-error.ts'
import { smtpMailer } from '#server/mailer.ts'
import { errorAnswers, fileAnswer, portalProof } from '#server/openapi.ts'
import { consentsOf, isChildOf, signConsents } from '#server/consent/consent-data.ts'
import { mailSignedDocuments } from '#server/consent/consent-mail-data.ts'
import { signedDocumentsPdf } from '#server/consent/consent-pdf-data.ts'
import { portalProofOf } from './guardian-data.ts'
import { currentSettings } from '#server/schools/school-settings.ts'

const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = smtpMailer(app.config)
  app.addHook('onClose', async () => mailer.close())

  /** The guardian the request's proof names; 401 without one. */
  const guardianOf = async (request: FastifyRequest) => {
    const guardian = await portalProofOf(app.db, request, app.config.jwtSecret)
    if (!guardian) throw new HttpError(401, 'PORTAL_PROOF_REQUIRED')
    return guardian
  }

  app.get(
    '/portal/consents',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['portal'],
        summary:
          'Documentos vigentes de la escuela y la respuesta de cada hijo del apoderado reconocido',
        security: portalProof,
        response: { 200: portalConsentsSchema, ...errorAnswers(401, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return consentsOf(app.db, await guardianOf(request))
    },
  )

  app.post(
    '/portal/consents',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['portal'],
        summary:
          'Firma los documentos vigentes por uno o varios hijos (nombre y RUT del apoderado; solo las fotos se pueden rechazar)',
        security: portalProof,
        body: signConsentsBodySchema,
        response: { 200: signedConsentsSchema, ...errorAnswers(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const guardianId = await guardianOf(request)
      const { stored } = await signConsents(app.db, {
        guardianId,
        body: request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      })
      if (stored > 0 && mailer.available()) {
        const studentIds = request.body.children.map((child) => child.student_id)
        // NOTE: after the answer's transaction, not awaited: the guardian does not wait for SMTP.
        mailSignedDocuments(
          app.db,
          mailer,
          currentSettings(app.config).school.name,
          guardianId,
          studentIds,
        ).catch((error: unknown) =>
          request.log.warn({ err: error }, 'signed documents e-mail failed'),
        )
      }
      reply.header('cache-control', 'no-store')
      return { stored, consents: await consentsOf(app.db, guardianId) }
    },
  )

  app.get(
    '/portal/consents/pdf',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['portal'],
        summary: 'Lo firmado por un hijo, en PDF, para el apoderado reconocido',
        security: portalProof,
        querystring: consentPdfQuerySchema,
        response: {
          200: fileAnswer('application/pdf', 'Los documentos firmados en PDF'),
          ...errorAnswers(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const guardianId = await guardianOf(request)
      const studentId = request.query.student_id
      const file = (await isChildOf(app.db, guardianId, studentId))
        ? await signedDocumentsPdf(app.db, studentId, currentSettings(app.config).school.name)
        : undefined
      if (!file) throw new HttpError(404, 'CONSENT_STUDENT_UNKNOWN')
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.pdf)
    },
  )
}

export default consentRoutes

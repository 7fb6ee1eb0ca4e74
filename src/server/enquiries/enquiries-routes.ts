// Trial-class enquiries: the public site's form (no login, rate-limited, a honeypot field against
// bots) and the admins' list with its status. POST /enquiries, GET /enquiries,
// PATCH /enquiries/{id}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN_ROLES, idParamsSchema } from '#shared/contract/common.ts'
import {
  enquiryBodySchema,
  enquiryReceivedSchema,
  enquirySchema,
  enquiryStatusBodySchema,
} from '#shared/contract/enquiries.ts'
import { HttpError } from '#server/http-error.ts'
import { adminErrors, bearerAuth, errorAnswers, recordWriteErrors } from '#server/openapi.ts'
import { runWrite } from '#server/writes.ts'
import { enquiriesSince, listEnquiries, setEnquiryStatus, storeEnquiry } from './enquiries-data.ts'

/** Past this many enquiries in an hour from everyone, the form waits (a flood, not families). */
export const ENQUIRIES_PER_HOUR = 100

const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireRole(...ADMIN_ROLES)
  const tags = ['enquiries']

  app.post(
    '/enquiries',
    {
      config: { public: true, rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Sitio público: pedir una clase de prueba',
        body: enquiryBodySchema,
        response: { 201: enquiryReceivedSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      const { website, ...enquiry } = request.body
      reply.code(201)
      // NOTE: a filled-in honeypot gets the same answer as a family, so a bot learns nothing.
      if (website) return { received: true as const }
      const hourAgo = new Date(Date.now() - 3_600_000)
      if ((await enquiriesSince(app.db, hourAgo)) >= ENQUIRIES_PER_HOUR) {
        throw new HttpError(429, 'TOO_MANY_REQUESTS', { headers: { 'retry-after': '600' } })
      }
      await storeEnquiry(app.db, enquiry)
      return { received: true as const }
    },
  )

  app.get(
    '/enquiries',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Clases de prueba pedidas en el sitio, de la más reciente a la más antigua',
        security: bearerAuth,
        response: { 200: z.array(enquirySchema), ...adminErrors },
      },
    },
    async () => listEnquiries(app.db),
  )

  app.patch(
    '/enquiries/:id',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Cambiar el estado de una clase de prueba pedida',
        security: bearerAuth,
        params: idParamsSchema,
        body: enquiryStatusBodySchema,
        response: { 200: enquirySchema, ...recordWriteErrors },
      },
    },
    (request, reply) =>
      runWrite(request, reply, (ctx) =>
        setEnquiryStatus(ctx, request.params.id, request.body.status),
      ),
  )
}

export default enquiriesRoutes

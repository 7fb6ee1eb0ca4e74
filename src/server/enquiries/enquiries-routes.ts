// Trial-class enquiries: the public site's form (no login, a honeypot field against bots, a flood
// kept as 'posible spam' rather than refused) and the admins' list with its status and 'No es
// spam'. POST /enquiries, GET /enquiries, GET /enquiries/count, PATCH /enquiries/{id},
// POST /enquiries/{id}/not-spam, POST /enquiries/{id}/enroll ('Inscribir'). The waiting list's
// offers live in waitlist-routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '#shared/contract/common.ts'
import { ADMIN_ROLES } from '#shared/roles.ts'
import {
  enquiryBodySchema,
  enquiryCountQuerySchema,
  enquiryCountSchema,
  enquiryEnrolledSchema,
  enquiryEnrollBodySchema,
  enquiryReceivedSchema,
  enquirySchema,
  enquiryStatusBodySchema,
} from '#shared/contract/enquiries.ts'
import { adminErrors, bearerAuth, errorAnswers, recordWriteErrors } from '#server/openapi.ts'
import { runWrite } from '#server/writes.ts'
import { enrollEnquiry } from './enroll-data.ts'
import {
  countEnquiries,
  isPossibleSpam,
  listEnquiries,
  markNotSpam,
  setEnquiryStatus,
  storeEnquiry,
} from './enquiries-data.ts'

const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireRole(...ADMIN_ROLES)
  const tags = ['enquiries']

  app.post(
    '/enquiries',
    {
      // NOTE: the per-address cap only a script reaches (a family sends one request): it bounds
      // what one address can store. Below it nothing is refused; a flood is kept as spam.
      config: { public: true, rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Sitio público: pedir una clase de prueba',
        description:
          "Más de 3 en una hora desde una dirección, o más de 100 en una hora en total, se guardan como 'posible spam' (misma respuesta). Más de 5 en 10 minutos desde una dirección: 429.",
        body: enquiryBodySchema,
        response: { 201: enquiryReceivedSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      const { website, ...enquiry } = request.body
      reply.code(201)
      // NOTE: a filled-in honeypot gets the same answer as a family, so a bot learns nothing.
      if (website) return { received: true as const }
      const spam = await isPossibleSpam(app.db, request.ip)
      await storeEnquiry(app.db, { ...enquiry, spam })
      return { received: true as const }
    },
  )

  app.get(
    '/enquiries',
    {
      onRequest: admins,
      schema: {
        tags,
        summary:
          "Clases de prueba pedidas en el sitio, de la más reciente a la más antigua (las 500 más recientes y, aparte, las 500 más recientes marcadas 'posible spam')",
        security: bearerAuth,
        response: { 200: z.array(enquirySchema), ...adminErrors },
      },
    },
    async () => listEnquiries(app.db),
  )

  app.get(
    '/enquiries/count',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: "Cuántas clases de prueba hay en un estado (sin las 'posible spam')",
        security: bearerAuth,
        querystring: enquiryCountQuerySchema,
        response: { 200: enquiryCountSchema, ...adminErrors },
      },
    },
    async (request) => ({ count: await countEnquiries(app.db, request.query.status) }),
  )

  app.post(
    '/enquiries/:id/enroll',
    {
      onRequest: admins,
      schema: {
        tags,
        summary:
          'Inscribir: crear el alumno (y su apoderado) desde la solicitud, sumarlo a su grupo y marcarla inscrita',
        description:
          'Una sola transacción. Repetirla responde el mismo alumno (200) sin crear otro. 409 GROUP_FULL cuando el grupo no tiene cupos libres, salvo que la solicitud haya aceptado un cupo ofrecido.',
        security: bearerAuth,
        params: idParamsSchema,
        body: enquiryEnrollBodySchema,
        response: {
          200: enquiryEnrolledSchema,
          201: enquiryEnrolledSchema,
          ...recordWriteErrors,
        },
      },
    },
    (request, reply) =>
      runWrite(request, reply, (ctx) => enrollEnquiry(ctx, request.params.id, request.body)),
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

  app.post(
    '/enquiries/:id/not-spam',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: "Devolver a la lista una clase de prueba guardada como 'posible spam'",
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: enquirySchema, ...recordWriteErrors },
      },
    },
    (request, reply) => runWrite(request, reply, (ctx) => markNotSpam(ctx, request.params.id)),
  )
}

export default enquiriesRoutes

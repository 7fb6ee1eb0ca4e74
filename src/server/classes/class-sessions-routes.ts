// Class sessions: the newest-first list (paged by cursor), one session with its people, creation
// (with an optional client id, replay-safe), cancellation with a reason (and its undoing) and
// soft deletion. Open to every staff role (a teacher reads a class without its students' RUTs).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  classSessionCreateBodySchema,
  classSessionCreatedSchema,
  classSessionDetailSchema,
  classSessionListItemSchema,
  classSessionListQuerySchema,
  sessionCancelBodySchema,
  sessionCursorOf,
} from '#shared/contract/class-sessions.ts'
import { idParamsSchema } from '#shared/contract/common.ts'
import { STAFF_ROLES } from '#shared/roles.ts'
import { classMessages } from '#shared/i18n/classes.ts'
import { notFound } from './people-check.ts'
import { cancelSession, uncancelSession } from './session-cancel-data.ts'
import { createSession } from './session-create-data.ts'
import { deleteSession, getSessionDetail, listSessions } from './sessions-data.ts'
import { runWrite } from '#server/writes.ts'
import { bearerAuth, noContent, readErrors, recordWriteErrors } from '#server/openapi.ts'
import { sessionOf } from '#server/plugins/auth.ts'
import { withStudentsFor } from '#server/family-identifiers.ts'

export const NEXT_CURSOR_HEADER = 'x-next-cursor'

const classSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole(...STAFF_ROLES)
  const tags = ['class_sessions']

  app.get(
    '/class_sessions',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Clases, la más reciente primero (limit, before)',
        security: bearerAuth,
        querystring: classSessionListQuerySchema,
        response: { 200: z.array(classSessionListItemSchema), ...readErrors },
      },
    },
    async (request, reply) => {
      const rows = await listSessions(app.db, request.query)
      const last = rows.at(-1)
      if (last && rows.length === request.query.limit) {
        reply.header(NEXT_CURSOR_HEADER, sessionCursorOf(last))
      }
      return rows
    },
  )

  app.get(
    '/class_sessions/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Una clase con sus profesores y alumnos',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: classSessionDetailSchema, ...readErrors },
      },
    },
    async (request) => {
      const session = await getSessionDetail(app.db, request.params.id)
      if (!session) throw notFound(classMessages.sessionNotFound)
      return withStudentsFor(sessionOf(request).user.role, session)
    },
  )

  app.post(
    '/class_sessions',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Crear una clase (id opcional generado por el cliente)',
        security: bearerAuth,
        body: classSessionCreateBodySchema,
        response: { 201: classSessionCreatedSchema, ...recordWriteErrors },
      },
    },
    (request, reply) =>
      runWrite(request, reply, (ctx) => createSession(ctx, sessionOf(request).user, request.body)),
  )

  app.delete(
    '/class_sessions/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Eliminar una clase (repetir la eliminación no es un error)',
        security: bearerAuth,
        params: idParamsSchema,
        response: noContent,
      },
    },
    (request, reply) =>
      runWrite(request, reply, (ctx) =>
        deleteSession(ctx, sessionOf(request).user, request.params.id),
      ),
  )

  app.post(
    '/class_sessions/:id/cancel',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Cancelar una clase con su motivo (no se cobra ni se cuenta)',
        security: bearerAuth,
        params: idParamsSchema,
        body: sessionCancelBodySchema,
        response: noContent,
      },
    },
    (request, reply) =>
      runWrite(request, reply, (ctx) =>
        cancelSession(ctx, sessionOf(request).user, request.params.id, request.body),
      ),
  )

  app.delete(
    '/class_sessions/:id/cancel',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Reabrir una clase cancelada por error (vuelve a cobrarse y contarse)',
        security: bearerAuth,
        params: idParamsSchema,
        response: noContent,
      },
    },
    (request, reply) =>
      runWrite(request, reply, (ctx) =>
        uncancelSession(ctx, sessionOf(request).user, request.params.id),
      ),
  )
}

export default classSessionsRoutes

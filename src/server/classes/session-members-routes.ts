// Attendance of a class session: add/remove students and teachers, set a student's transport.
// Open to every staff role (teachers take attendance in the field; they add people only to their
// own classes, class-access-data.ts); each call is replay-safe.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  sessionStudentPatchBodySchema,
  sessionStudentsAddBodySchema,
  sessionTeachersAddBodySchema,
} from '#shared/contract/class-sessions.ts'
import { idParamsSchema, studentParamsSchema } from '#shared/contract/common.ts'
import { STAFF_ROLES } from '#shared/roles.ts'
import {
  addSessionStudents,
  addSessionTeachers,
  removeFromSession,
  setStudentTransport,
} from './session-members-data.ts'
import { removeMemberRoute } from './remove-member-route.ts'
import { runWrite } from '#server/writes.ts'
import { bearerAuth, noContent } from '#server/openapi.ts'
import { sessionOf } from '#server/plugins/auth.ts'

const sessionMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole(...STAFF_ROLES)
  const tags = ['class_sessions']

  app.post(
    '/class_sessions/:id/students',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Registrar alumnos en la clase ({student_id, used_transport?}[])',
        security: bearerAuth,
        params: idParamsSchema,
        body: sessionStudentsAddBodySchema,
        response: noContent,
      },
    },
    (request, reply) =>
      runWrite(request, reply, (ctx) =>
        addSessionStudents(ctx, sessionOf(request).user, request.params.id, request.body),
      ),
  )

  app.post(
    '/class_sessions/:id/teachers',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Asignar profesores a la clase (lista de ids)',
        security: bearerAuth,
        params: idParamsSchema,
        body: sessionTeachersAddBodySchema,
        response: noContent,
      },
    },
    (request, reply) =>
      runWrite(request, reply, (ctx) =>
        addSessionTeachers(ctx, sessionOf(request).user, request.params.id, request.body),
      ),
  )

  for (const kind of ['teachers', 'students'] as const) {
    removeMemberRoute(app, kind, {
      base: 'class_sessions',
      place: 'de la clase',
      tags,
      guard: staff,
      remove: removeFromSession,
    })
  }

  app.patch(
    '/class_sessions/:id/students/:studentId',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Fijar si el alumno usó el transporte (valor, no alternancia)',
        security: bearerAuth,
        params: studentParamsSchema,
        body: sessionStudentPatchBodySchema,
        response: noContent,
      },
    },
    (request, reply) =>
      runWrite(request, reply, (ctx) =>
        setStudentTransport(
          ctx,
          request.params.id,
          request.params.studentId,
          request.body.used_transport,
        ),
      ),
  )
}

export default sessionMembersRoutes

// The school's own holidays: GET /school-holidays (all staff: Hoy shows them), POST and
// DELETE /school-holidays/{id} (admins, audited).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '#shared/contract/common.ts'
import { ADMIN_ROLES, STAFF_ROLES } from '#shared/roles.ts'
import { schoolHolidayBodySchema, schoolHolidaySchema } from '#shared/contract/holidays.ts'
import { adminErrors, bearerAuth, noContent, writeErrors } from '#server/openapi.ts'
import { runWrite } from '#server/writes.ts'
import { createSchoolHoliday, deleteSchoolHoliday, listSchoolHolidays } from './holidays-data.ts'

const holidaysRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole(...STAFF_ROLES)
  const admins = app.requireRole(...ADMIN_ROLES)
  const tags = ['holidays']

  app.get(
    '/school-holidays',
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          'Feriados del colegio (regionales o cierres que ninguna ley nacional fija), por fecha',
        security: bearerAuth,
        response: { 200: z.array(schoolHolidaySchema), ...adminErrors },
      },
    },
    async () => listSchoolHolidays(app.db),
  )

  app.post(
    '/school-holidays',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Agregar un feriado del colegio (uno por día)',
        security: bearerAuth,
        body: schoolHolidayBodySchema,
        response: { 201: schoolHolidaySchema, ...writeErrors },
      },
    },
    (request, reply) => runWrite(request, reply, (ctx) => createSchoolHoliday(ctx, request.body)),
  )

  app.delete(
    '/school-holidays/:id',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Quitar un feriado del colegio',
        security: bearerAuth,
        params: idParamsSchema,
        response: noContent,
      },
    },
    (request, reply) =>
      runWrite(request, reply, (ctx) => deleteSchoolHoliday(ctx, request.params.id)),
  )
}

export default holidaysRoutes

// The public schedule and plans (anyone, no session): the groups a visitor can join, one group's
// page by its slug, and the prices in force. Answers carry no child's data and no staff contact.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  publicGroupParamsSchema,
  publicGroupSchema,
  publicPlansSchema,
  publicScheduleSchema,
} from '#shared/contract/schedule.ts'
import { scheduleMessages } from '#shared/i18n/schedule.ts'
import { HttpError } from '#server/http-error.ts'
import { errorAnswers } from '#server/openapi.ts'
import { publicGroup, publicPlans, publicSchedule } from './schedule-data.ts'

const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['schedule']

  app.get(
    '/public/schedule',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sitio público: horarios y grupos publicados que no han terminado',
        response: { 200: publicScheduleSchema, ...errorAnswers(429) },
      },
    },
    () => publicSchedule(app.db),
  )

  app.get(
    '/public/schedule/:slug',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sitio público: un grupo del horario, por su dirección',
        params: publicGroupParamsSchema,
        response: { 200: publicGroupSchema, ...errorAnswers(400, 404, 429) },
      },
    },
    async (request) => {
      const group = await publicGroup(app.db, request.params.slug)
      if (!group) throw new HttpError(404, 'NOT_FOUND', { detail: scheduleMessages.groupNotFound })
      return group
    },
  )

  app.get(
    '/public/plans',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Sitio público: precios vigentes por tipo de clase, descuentos y cargo por servicio',
        response: { 200: publicPlansSchema, ...errorAnswers(429) },
      },
    },
    () => publicPlans(app.db),
  )
}

export default scheduleRoutes

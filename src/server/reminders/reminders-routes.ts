// Payment reminders from Pagos pendientes (admins only, audited): who owes and when each was last
// reminded, one guardian's reminder (e-mail, or the WhatsApp link the admin is opening), and an
// e-mail to every guardian with pending invoices. GET /reminders, POST /reminders/send,
// POST /reminders/send-all.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN_ROLES } from '#shared/roles.ts'
import {
  reminderOverviewSchema,
  reminderResultsSchema,
  reminderSendAllBodySchema,
  reminderSendBodySchema,
  type ReminderResult,
} from '#shared/contract/reminders.ts'
import type { ErrorCode } from '#shared/i18n/errors.ts'
import { reminderRefusalDetail } from '#shared/i18n/reminder-rules.ts'
import { HttpError } from '#server/http-error.ts'
import { adminErrors, bearerAuth, errorAnswers } from '#server/openapi.ts'
import { publicLinkBase } from '#server/public-link-base.ts'
import { reminderTargets } from './reminders-data.ts'
import { smtpMailer } from '#server/mailer.ts'
import { sendReminder, type ReminderDeps } from './reminders-send.ts'
import { consentLinkRoutes } from './consent-link-routes.ts'
import { currentSettings } from '#server/schools/school-settings.ts'

/** A single reminder that did not go out answers this error. */
const REFUSALS: Record<Exclude<ReminderResult['outcome'], 'sent'>, [number, ErrorCode]> = {
  too_soon: [409, 'REMINDER_TOO_SOON'],
  limit: [409, 'REMINDER_LIMIT'],
  no_contact: [409, 'REMINDER_NO_CONTACT'],
  failed: [502, 'EMAIL_SEND_FAILED'],
}

const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireRole(...ADMIN_ROLES)
  const tags = ['reminders']
  const { config } = app
  const mailer = smtpMailer(config)
  app.addHook('onClose', async () => mailer.close())

  /** What sending on `channel` needs; 503 for e-mail without SMTP. */
  async function deps(channel: 'whatsapp' | 'email'): Promise<ReminderDeps> {
    if (channel === 'email' && !mailer.available()) {
      app.log.warn('SMTP_URL is not set: e-mail reminders are unavailable (503 EMAIL_UNAVAILABLE).')
      throw new HttpError(503, 'EMAIL_UNAVAILABLE')
    }
    return {
      db: app.db,
      mailer,
      jwtSecret: config.jwtSecret,
      schoolName: currentSettings(config).school.name,
      linkBase: await publicLinkBase(app),
      log: app.log,
    }
  }

  app.get(
    '/reminders',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Apoderados con pagos pendientes y cuándo se les recordó por última vez',
        security: bearerAuth,
        response: { 200: reminderOverviewSchema, ...adminErrors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { email_available: mailer.available(), guardians: await reminderTargets(app.db) }
    },
  )

  app.post(
    '/reminders/send',
    {
      onRequest: admins,
      schema: {
        tags,
        summary:
          'Recordar a un apoderado sus pagos pendientes (correo, o el enlace de WhatsApp a abrir)',
        security: bearerAuth,
        body: reminderSendBodySchema,
        response: {
          200: reminderResultsSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 502, 503),
        },
      },
    },
    async (request) => {
      const { guardian_id, channel } = request.body
      const context = await deps(channel)
      const [target] = await reminderTargets(app.db, new Date(), guardian_id)
      if (!target) throw new HttpError(404, 'GUARDIAN_NOT_OWING')
      const result = await sendReminder(context, {
        target,
        channel,
        actorId: request.auth!.user.id,
        ip: request.ip,
      })
      const { outcome, next_allowed_at: next } = result
      if (outcome !== 'sent') {
        const [status, code] = REFUSALS[outcome]
        // The law's refusals name the rule and, in Santiago's time, when the next one may go out.
        const detail =
          (outcome === 'too_soon' || outcome === 'limit') && next
            ? reminderRefusalDetail(outcome, next)
            : undefined
        throw new HttpError(status, code, { detail })
      }
      return { results: [result] }
    },
  )

  app.post(
    '/reminders/send-all',
    {
      onRequest: admins,
      schema: {
        tags,
        summary:
          'Enviar un correo a cada apoderado con pagos pendientes que la ley permite recordar ahora (WhatsApp: uno por uno)',
        security: bearerAuth,
        body: reminderSendAllBodySchema,
        response: { 200: reminderResultsSchema, ...errorAnswers(400, 401, 403, 503) },
      },
    },
    async (request) => {
      // NOTE: the contract lets only 'email' through: a WhatsApp link counts when it is opened.
      const channel = 'email'
      const context = await deps(channel)
      const results: ReminderResult[] = []
      // NOTE: one at a time: a school's SMTP account throttles bursts, and each claim is its own
      // transaction, so a failure halfway leaves every reminder already sent in the log.
      for (const target of await reminderTargets(app.db)) {
        results.push(
          await sendReminder(context, {
            target,
            channel,
            actorId: request.auth!.user.id,
            ip: request.ip,
          }),
        )
      }
      return { results }
    },
  )

  consentLinkRoutes(app, { deps, emailAvailable: () => mailer.available() })
}

export default remindersRoutes

// The families' answers to the school's documents and the link to sign (admins, audited), sent the
// way reminders are: by e-mail, or as the WhatsApp chat the admin opens with the message typed in.
// GET /reminders/consents, POST /reminders/consents/send. Unlike a payment reminder, asking for a
// signature is not collecting a debt: the law's two-a-week rule does not apply, and each link
// sent is logged so the list shows when the family was last asked.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ADMIN_ROLES } from '#shared/roles.ts'
import {
  consentLinkBodySchema,
  consentLinkSentSchema,
  familiesConsentsSchema,
} from '#shared/contract/consent.ts'
import { consentLinkMessage } from '#shared/i18n/consent.ts'
import { whatsappUrl } from '#shared/phone.ts'
import { HttpError } from '#server/http-error.ts'
import { adminErrors, bearerAuth, errorAnswers } from '#server/openapi.ts'
import {
  PERSONAL_LINK_DAYS,
  personalLinkPath,
  signPersonalLink,
} from '#server/credentials/personal-link.ts'
import { familiesConsents, logConsentLinkSent } from '#server/consent/family-consents-data.ts'
import type { ReminderDeps } from './reminders-send.ts'

interface ConsentLinkOptions {
  deps: (channel: 'whatsapp' | 'email') => Promise<ReminderDeps>
  emailAvailable: () => boolean
}

export function consentLinkRoutes(
  parent: FastifyInstance,
  { deps, emailAvailable }: ConsentLinkOptions,
) {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const admins = app.requireRole(...ADMIN_ROLES)
  const tags = ['reminders']

  app.get(
    '/reminders/consents',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Las respuestas de cada familia a los documentos de la escuela',
        security: bearerAuth,
        response: { 200: familiesConsentsSchema, ...adminErrors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { email_available: emailAvailable(), families: await familiesConsents(app.db) }
    },
  )

  app.post(
    '/reminders/consents/send',
    {
      onRequest: admins,
      schema: {
        tags,
        summary:
          'Enviar a un apoderado el enlace para firmar (correo, o el enlace de WhatsApp a abrir)',
        security: bearerAuth,
        body: consentLinkBodySchema,
        response: {
          200: consentLinkSentSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 502, 503),
        },
      },
    },
    async (request) => {
      const { guardian_id: guardianId, channel } = request.body
      const context = await deps(channel)
      const [family] = await familiesConsents(app.db, { guardianId })
      if (!family) throw new HttpError(404, 'FAMILY_NOT_FOUND')
      const chat = family.phone ? whatsappUrl(family.phone) : null
      if (channel === 'whatsapp' ? !chat : !family.email) {
        throw new HttpError(409, 'REMINDER_NO_CONTACT')
      }
      const token = signPersonalLink(context.jwtSecret, guardianId)
      const message = consentLinkMessage({
        school: context.schoolName,
        guardian: `${family.guardian.name} ${family.guardian.last_name}`.trim(),
        children: family.children.map((child) => child.name),
        link: context.linkBase + personalLinkPath(token, 'documents'),
        linkDays: PERSONAL_LINK_DAYS,
      })
      if (channel === 'email') {
        try {
          await context.mailer.send({
            to: family.email!,
            subject: message.subject,
            text: message.text,
          })
        } catch (error) {
          // NOTE: the error names the SMTP server's answer, never the message (it holds the link).
          context.log.warn({ err: error, guardian: guardianId }, 'consent link e-mail refused')
          throw new HttpError(502, 'EMAIL_SEND_FAILED')
        }
      }
      const sentAt = await logConsentLinkSent(app.db, {
        guardianId,
        channel,
        actorId: request.auth!.user.id,
        ip: request.ip,
      })
      return {
        sent_at: sentAt.toISOString(),
        whatsapp_url: channel === 'whatsapp' ? whatsappUrl(family.phone!, message.text) : null,
      }
    },
  )
}

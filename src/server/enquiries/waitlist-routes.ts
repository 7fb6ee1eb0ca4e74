// The waiting list's offers: an admin offers a freed place to the first in line (by e-mail, sent
// here, or WhatsApp, answered as a wa.me link the admin opens), and the visitor's link reads and
// answers it without signing in. POST /enquiries/{id}/offer, GET /public/waitlist/{token},
// POST /public/waitlist/{token}/accept and /decline.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '#shared/contract/common.ts'
import {
  enquiryOfferBodySchema,
  enquiryOfferSentSchema,
  offerTokenParamsSchema,
  publicOfferSchema,
} from '#shared/contract/enquiries.ts'
import { offerMessage, offerSubject } from '#shared/i18n/families.ts'
import { whatsappUrl } from '#shared/phone.ts'
import { ADMIN_ROLES } from '#shared/roles.ts'
import { HttpError } from '#server/http-error.ts'
import { smtpMailer } from '#server/mailer.ts'
import { bearerAuth, errorAnswers, recordWriteErrors } from '#server/openapi.ts'
import { publicLinkBase } from '#server/public-link-base.ts'
import { runWrite } from '#server/writes.ts'
import { presentEnquiries } from './enquiries-data.ts'
import { answerOffer, openOffer, readOffer } from './waitlist-data.ts'
import { currentSettings } from '#server/schools/school-settings.ts'

/** The visitor's page for an offer; the API's routes add /api. */
export const offerPagePath = (token: string) => `/waitlist/${token}`

const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireRole(...ADMIN_ROLES)
  const tags = ['enquiries']
  const mailer = smtpMailer(app.config)
  app.addHook('onClose', async () => mailer.close())
  const visitorLimit = { rateLimit: { max: 30, timeWindow: '10 minutes' } }

  app.post(
    '/enquiries/:id/offer',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Ofrecer cupo a quien va primero en la lista de espera de su grupo',
        description:
          'Genera un enlace personal que vence en 3 días. Por correo lo envía; por WhatsApp responde el enlace wa.me con el mensaje escrito. 409 cuando no hay cupo libre o no es el primero en la lista; 503 sin PUBLIC_URL (LINKS_UNAVAILABLE) o sin SMTP para correo.',
        security: bearerAuth,
        params: idParamsSchema,
        body: enquiryOfferBodySchema,
        response: { 200: enquiryOfferSentSchema, ...recordWriteErrors, ...errorAnswers(502, 503) },
      },
    },
    async (request, reply) => {
      const { channel } = request.body
      if (channel === 'email' && !mailer.available()) {
        request.log.warn(
          'SMTP_URL is not set: offers by e-mail are unavailable (503 EMAIL_UNAVAILABLE).',
        )
        throw new HttpError(503, 'EMAIL_UNAVAILABLE')
      }
      const base = await publicLinkBase(app)
      return runWrite(request, reply, async (ctx) => {
        const { row, token, groupName } = await openOffer(ctx, request.params.id, channel)
        const link = base + offerPagePath(token)
        const text = offerMessage({
          schoolName: currentSettings(app.config).school.name,
          name: row.name,
          groupName,
          link,
          expiresAt: row.offer_expires_at!,
        })
        const chat = channel === 'whatsapp' ? whatsappUrl(row.phone, text) : null
        if (channel === 'whatsapp' ? !chat : !row.email) {
          throw new HttpError(409, 'OFFER_NO_CONTACT')
        }
        if (channel === 'email') {
          try {
            await mailer.send({
              to: row.email!,
              subject: offerSubject(currentSettings(app.config).school.name, groupName),
              text,
            })
          } catch (error) {
            // NOTE: the offer is taken back with the transaction; the log never holds the link.
            request.log.warn({ err: error, enquiry: row.id }, 'offer e-mail refused')
            throw new HttpError(502, 'EMAIL_SEND_FAILED')
          }
        }
        const [enquiry] = await presentEnquiries(ctx.tx, [row])
        return { status: 200, body: { enquiry: enquiry!, link, whatsapp_url: chat } }
      })
    },
  )

  app.get(
    '/public/waitlist/:token',
    {
      config: { public: true, ...visitorLimit },
      schema: {
        tags,
        summary: 'Enlace de lista de espera: el cupo ofrecido, su grupo y su plazo',
        params: offerTokenParamsSchema,
        response: { 200: publicOfferSchema, ...errorAnswers(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return readOffer(app.db, request.params.token)
    },
  )

  for (const [path, answer, summary] of [
    ['accept', 'accepted', 'Enlace de lista de espera: aceptar el cupo'],
    ['decline', 'declined', 'Enlace de lista de espera: rechazar el cupo'],
  ] as const) {
    app.post(
      `/public/waitlist/:token/${path}`,
      {
        config: { public: true, ...visitorLimit },
        schema: {
          tags,
          summary,
          description:
            'Repetir la misma respuesta responde lo mismo; un cupo vencido o ya respondido de otra forma: 404.',
          params: offerTokenParamsSchema,
          response: { 200: publicOfferSchema, ...errorAnswers(400, 404, 429) },
        },
      },
      (request, reply) =>
        runWrite(request, reply, async (ctx) => ({
          status: 200,
          body: await answerOffer(ctx, request.params.token, answer),
        })),
    )
  }
}

export default waitlistRoutes

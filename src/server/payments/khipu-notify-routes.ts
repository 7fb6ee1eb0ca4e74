// POST /payments/khipu/notify (public): Khipu's v3 payment notification. The signature is
// checked over the RAW bytes (this plugin's own JSON parser keeps the buffer), then Khipu is
// asked for the payment and its answer is applied; duplicates and unknown payments are no-ops.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError } from '#server/http-error.ts'
import { KhipuError } from '#server/khipu/client.ts'
import { applyKhipuPayment } from './confirm-payment-data.ts'
import type { KhipuRuntime } from '#server/khipu/runtime.ts'
import { verifyKhipuSignature } from '#server/khipu/signature.ts'
import { runWrite } from '#server/writes.ts'
import { errorAnswers } from '#server/openapi.ts'

const notificationSchema = z
  .object({ payment_id: z.string().min(1).max(100) })
  .describe('La notificación de Khipu (JSON); solo se lee payment_id, el resto se consulta a Khipu')

/** Read by the route itself from the raw bytes, so documented only (openapi-document.ts). */
const documentedRequest = {
  body: notificationSchema,
  headers: z.object({
    'x-khipu-signature': z
      .string()
      .describe(
        'Firma de Khipu: t=<milisegundos>,s=<HMAC-SHA256 en base64 de "<t>." seguido del cuerpo>',
      ),
  }),
}

function parseNotification(raw: Buffer): z.infer<typeof notificationSchema> {
  let json: unknown
  try {
    json = JSON.parse(raw.toString('utf8'))
  } catch {
    throw new HttpError(400, 'INVALID_JSON')
  }
  const parsed = notificationSchema.safeParse(json)
  if (!parsed.success) throw new HttpError(400, 'VALIDATION_ERROR')
  return parsed.data
}

const khipuNotifyRoutes =
  (runtime: KhipuRuntime): FastifyPluginAsyncZod =>
  async (app) => {
    // NOTE: encapsulated here, so only this route sees bodies as untouched bytes.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    )

    app.post(
      '/payments/khipu/notify',
      {
        config: { public: true },
        schema: {
          tags: ['portal'],
          summary: 'Notificación de pago de Khipu (API de notificaciones 3.0, firmada)',
          documentedRequest,
          response: {
            200: z.object({ received: z.literal(true) }),
            ...errorAnswers(400, 401, 502, 503),
          },
        },
      },
      async (request, reply) => {
        const secret = runtime.webhookSecret
        if (!secret) throw new HttpError(503, 'SERVICE_UNAVAILABLE')
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        if (!verifyKhipuSignature(request.headers['x-khipu-signature'], raw, secret)) {
          throw new HttpError(401, 'KHIPU_SIGNATURE_INVALID')
        }
        const { payment_id } = parseNotification(raw)
        let payment
        try {
          payment = await runtime.client.getPayment(payment_id)
        } catch (error) {
          // Khipu retries a notification that was not acknowledged; reconciliation also catches it.
          if (error instanceof KhipuError) {
            request.log.warn({ err: error, payment_id }, 'khipu confirmation failed')
            throw new HttpError(502, 'KHIPU_UNAVAILABLE')
          }
          throw error
        }
        if (!payment) return { received: true as const }
        return runWrite(request, reply, async ({ tx, audit }) => {
          await applyKhipuPayment(tx, payment, 'webhook', audit)
          return { status: 200, body: { received: true as const } }
        })
      },
    )
  }

export default khipuNotifyRoutes

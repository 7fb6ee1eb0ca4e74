// POST /portal/payments (public; old path POST /payments): starts paying one invoice, or several of one payer at once ('Pagar
// todo'), with ONE Khipu payment (payments/start-payment-data.ts). The server decides the amount (the invoices'
// totals) and the text Khipu shows; a request's `subject` is ignored. Repeating a start answers
// the same URL while that payment is open; a start covering an invoice of another open payment
// cancels that one at Khipu first.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  paymentRequestBodySchema,
  paymentResponseSchema,
  requestedInvoiceIds,
} from '#shared/contract/invoices.ts'
import { portalProofOf } from './guardian-data.ts'
import { HttpError } from '#server/http-error.ts'
import { errorAnswers, portalProofOptional } from '#server/openapi.ts'
import type { KhipuRuntime } from '#server/khipu/runtime.ts'
import { startPayment } from '#server/payments/start-payment-data.ts'
import { sharedLimit, withOldPath } from './old-paths.ts'
import { currentSettings } from '#server/schools/school-settings.ts'

const startPaymentRoutes =
  (runtime: KhipuRuntime): FastifyPluginAsyncZod =>
  async (app) => {
    const rateLimit = sharedLimit('start-payment', 10)
    for (const { url, deprecated } of withOldPath('/portal/payments', '/payments')) {
      app.post(
        url,
        {
          config: { public: true, rateLimit },
          schema: {
            deprecated,
            tags: ['portal'],
            summary:
              'Inicia el pago de uno o varios cobros del mismo pagador con Khipu (un solo pago); entrega la URL de pago',
            security: portalProofOptional,
            body: paymentRequestBodySchema,
            response: {
              200: paymentResponseSchema,
              ...errorAnswers(400, 403, 404, 409, 429, 502, 503),
            },
          },
        },
        async (request) => {
          if (runtime.mode === 'unavailable') throw new HttpError(503, 'ONLINE_PAYMENT_UNAVAILABLE')
          const body = request.body
          const url = await startPayment(
            { runtime, db: app.db, log: app.log },
            {
              invoiceIds: requestedInvoiceIds(body),
              payerRut: body.payer_rut,
              amount: body.amount,
              recognisedGuardian: await portalProofOf(app.db, request, app.config.jwtSecret),
              schoolName: currentSettings(app.config).school.name,
              ip: request.ip,
            },
          )
          return { simplified_transfer_url: url }
        },
      )
    }
  }

export default startPaymentRoutes

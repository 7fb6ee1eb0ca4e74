// POST /payments (public): starts paying one invoice with Khipu. The server decides the amount,
// records a pending attempt BEFORE calling Khipu (its id is Khipu's transaction_id), and answers
// the URL to send the payer to. A still-pending attempt of the last minutes is reused instead of
// opening a second Khipu payment for the same invoice (anonymous callers have no Idempotency-Key).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paymentRequestBodySchema, paymentResponseSchema } from '#shared/contract/invoices.ts'
import { isPeriodBeforeCurrent } from '#shared/dates.ts'
import { HttpError } from '#server/http-error.ts'
import { runWrite } from '#server/writes.ts'
import type { KhipuRuntime } from './khipu/runtime.ts'
import { openKhipuPayment, reusableUrl } from './payment-attempt.ts'
import {
  attemptBeingStarted,
  insertAttempt,
  invoiceToPay,
  type InvoiceToPay,
} from './start-payment-data.ts'
import { errorAnswers } from '#server/openapi.ts'

/** An attempt with no Khipu id yet and younger than this is being started by another request. */
const IN_FLIGHT_MS = 30 * 1000

/** Refuses what must not be paid; the payer check comes first so others' invoices reveal nothing. */
function checkPayable(
  invoice: InvoiceToPay | undefined,
  body: { payer_rut: string; amount: number },
) {
  if (!invoice) throw new HttpError(404, 'NOT_FOUND')
  if (invoice.payer_rut !== body.payer_rut) throw new HttpError(403, 'PAYER_MISMATCH')
  if (invoice.status !== 'pending') throw new HttpError(409, 'INVOICE_NOT_PENDING')
  if (!isPeriodBeforeCurrent(invoice.billing_period))
    throw new HttpError(409, 'INVOICE_PERIOD_OPEN')
  if (body.amount !== invoice.total_amount) throw new HttpError(409, 'PAYMENT_AMOUNT_MISMATCH')
}

const startPaymentRoutes =
  (runtime: KhipuRuntime): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = app

    app.post(
      '/payments',
      {
        config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['portal'],
          summary: 'Inicia el pago de un cobro con Khipu; entrega la URL de pago',
          body: paymentRequestBodySchema,
          response: {
            200: paymentResponseSchema,
            ...errorAnswers(400, 403, 404, 409, 429, 502, 503),
          },
        },
      },
      async (request, reply) => {
        if (runtime.mode === 'unavailable') throw new HttpError(503, 'ONLINE_PAYMENT_UNAVAILABLE')
        const body = request.body
        const invoice = await invoiceToPay(db, body.invoice_id)
        checkPayable(invoice, body)
        const reused = await reusableUrl(runtime, db, invoice!)
        if (reused) return { simplified_transfer_url: reused }

        const attempt = await runWrite(request, reply, async ({ tx, audit: record }) => {
          // Re-checked under the row lock: the invoice may have been paid or regenerated meanwhile.
          const locked = await invoiceToPay(tx, body.invoice_id, true)
          checkPayable(locked, body)
          const since = new Date(Date.now() - IN_FLIGHT_MS)
          if (await attemptBeingStarted(tx, body.invoice_id, since)) {
            throw new HttpError(409, 'PAYMENT_IN_PROGRESS')
          }
          const row = await insertAttempt(tx, body.invoice_id, locked!.total_amount)
          await record({
            action: 'payment_started',
            entity: 'payment_attempt',
            entityId: row.id,
            after: { invoice_id: body.invoice_id, amount: row.amount, status: 'pending' },
          })
          return { status: 200, body: row }
        })
        const url = await openKhipuPayment(
          { runtime, db, log: app.log },
          attempt.id,
          body,
          request.ip,
        )
        return { simplified_transfer_url: url }
      },
    )
  }

export default startPaymentRoutes

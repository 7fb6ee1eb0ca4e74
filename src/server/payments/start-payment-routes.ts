// POST /payments (public): starts paying one invoice, or several of one payer at once ('Pagar
// todo'), with ONE Khipu payment. The server decides the amount (the invoices' totals), records a
// pending payment with one attempt per invoice BEFORE calling Khipu (the payment's id is Khipu's
// transaction_id), and answers the URL to send the payer to. A still-pending payment of exactly
// those invoices from the last minutes is reused instead of opening a second Khipu payment
// (anonymous callers have no Idempotency-Key).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  paymentRequestBodySchema,
  paymentResponseSchema,
  requestedInvoiceIds,
} from '#shared/contract/invoices.ts'
import { isPeriodBeforeCurrent } from '#shared/dates.ts'
import { HttpError } from '#server/http-error.ts'
import { runWrite } from '#server/writes.ts'
import type { KhipuRuntime } from './khipu/runtime.ts'
import { openKhipuPayment, reusableUrl } from './payment-attempt.ts'
import {
  attemptBeingStarted,
  insertPayment,
  invoicesToPay,
  type InvoiceToPay,
} from './start-payment-data.ts'
import { errorAnswers } from '#server/openapi.ts'

/** An attempt with no Khipu id yet and younger than this is being started by another request. */
const IN_FLIGHT_MS = 30 * 1000

/**
 * Refuses what must not be paid; the payer check comes first so others' invoices reveal nothing.
 * Every invoice must exist, belong to the payer, be pending and billed for a closed month.
 */
function checkPayable(
  ids: readonly string[],
  found: readonly InvoiceToPay[],
  body: { payer_rut: string; amount: number },
) {
  if (found.length !== ids.length) throw new HttpError(404, 'NOT_FOUND')
  if (found.some((i) => i.payer_rut !== body.payer_rut)) {
    throw new HttpError(403, 'PAYER_MISMATCH')
  }
  if (found.some((i) => i.status !== 'pending')) throw new HttpError(409, 'INVOICE_NOT_PENDING')
  if (found.some((i) => !isPeriodBeforeCurrent(i.billing_period))) {
    throw new HttpError(409, 'INVOICE_PERIOD_OPEN')
  }
  const total = found.reduce((sum, i) => sum + i.total_amount, 0)
  if (body.amount !== total) throw new HttpError(409, 'PAYMENT_AMOUNT_MISMATCH')
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
          summary:
            'Inicia el pago de uno o varios cobros del mismo pagador con Khipu (un solo pago); entrega la URL de pago',
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
        const ids = requestedInvoiceIds(body)
        const found = await invoicesToPay(db, ids)
        checkPayable(ids, found, body)
        const reused = await reusableUrl(runtime, db, found)
        if (reused) return { simplified_transfer_url: reused }

        const payment = await runWrite(request, reply, async ({ tx, audit: record }) => {
          // Re-checked under the row locks: an invoice may have been paid or regenerated meanwhile.
          const locked = await invoicesToPay(tx, ids, true)
          checkPayable(ids, locked, body)
          const since = new Date(Date.now() - IN_FLIGHT_MS)
          if (await attemptBeingStarted(tx, ids, since)) {
            throw new HttpError(409, 'PAYMENT_IN_PROGRESS')
          }
          const row = await insertPayment(tx, locked)
          await record({
            action: 'payment_started',
            entity: 'khipu_payment',
            entityId: row.id,
            after: { invoice_ids: ids, amount: row.amount, status: 'pending' },
          })
          return { status: 200, body: row }
        })
        const url = await openKhipuPayment(
          { runtime, db, log: app.log },
          payment.id,
          { amount: payment.amount, subject: body.subject, returnInvoiceId: ids[0]! },
          request.ip,
        )
        return { simplified_transfer_url: url }
      },
    )
  }

export default startPaymentRoutes

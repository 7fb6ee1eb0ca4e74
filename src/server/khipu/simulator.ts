// The Khipu simulator, active when KHIPU_API_KEY is absent: Khipu's v3 wire protocol served by
// this server under /api/khipu-sim (create, read, delete and refund payments with x-api-key), a
// bank page with 'Pagar' / 'Rechazar' (and, once paid, 'Revertir', as a bank's reversal), and a
// SIGNED v3 notification to notify_url when a payment is made or reversed.
import type { FastifyBaseLogger } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError } from '#server/http-error.ts'
import type { KhipuRuntime } from './runtime.ts'
import { signKhipuBody } from './signature.ts'
import { bankPage, notFoundPage } from './simulator-page.ts'
import {
  isPayableAtBank,
  SIMULATED_SETTLEMENT_MS,
  type SimulatedPayment,
} from './simulator-store.ts'

const createSchema = z.object({
  amount: z.number().int().positive(),
  currency: z.string(),
  subject: z.string().min(1).max(255),
  transaction_id: z.string().min(1),
  return_url: z.url(),
  cancel_url: z.url(),
  notify_url: z.url(),
  notify_api_version: z.string(),
  expires_date: z.iso.datetime({ offset: true }).optional(),
})
const refundSchema = z.object({ amount: z.number().positive().optional() }).optional()
const paymentParams = z.object({ id: z.string().min(1).max(64) })
const hidden = { hide: true }
const NOTIFY_TIMEOUT_MS = 10_000

/** The v3 notification body, shaped like Khipu's published example. */
function notificationBody(payment: SimulatedPayment): string {
  return JSON.stringify({
    payment_id: payment.payment_id,
    receiver_id: 990939,
    subject: payment.subject,
    amount: payment.amount.toFixed(4),
    discount: '0.0000',
    currency: payment.currency,
    receipt_url: null,
    bank: 'Banco de prueba',
    bank_id: 'SIMUL',
    payer_name: 'Pagador de prueba',
    payer_email: 'pagador@ejemplo.cl',
    personal_identifier: '11.111.111-1',
    bank_account_number: '000000000000111111111',
    out_of_date_conciliation: false,
    transaction_id: payment.transaction_id,
    payment_method: 'simplified_transfer',
    conciliation_date: payment.conciliation_date?.toISOString() ?? null,
  })
}

async function notify(payment: SimulatedPayment, secret: string, log: FastifyBaseLogger) {
  const body = notificationBody(payment)
  try {
    const response = await fetch(payment.notify_url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-khipu-signature': signKhipuBody(secret, body, Date.now()),
      },
      body,
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    })
    if (!response.ok) log.warn({ status: response.status }, 'khipu simulator: notify refused')
  } catch (error) {
    log.warn({ err: error }, 'khipu simulator: notify failed')
  }
}

export function khipuSimulator(runtime: KhipuRuntime): FastifyPluginAsyncZod {
  const store = runtime.simulator
  if (!store) throw new Error('khipuSimulator needs a runtime in simulator mode')

  const authorised = (key: unknown) => {
    if (key !== runtime.apiKey) throw new HttpError(401, 'UNAUTHORIZED')
  }
  const found = (id: string) => {
    const payment = store.get(id)
    if (!payment) throw new HttpError(404, 'NOT_FOUND')
    return payment
  }
  const view = (p: SimulatedPayment, publicUrl: string) => {
    const page = `${publicUrl}/api/khipu-sim/pay/${p.payment_id}`
    return {
      payment_id: p.payment_id,
      payment_url: page,
      simplified_transfer_url: page,
      transfer_url: page,
      app_url: page,
      ready_for_terminal: false,
    }
  }

  return async (app) => {
    // The bank page's forms post urlencoded bodies with no fields this simulator reads.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    )
    const options = { config: { public: true }, schema: hidden }

    app.post('/v3/payments', { ...options, schema: { ...hidden, body: createSchema } }, (req) => {
      authorised(req.headers['x-api-key'])
      const payment = store.create(req.body)
      return view(payment, runtime.publicUrl())
    })

    app.get(
      '/v3/payments/:id',
      { ...options, schema: { ...hidden, params: paymentParams } },
      (req) => {
        authorised(req.headers['x-api-key'])
        const p = found(req.params.id)
        return {
          ...view(p, runtime.publicUrl()),
          subject: p.subject,
          amount: p.amount,
          currency: p.currency,
          status: p.status,
          status_detail: p.status_detail,
          transaction_id: p.transaction_id,
          return_url: p.return_url,
          cancel_url: p.cancel_url,
          notify_url: p.notify_url,
          notify_api_version: p.notify_api_version,
          expires_date: p.expires_date.toISOString(),
          conciliation_date: p.conciliation_date?.toISOString() ?? null,
          payment_method: 'simplified_transfer',
        }
      },
    )

    // Khipu deletes only a payment nobody has paid yet (status pending); afterwards it is unknown.
    app.delete(
      '/v3/payments/:id',
      { ...options, schema: { ...hidden, params: paymentParams } },
      (req, reply) => {
        authorised(req.headers['x-api-key'])
        const p = found(req.params.id)
        if (p.status !== 'pending') {
          return reply.code(400).send({ message: 'Solo se puede borrar un pago pendiente.' })
        }
        p.deleted = true
        return { message: 'Pago borrado.' }
      },
    )

    // A refund, whole or partial, only of a paid payment Khipu has not yet settled to the school.
    app.post(
      '/v3/payments/:id/refunds',
      { ...options, schema: { ...hidden, params: paymentParams, body: refundSchema } },
      (req, reply) => {
        authorised(req.headers['x-api-key'])
        const p = found(req.params.id)
        const left = p.amount - p.refunds.reduce((sum, r) => sum + r, 0)
        const amount = req.body?.amount ?? left
        const settled =
          !p.conciliation_date ||
          Date.now() - p.conciliation_date.getTime() >= SIMULATED_SETTLEMENT_MS
        if (p.status !== 'done' || p.status_detail !== 'normal' || settled || amount > left) {
          return reply
            .code(403)
            .send({ message: 'El pago ya fue rendido al comercio o no admite reembolso.' })
        }
        p.refunds.push(amount)
        return { message: 'Reembolso solicitado.' }
      },
    )

    const pageSchema = { ...hidden, params: paymentParams }
    app.get('/pay/:id', { ...options, schema: pageSchema }, (req, reply) => {
      const payment = store.get(req.params.id)
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      if (!payment) return reply.code(404).send(notFoundPage())
      return reply.send(bankPage(payment, `/api/khipu-sim/pay/${payment.payment_id}`))
    })

    app.post('/pay/:id/pay', { ...options, schema: pageSchema }, async (req, reply) => {
      const payment = found(req.params.id)
      if (isPayableAtBank(payment)) {
        payment.status = 'done'
        payment.status_detail = 'normal'
        payment.conciliation_date = new Date()
        // Awaited so the return page already shows the outcome.
        await notify(payment, runtime.webhookSecret ?? '', req.log)
      }
      return reply.redirect(payment.return_url, 303)
    })

    app.post('/pay/:id/reject', { ...options, schema: pageSchema }, (req, reply) => {
      const payment = found(req.params.id)
      if (isPayableAtBank(payment)) {
        payment.status = 'done'
        payment.status_detail = 'rejected-by-payer'
      }
      return reply.redirect(payment.cancel_url, 303)
    })

    // The payer's bank takes a done payment back (a reversal); Khipu tells the merchant.
    app.post('/pay/:id/reverse', { ...options, schema: pageSchema }, async (req, reply) => {
      const payment = found(req.params.id)
      if (payment.status === 'done' && payment.status_detail === 'normal') {
        payment.status_detail = 'reversed'
        await notify(payment, runtime.webhookSecret ?? '', req.log)
      }
      return reply.redirect(`/api/khipu-sim/pay/${payment.payment_id}`, 303)
    })
  }
}
